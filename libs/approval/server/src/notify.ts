import type { Db } from '@procure/server-db';
import { postMessages } from '@procure/message-server';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import type { DocType, DocumentSummary } from './types.ts';
import { activeDelegateFor } from '@procure/settings-server';
import { registrationOf } from './registry.ts';

export type NoticeDoc = {
  tenantId: string;
  docType: DocType;
  documentId: string;
  summary: DocumentSummary | undefined;
};

function params(doc: NoticeDoc, extra: Record<string, string>) {
  return {
    code: doc.summary?.code ?? '',
    title: doc.summary?.title ?? '',
    applicant: doc.summary?.applicantName ?? '',
    ...extra,
  };
}

/** New open tasks: to each approver and to their active work-proxy delegate (who may act for them). */
export async function notifyTasksOpened(
  tx: Db,
  doc: NoticeDoc,
  approverIds: readonly string[],
  nodeName: string,
): Promise<void> {
  if (approverIds.length === 0) return;
  const recipients = new Set(approverIds);
  for (const id of approverIds) {
    const proxy = await activeDelegateFor(tx, id);
    if (proxy) recipients.add(proxy.delegateUserId);
  }
  await postMessages(tx, {
    tenantId: doc.tenantId,
    recipientIds: [...recipients],
    kind: 'approvalTask',
    titleCode: SUCCESS_MESSAGES.approvalTaskTitle,
    bodyCode: SUCCESS_MESSAGES.approvalTaskBody,
    params: params(doc, { node: nodeName }),
    link: registrationOf(doc.docType).detailPath(doc.documentId),
    email: true,
  });
}

/** The document finished (approved or rejected): to the applicant. */
export async function notifyResult(
  tx: Db,
  doc: NoticeDoc,
  applicantId: string,
  result: 'approved' | 'rejected',
  comment: string | null,
): Promise<void> {
  const approved = result === 'approved';
  await postMessages(tx, {
    tenantId: doc.tenantId,
    recipientIds: [applicantId],
    kind: 'approvalResult',
    titleCode: approved
      ? SUCCESS_MESSAGES.approvalResultApprovedTitle
      : SUCCESS_MESSAGES.approvalResultRejectedTitle,
    bodyCode: approved
      ? SUCCESS_MESSAGES.approvalResultApprovedBody
      : SUCCESS_MESSAGES.approvalResultRejectedBody,
    params: params(doc, { comment: comment ?? '' }),
    link: registrationOf(doc.docType).detailPath(doc.documentId),
    email: true,
  });
}
