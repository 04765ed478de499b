import { getSession } from '@procure/shared-api-client';

/**
 * Query keys of the approval domain, rooted at the tenant (`['tenant', tenantId, 'approval', …]`) so
 * that a tenant switch never shows another tenant's cached tasks or flows.
 */
export const approvalKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'approval'] as const,
  tasks: () => [...approvalKeys.all(), 'tasks'] as const,
  taskList: (query: object) => [...approvalKeys.tasks(), query] as const,
  waitCount: () => [...approvalKeys.tasks(), 'waitCount'] as const,
  documents: () => [...approvalKeys.all(), 'document'] as const,
  document: (docType: number, documentId: string) =>
    [...approvalKeys.documents(), docType, documentId] as const,
  flows: () => [...approvalKeys.all(), 'flows'] as const,
  flowList: (docType: number | undefined) => [...approvalKeys.flows(), docType ?? 'all'] as const,
  flowOptions: () => [...approvalKeys.all(), 'flowOptions'] as const,
  assignments: () => [...approvalKeys.all(), 'assignments'] as const,
};
