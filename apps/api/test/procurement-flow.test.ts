import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import {
  T,
  U,
  line,
  masterRefs,
  post,
  requestState,
  save,
  show,
  validRequest,
  type MasterRefs,
} from './procurement-helpers.ts';

// The purchase request's state machine with the real budget ledger, approval engine and order
// domain: submit (budget reserved), approve (committed, one order per supplier), reject and
// withdraw (released), cancel, over-budget confirmation, wrong-state refusals and a submit race.

const S = CODES.application;
let t: TestApp;
let purchaser: string;
let approver: string;
let admin: string;
let refs: MasterRefs;

/** A cost centre of its own with a 2026 budget of `amount`, so that tests never share a budget row. */
async function budgetFor(amount: string): Promise<{ costCentreId: string; budgetId: string }> {
  const costCentreId = randomUUID();
  const objectId = randomUUID();
  const budgetId = randomUUID();
  const code = `PT-${costCentreId.slice(0, 8)}`;
  await t.sql(
    `insert into cost_centres (id, tenant_id, department_id, code, name_zh, name_en)
     values ($1, $2, '00000000-0000-4000-8000-000000006001', $3, '测试成本中心', 'Test cost centre')`,
    [costCentreId, T.huaxia, code],
  );
  await t.sql(`insert into budget_objects (id, tenant_id, cost_centre_id, name) values ($1, $2, $3, $4)`, [
    objectId,
    T.huaxia,
    costCentreId,
    code,
  ]);
  await t.sql(
    `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2026', $4)`,
    [budgetId, T.huaxia, objectId, amount],
  );
  return { costCentreId, budgetId };
}

const budgetRow = async (id: string) =>
  (
    await t.sql<{ amount: string; committed: string }>(
      `select amount, committed from budgets where id = $1`,
      [id],
    )
  )[0]!;

const statusOf = async (id: string) =>
  (await t.sql<{ status: number }>(`select status from purchase_requests where id = $1`, [id]))[0]?.status;

/** A saved draft on its own budget; two lines of two suppliers. */
async function draft(budget: { costCentreId: string }, quantity = '4', amount = '50.00') {
  return save(
    t,
    purchaser,
    validRequest(refs, {
      costCentreId: budget.costCentreId,
      lines: [
        line(refs, { quantity, amount }),
        line(refs, {
          vendorId: DEMO.vendors.suzhouSteel,
          name: '钢板',
          unitPrice: '100',
          quantity: '1',
          amount: '100.00',
        }),
      ],
    }),
  );
}

async function commit(id: string, confirmOverBudget = false) {
  return post(t, purchaser, 'commit', { id, confirmOverBudget }, 'en_us');
}

beforeAll(async () => {
  t = await startTestApp();
  [purchaser, approver, admin] = [
    await t.login('purchaser'),
    await t.login('approver'),
    await t.login('admin'),
  ];
  refs = await masterRefs(t);
  // One preemptive node: the demo approver decides every purchase request.
  await t.sql(`delete from approval_flows where doc_type = $1`, [CODES.documentType.purchaseApply.code]);
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/approval/flows/save',
    token: admin,
    payload: {
      docType: CODES.documentType.purchaseApply.code,
      name: 'PR test flow',
      priority: 10,
      enabled: true,
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [
        {
          key: 'approver',
          name: 'Approver',
          approverType: CODES.approverType.employee.code,
          mode: CODES.approvalMode.preemptive.code,
          allowDynamic: false,
          onlyWhenOverBudget: false,
          employeeIds: [U.approver],
        },
      ],
    },
  });
  if (res.statusCode !== 200) throw new Error(`flow: ${res.body}`);
});
afterAll(async () => {
  await t.close();
});

describe('submit, approve, orders', () => {
  it('reserves the budget on submit, commits it on approval and creates one order per supplier', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    const res = await commit(saved.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ status: number; budgetCheck: { status: number } }>(res).data).toMatchObject({
      status: S.approving.code,
      budgetCheck: { status: CODES.budgetCheck.passed.code },
    });
    expect((await budgetRow(budget.budgetId)).committed).toBe('150.00');

    const approved = await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(saved.id)).toBe(S.approved.code);
    expect((await budgetRow(budget.budgetId)).committed).toBe('150.00');
    const orders = await t.sql<{ vendor_id: string }>(
      `select vendor_id from purchase_orders where source_id = $1 order by vendor_id`,
      [saved.id],
    );
    expect(orders.map((o) => o.vendor_id)).toEqual([
      DEMO.vendors.shanghaiPrecision,
      DEMO.vendors.suzhouSteel,
    ]);
    const detail = body<{ orders: unknown[]; history: { action: number }[] }>(
      await show(t, purchaser, saved.id),
    ).data;
    expect(detail.orders).toHaveLength(2);
    expect(detail.history.map((h) => h.action)).toEqual(
      expect.arrayContaining([CODES.historyAction.create.code, CODES.historyAction.approve.code]),
    );

    // Approving twice: nothing left to decide.
    const again = await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(await t.sql(`select id from purchase_orders where source_id = $1`, [saved.id])).toHaveLength(2);
  });

  it('rejects back to returned with the reservation released, and the request can be resubmitted', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    expect((await commit(saved.id)).statusCode).toBe(200);
    const res = await post(t, approver, 'approve', { id: saved.id, action: 'reject', comment: '数量太多' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(saved.id)).toBe(S.returned.code);
    expect((await budgetRow(budget.budgetId)).committed).toBe('0.00');
    expect((await commit(saved.id)).statusCode).toBe(200);
    expect((await budgetRow(budget.budgetId)).committed).toBe('150.00');
  });

  it('withdraws (repeal) to draft, releases the budget, and then refuses the approver (409)', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    expect((await commit(saved.id)).statusCode).toBe(200);
    expect((await post(t, purchaser, 'repeal', { id: saved.id })).statusCode).toBe(200);
    expect(await statusOf(saved.id)).toBe(S.draft.code);
    expect((await budgetRow(budget.budgetId)).committed).toBe('0.00');
    const late = await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(await statusOf(saved.id)).toBe(S.draft.code);
  });
});

