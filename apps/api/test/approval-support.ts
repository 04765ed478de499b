import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant, type Db } from '@procure/server-db';
import {
  registerDocumentType,
  startApproval,
  type ApprovalFacts,
  type DocumentSummary,
} from '@procure/approval-server';
import { body, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// A fake approvable document for the approval engine's tests: the engine must work for a document type
// it knows only through its registration. Its rows live in a tiny table of the test database, so
// onApproved / onRejected are transactional exactly like a real document's.

export const FAKE_DOC_TYPE = 'demand' as const;
export const FAKE_DOC_CODE = 1;
export const U = DEMO.users;
export const T = DEMO.tenants;

export async function createFakeDocuments(t: TestApp): Promise<void> {
  await t.sql(`create table if not exists fake_docs (
    id uuid primary key, tenant_id uuid not null, code text not null, title text not null,
    amount numeric(20,2) not null, applicant_id uuid not null, status text not null default 'approving',
    approved_count int not null default 0, rejected_count int not null default 0)`);
  await t.sql('grant select, insert, update, delete on fake_docs to procure_app');
}

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const rows = await queryRows<Record<string, string>>(
    tx,
    sql`select d.id, d.code, d.title, d.amount::text as amount, d.applicant_id, u.emp_name
          from fake_docs d join users u on u.id = d.applicant_id
         where d.tenant_id = ${tenantId} and d.id::text in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const out = new Map<string, DocumentSummary>();
  for (const r of rows) {
    out.set(r['id'] ?? '', {
      code: r['code'] ?? '',
      title: r['title'] ?? '',
      amount: r['amount'] ?? '0',
      currency: 'CNY',
      applicantId: r['applicant_id'] ?? '',
      applicantName: r['emp_name'] ?? '',
      submittedAt: null,
      lines: [],
    });
  }
  return out;
}

export function registerFakeDocuments(): void {
  registerDocumentType({
    docType: FAKE_DOC_TYPE,
    detailPath: (id) => `/fake/${id}`,
    summarize,
    onApproved: async (tx, ref) => {
      await tx.execute(
        sql`update fake_docs set status = 'approved', approved_count = approved_count + 1 where id = ${ref.documentId}`,
      );
    },
    onRejected: async (tx, ref) => {
      await tx.execute(
        sql`update fake_docs set status = 'returned', rejected_count = rejected_count + 1 where id = ${ref.documentId}`,
      );
    },
  });
}

export const facts = (over: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  amount: '1000.00',
  categoryIds: [],
  costCentreId: null,
  legalEntityId: null,
  departmentId: null,
  overBudget: false,
  ...over,
});

export async function newDoc(
  t: TestApp,
  opts: { tenantId?: string; applicantId?: string; amount?: string; title?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await t.sql(
    'insert into fake_docs (id, tenant_id, code, title, amount, applicant_id) values ($1, $2, $3, $4, $5, $6)',
    [
      id,
      opts.tenantId ?? T.huaxia,
      `FD-${id.slice(0, 8)}`,
      opts.title ?? 'Fake document',
      opts.amount ?? '1000.00',
      opts.applicantId ?? U.purchaser,
    ],
  );
  return id;
}

export function submit(
  t: TestApp,
  documentId: string,
  f: ApprovalFacts = facts(),
  opts: { tenantId?: string; applicantId?: string; dynamic?: Record<string, string[]> } = {},
) {
  const tenantId = opts.tenantId ?? T.huaxia;
  const applicantId = opts.applicantId ?? U.purchaser;
  return withTenant(t.database.db, { tenantId, userId: applicantId }, (tx) =>
    startApproval(tx, {
      tenantId,
      docType: FAKE_DOC_TYPE,
      documentId,
      applicantId,
      facts: f,
      dynamicApprovers: opts.dynamic ?? null,
    }),
  );
}

export type NodeSpec = {
  key: string;
  name?: string;
  approverType: number;
  mode: number;
  allowDynamic?: boolean;
  onlyWhenOverBudget?: boolean;
  employeeIds?: string[];
};

/** Saves a flow for the fake document type through the settings API (as admin). */
export async function saveFlow(
  t: TestApp,
  adminToken: string,
  nodes: NodeSpec[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/approval/flows/save',
    token: adminToken,
    language: 'en_us',
    payload: {
      docType: FAKE_DOC_CODE,
      name: 'Test flow',
      priority: 10,
      enabled: true,
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      ...extra,
      nodes: nodes.map((n) => ({
        name: n.key,
        allowDynamic: false,
        onlyWhenOverBudget: false,
        employeeIds: [],
        ...n,
      })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`save flow failed: ${res.body}`);
  return body<{ id: string }>(res).data.id;
}

export async function clearFlows(t: TestApp): Promise<void> {
  await t.sql('delete from approval_flows where doc_type = $1', [FAKE_DOC_CODE]);
}

export function act(
  t: TestApp,
  token: string,
  documentId: string,
  action: 'approve' | 'reject' | 'transfer',
  extra: Record<string, unknown> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/v1/approval/act',
    token,
    language: 'en_us',
    payload: { docType: FAKE_DOC_CODE, documentId, action, ...extra },
  });
}

export async function docRow(t: TestApp, id: string) {
  const [row] = await t.sql<{ status: string; approved_count: number; rejected_count: number }>(
    'select status, approved_count, rejected_count from fake_docs where id = $1',
    [id],
  );
  return row;
}

export async function taskStates(t: TestApp, documentId: string) {
  return t.sql<{ approver_id: string; state: string; node: string }>(
    `select t.approver_id, t.state, n.key as node from approval_tasks t
       join approval_node_instances n on n.id = t.node_instance_id
      where t.document_id = $1 order by n.seq, t.seq, t.created_at`,
    [documentId],
  );
}
