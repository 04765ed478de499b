import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the message routes (issue #6). See ../entries.ts.
// A message belongs to its recipient: every other user (same tenant or not) gets the absent-id answer.
// Supplier users read and mark their own messages too (access `supplierUser`), never the company notices.

const T = DEMO.tenants;
const U = DEMO.users;
const ids = (id: string) => ({ payload: { ids: [id] } });

// Owned by finance, who has no message-center permission: readAll / deleteAll of the principals who do
// (admin, purchaser, approver) would otherwise change their own fixture rows, which the run must not.
const FIXTURES = [
  { name: 'finance message (huaxia)', id: demoId(899001), tenantId: T.huaxia, userId: U.finance },
  { name: 'finance message (dongfang)', id: demoId(899002), tenantId: T.dongfang, userId: U.finance },
  // A supplier user's own message (its portal's message center): in dongfang, where the supplier principal
  // is not signed in, so its readAll / deleteAll in huaxia leave it alone; foreign to everyone else.
  { name: 'supplier message (dongfang)', id: demoId(899003), tenantId: T.dongfang, userId: U.supplier },
] as const;

export const messageMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/message/list': {},
    // The copy-to person picker (issue #12 §5): any tenant session (buyers, and suppliers copying their
    // customer's people); the tenant's own people only, a supplier sees names only.
    'GET /api/v1/copyto/personSearch': {
      sites: ['buyer', 'supplier'],
      note: 'names no object; operations staff have no tenant (403)',
    },
    'GET /api/v1/message/count': {},
    'GET /api/v1/message/detail/:id': { object: 'message:message' },
    'POST /api/v1/message/read': { object: 'message:message', request: ids },
    'POST /api/v1/message/setUnread': { object: 'message:message', request: ids },
    'POST /api/v1/message/delete': { object: 'message:message', request: ids },
    'POST /api/v1/message/readAll': { note: 'the caller’s own messages only; no id' },
    'POST /api/v1/message/deleteAll': { note: 'the caller’s own messages only; no id' },
    // Company notices (issue #12 §4): tenant-owned; managing needs setting:notice.
    'GET /api/v1/notice/list': {},
    'GET /api/v1/notice/detail/:id': { object: 'message:notice' },
    'POST /api/v1/notice/save': {
      object: 'message:notice',
      request: (id) => ({ payload: { id, title: 'matrix', content: 'matrix', audience: 'all' } }),
    },
    'POST /api/v1/notice/publish/:id': { object: 'message:notice' },
    'POST /api/v1/notice/withdraw/:id': { object: 'message:notice' },
    'POST /api/v1/notice/delete/:id': { object: 'message:notice' },
  },
  fixtures: async (t) => {
    const rows: Fixture[] = [];
    for (const f of FIXTURES) {
      await t.sql(
        `insert into messages (id, tenant_id, recipient_id, kind, title_zh, title_en, body_zh, body_en)
         values ($1, $2, $3, 'notice', '矩阵', 'matrix', '矩阵', 'matrix') on conflict do nothing`,
        [f.id, f.tenantId, f.userId],
      );
      rows.push({
        kind: 'message:message',
        name: f.name,
        id: f.id,
        table: 'messages',
        owner: { tenantId: f.tenantId, userId: f.userId },
      });
    }
    const notices: Fixture[] = [];
    for (const [n, tenantId] of [
      [899011, T.huaxia],
      [899012, T.dongfang],
    ] as const) {
      const id = demoId(n);
      await t.sql(
        `insert into notices (id, tenant_id, title, content, audience, status, created_by)
         values ($1, $2, 'matrix', 'matrix', 'all', 'draft', $3) on conflict do nothing`,
        [id, tenantId, U.admin],
      );
      notices.push({
        kind: 'message:notice',
        name: `draft notice (${n})`,
        id,
        table: 'notices',
        owner: { tenantId },
      });
    }
    return { 'message:message': rows, 'message:notice': notices };
  },
};