describe('over budget', () => {
  it('asks for a confirmation (409, nothing changed), then submits over budget', async () => {
    const budget = await budgetFor('100');
    const saved = await draft(budget);
    const before = await requestState(t, saved.id);
    const first = await commit(saved.id);
    expect(first.statusCode).toBe(409);
    expect(body<ErrorData>(first).data.errorCode).toBe('procurement.overBudget');
    expect(await requestState(t, saved.id)).toBe(before);
    expect((await budgetRow(budget.budgetId)).committed).toBe('0.00');

    const confirmed = await commit(saved.id, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body<{ budgetCheck: { status: number } }>(confirmed).data.budgetCheck.status).toBe(
      CODES.budgetCheck.overBudget.code,
    );
    expect(await statusOf(saved.id)).toBe(S.approving.code);
  });

  it('never over-commits one budget under 20 concurrent unconfirmed submits', async () => {
    const budget = await budgetFor('1500');
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await draft(budget));
    const results = await Promise.all(drafts.map((d) => commit(d.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    const row = await budgetRow(budget.budgetId);
    expect(row.committed).toBe('1500.00');
    const approving = await t.sql(
      `select id from purchase_requests where cost_centre_id = $1 and status = $2`,
      [budget.costCentreId, S.approving.code],
    );
    expect(approving).toHaveLength(10);
  });
});

describe('cancel', () => {
  it('cancels an approved request while its orders are unconfirmed: orders cancelled, budget released', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    await commit(saved.id);
    await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    const res = await post(t, purchaser, 'cancel', { id: saved.id, reason: '项目取消' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(saved.id)).toBe(S.cancelled.code);
    expect((await budgetRow(budget.budgetId)).committed).toBe('0.00');
    const orders = await t.sql<{ status: number }>(
      `select status from purchase_orders where source_id = $1`,
      [saved.id],
    );
    expect(orders.every((o) => o.status === CODES.order.cancelled.code)).toBe(true);
  });

  it('refuses once a supplier has confirmed an order (409 ordersStarted), nothing changed', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    await commit(saved.id);
    await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    await t.sql(
      `update purchase_orders set status = $2 where id = (select id from purchase_orders where source_id = $1 limit 1)`,
      [saved.id, CODES.order.awaitingReceipt.code],
    );
    const before = await requestState(t, saved.id);
    const res = await post(t, purchaser, 'cancel', { id: saved.id, reason: '项目取消' });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('procurement.ordersStarted');
    expect(await requestState(t, saved.id)).toBe(before);
    expect((await budgetRow(budget.budgetId)).committed).toBe('150.00');
  });

  it('cancels a draft', async () => {
    const saved = await draft(await budgetFor('1000'));
    expect((await post(t, purchaser, 'cancel', { id: saved.id, reason: '不需要了' })).statusCode).toBe(200);
    expect(await statusOf(saved.id)).toBe(S.cancelled.code);
  });
});

describe('wrong states and incomplete submits', () => {
  it('refuses every action that does not fit the state with 409 and changes nothing', async () => {
    const budget = await budgetFor('1000');
    const saved = await draft(budget);
    expect((await post(t, purchaser, 'repeal', { id: saved.id })).statusCode).toBe(409);
    await commit(saved.id);
    const before = await requestState(t, saved.id);
    const attempts = [
      await post(t, purchaser, 'holdSubmit', {
        ...validRequest(refs, { costCentreId: budget.costCentreId }),
        id: saved.id,
      }),
      await post(t, purchaser, 'delete', { id: saved.id }),
      await post(t, purchaser, 'commit', { id: saved.id }),
      await post(t, purchaser, 'cancel', { id: saved.id, reason: '想取消' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await requestState(t, saved.id)).toBe(before);
  });

  it('refuses to submit an incomplete draft with a field error per missing field', async () => {
    const saved = await save(t, purchaser, { kind: 'direct', title: '不完整的申请', lines: [] });
    const before = await requestState(t, saved.id);
    const res = await commit(saved.id);
    expect(res.statusCode).toBe(400);
    const paths = (body<ErrorData>(res).data.fields ?? []).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['needByDate', 'legalEntityId', 'costCentreId', 'lines']));
    expect(await requestState(t, saved.id)).toBe(before);
  });

  it('lets only the applicant act on its request', async () => {
    const saved = await draft(await budgetFor('1000'));
    const res = await post(t, admin, 'commit', { id: saved.id });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(saved.id)).toBe(S.draft.code);
  });

  it('shows the request to its approver (no apply permission) once it is theirs to decide, not before', async () => {
    const saved = await draft(await budgetFor('1000'));
    const before = await show(t, approver, saved.id);
    expect(before.statusCode).toBe(404);
    expect((await commit(saved.id)).statusCode).toBe(200);
    const during = await show(t, approver, saved.id);
    expect(during.statusCode).toBe(200);
    expect(body<{ actions: { approve: boolean; edit: boolean } }>(during).data.actions).toMatchObject({
      approve: true,
      edit: false,
    });
    const finance = await t.login('finance');
    expect((await show(t, finance, saved.id)).statusCode).toBe(404);
  });
});
