import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the approval routes (issue #6). See ../entries.ts.
// Flows and assignments are tenant-owned: a foreign tenant's id must answer like an absent one.

const FLOW = { huaxia: demoId(749001), dongfang: demoId(749002) };
const ASSIGNMENT = { huaxia: demoId(749011), dongfang: demoId(749012) };

const validFlow = (id: string) => ({
  id,
  docType: 0,
  name: 'Matrix flow',
  priority: 500,
  enabled: false,
  categoryIds: [],
  costCentreIds: [],
  legalEntityIds: [],
  nodes: [
    {
      key: 'n1',
      name: 'Matrix',
      approverType: 11,
      mode: 1,
      allowDynamic: false,
      onlyWhenOverBudget: false,
      employeeIds: [],
    },
  ],
});

export const approvalMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/approval/tasks': {},
    'GET /api/v1/approval/waitCount': {},
    'POST /api/v1/approval/act': {
      request: (id) => ({ payload: { docType: 0, documentId: id, action: 'approve' } }),
      note: 'the id names a document of another domain: without a task on it the answer is 409 notPending or 404',
    },
    'POST /api/v1/approval/batchApprove': {
      request: (id) => ({ payload: { items: [{ docType: 0, documentId: id }] } }),
    },
    'GET /api/v1/approval/document/:docType/:documentId': {
      request: (id) => ({ url: `/api/v1/approval/document/0/${id}` }),
      note: 'documents belong to their own domains; their access-matrix entries probe them',
    },
    'GET /api/v1/approval/flows': {},
    'GET /api/v1/approval/flowOptions': {},
    'POST /api/v1/approval/flows/save': {
      object: 'approval:flow',
      request: (id) => ({ payload: validFlow(id) }),
    },
    'POST /api/v1/approval/flows/:id/enable': { object: 'approval:flow' },
    'POST /api/v1/approval/flows/:id/disable': { object: 'approval:flow' },
    'GET /api/v1/approval/assignments': {},
    'POST /api/v1/approval/assignments/save': {
      object: 'approval:assignment',
      request: (id) => ({
        payload: { id, approverType: 5, scopeKind: 'tenant', userIds: [DEMO.users.admin] },
      }),
    },
    'POST /api/v1/approval/assignments/:id/delete': { object: 'approval:assignment' },
  },
  fixtures: async (t) => {
    const tenants = [
      ['huaxia', DEMO.tenants.huaxia],
      ['dongfang', DEMO.tenants.dongfang],
    ] as const;
    const out: { 'approval:flow': Fixture[]; 'approval:assignment': Fixture[] } = {
      'approval:flow': [],
      'approval:assignment': [],
    };
    for (const [name, tenantId] of tenants) {
      await t.sql(
        `insert into approval_flows (id, tenant_id, doc_type, name, priority, enabled)
         values ($1, $2, 9, 'Matrix fixture', 900, false) on conflict do nothing`,
        [FLOW[name], tenantId],
      );
      await t.sql(
        `insert into approval_assignments (id, tenant_id, approver_type, scope_kind, scope_id, user_ids)
         values ($1, $2, 1, 'user', $3, array[$3]::uuid[]) on conflict do nothing`,
        [ASSIGNMENT[name], tenantId, DEMO.users.purchaser],
      );
      const owner = { tenantId };
      out['approval:flow'].push({
        kind: 'approval:flow',
        name: `${name} flow`,
        id: FLOW[name],
        table: 'approval_flows',
        owner,
      });
      out['approval:assignment'].push({
        kind: 'approval:assignment',
        name: `${name} assignment`,
        id: ASSIGNMENT[name],
        table: 'approval_assignments',
        owner,
      });
    }
    return out;
  },
};
