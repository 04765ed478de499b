import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest } from '@procure/order-server';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { T, U, line, masterRefs, post, save, validRequest, type MasterRefs } from './procurement-helpers.ts';

// Issue #13 §5 on PostgreSQL: the phone's one-screen decision summary of a purchase request, in the one
// approval view call (`GET /approval/document/:docType/:id`): the budget before and after the request,
// the last price the tenant paid per line with the difference in %, its attachments and what earlier
// approvers said. Composed by procurement through the budget, order and files contracts.

type Decision = {
  withFacts: boolean;
  budget: { status: number; before: string; after: string } | null;
  lastPrices: ({ unitPrice: string; orderCode: string; diffPercent: string | null } | null)[];
  files: { id: string; name: string; url: string }[];
  comments: { actorName: string; comment: string | null; action: number }[];
};
type View = { summary: { lines: { name: string }[] }; decision: Decision };

const PR = CODES.documentType.purchaseApply.code;
let t: TestApp;
let purchaser: string;
let approver: string;
let admin: string;
let supplier: string;
let refs: MasterRefs;

/** A cost centre of its own, with a 2026 budget of `amount` (null: none). */
async function budgetFor(amount: string | null): Promise<string> {
  const costCentreId = randomUUID();
  const objectId = randomUUID();
  const code = `DS-${costCentreId.slice(0, 8)}`;
  await t.sql(
    `insert into cost_centres (id, tenant_id, department_id, code, name_zh, name_en)
     values ($1, $2, '00000000-0000-4000-8000-000000006001', $3, '决策成本中心', 'Decision cost centre')`,
    [costCentreId, T.huaxia, code],
  );
  if (amount === null) return costCentreId;
  await t.sql(`insert into budget_objects (id, tenant_id, cost_centre_id, name) values ($1, $2, $3, $4)`, [
    objectId,
    T.huaxia,
    costCentreId,
    code,
  ]);
  await t.sql(
    `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2026', $4)`,
    [randomUUID(), T.huaxia, objectId, amount],
  );
  return costCentreId;
}

/** An earlier order of the tenant for product `code` at `unitPrice` (status set after creation). */
async function earlierOrder(code: string, unitPrice: string, status?: number): Promise<void> {
  const { orderIds } = await withTenant(t.database.db, { tenantId: T.huaxia, userId: U.purchaser }, (tx) =>
    createOrdersFromRequest(tx, {
      tenantId: T.huaxia,
      sourceType: 'purchaseApply',
      sourceId: randomUUID(),
      sourceCode: `PR-OLD-${unitPrice}`,
      buyerId: U.purchaser,
      legalEntityId: DEMO.legalEntities.huaxiaShanghai,
      currency: 'CNY',
      receiverName: '周收货',
      receiverPhone: '13912345678',
      receivingAddress: '杭州市文三路 90 号',
      lines: [
        {
          sourceLineId: randomUUID(),
          vendorId: DEMO.vendors.shanghaiPrecision,
          productCode: code,
          name: '精密轴承',
          unit: '个',
          quantity: '1',
          unitPrice,
          taxRate: '13',
          amount: unitPrice,
          needByDate: '2026-12-31',
        },
      ],
    }),
  );
  if (status !== undefined) {
    await t.sql(`update purchase_orders set status = $1 where id = $2`, [status, orderIds[0]]);
  }
}

async function uploaded(name: string): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
     values ($1, $2, 1, $3, 'application/pdf', 4, 'x', $4, $5)`,
    [id, T.huaxia, name, Buffer.from('%PDF'), U.purchaser],
  );
  return id;
}

const view = (id: string, token: string) =>
  t.request({ method: 'GET', url: `/api/v1/approval/document/${PR}/${id}`, token, language: 'en_us' });

beforeAll(async () => {
  t = await startTestApp();
  [purchaser, approver, admin] = [
    await t.login('purchaser'),
    await t.login('approver'),
    await t.login('admin'),
  ];
  supplier = await t.login('supplier', 'supplier');
  refs = await masterRefs(t);
  // Two nodes in turn: the admin first, then the demo approver.
  await t.sql(`delete from approval_flows where doc_type = $1`, [PR]);
  const node = (key: string, userId: string) => ({
    key,
    name: key === 'first' ? 'First check' : 'Final check',
    approverType: CODES.approverType.employee.code,
    mode: CODES.approvalMode.preemptive.code,
    allowDynamic: false,
    onlyWhenOverBudget: false,
    employeeIds: [userId],
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/approval/flows/save',
    token: admin,
    payload: {
      docType: PR,
      name: 'Decision test flow',
      priority: 10,
      enabled: true,
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [node('first', U.admin), node('final', U.approver)],
    },
  });
  if (res.statusCode !== 200) throw new Error(`flow: ${res.body}`);
});
afterAll(async () => {
  await t.close();
});

describe('the phone’s decision summary of a purchase request', () => {
  it('budget before/after, last price and %, attachments and earlier comments in one call', async () => {
    const costCentreId = await budgetFor('1000');
    // What the tenant paid before for P-001: 10 (then a newer order at 5 that was cancelled: no price).
    await earlierOrder('P-001', '10');
    await earlierOrder('P-001', '5', CODES.order.cancelled.code);
    const fileId = await uploaded('报价单.pdf');
    const saved = await save(
      t,
      purchaser,
      validRequest(refs, {
        costCentreId,
        attachmentIds: [fileId],
        lines: [
          line(refs, { productCode: 'P-001', unitPrice: '12.50', quantity: '4', amount: '50.00' }),
          line(refs, {
            productCode: 'NEW-77',
            name: '新零件',
            unitPrice: '100',
            quantity: '1',
            amount: '100.00',
          }),
        ],
      }),
    );
    const committed = await post(t, purchaser, 'commit', { id: saved.id }, 'en_us');
    expect(committed.statusCode, committed.body).toBe(200);

    // The first approver sees no earlier comment yet.
    const first = body<View>(await view(saved.id, admin)).data.decision;
    expect(first.comments).toEqual([]);
    const acted = await t.request({
      method: 'POST',
      url: '/api/v1/approval/act',
      token: admin,
      payload: { docType: PR, documentId: saved.id, action: 'approve', comment: '价格偏高，但交期紧' },
    });
    expect(acted.statusCode, acted.body).toBe(200);

    const res = await view(saved.id, approver);
    expect(res.statusCode, res.body).toBe(200);
    const { summary, decision } = body<View>(res).data;
    expect(decision.withFacts).toBe(true);
    // The request's own reservation (150) counts as available before it.
    expect(decision.budget).toEqual({
      status: CODES.budgetCheck.passed.code,
      before: '1000.00',
      after: '850.00',
    });
    expect(summary.lines).toHaveLength(2);
    expect(decision.lastPrices[0]).toMatchObject({ unitPrice: '10', diffPercent: '25.0' });
    expect(decision.lastPrices[1]).toBeNull();
    expect(decision.files).toEqual([{ id: fileId, name: '报价单.pdf', url: `/api/v1/file/${fileId}` }]);
    expect(decision.comments).toMatchObject([
      { comment: '价格偏高，但交期紧', action: CODES.historyAction.approve.code },
    ]);
  });

  it('over budget shows a negative "after"; no budget shows none; outsiders get the absent-id answer', async () => {
    const costCentreId = await budgetFor('100');
    const saved = await save(
      t,
      purchaser,
      validRequest(refs, { costCentreId, lines: [line(refs, { unitPrice: '40', amount: '160.00' })] }),
    );
    const committed = await post(t, purchaser, 'commit', { id: saved.id, confirmOverBudget: true }, 'en_us');
    expect(committed.statusCode, committed.body).toBe(200);
    const over = body<View>(await view(saved.id, admin)).data.decision;
    expect(over.budget).toEqual({
      status: CODES.budgetCheck.overBudget.code,
      before: '100.00',
      after: '-60.00',
    });

    const unbudgeted = await save(t, purchaser, validRequest(refs, { costCentreId: await budgetFor(null) }));
    expect((await post(t, purchaser, 'commit', { id: unbudgeted.id }, 'en_us')).statusCode).toBe(200);
    expect(body<View>(await view(unbudgeted.id, admin)).data.decision.budget).toBeNull();

    const absent = await view(randomUUID(), supplier);
    const foreign = await view(saved.id, supplier);
    expect(foreign.statusCode).toBe(absent.statusCode);
    expect(foreign.body).toBe(absent.body);
  });
});
