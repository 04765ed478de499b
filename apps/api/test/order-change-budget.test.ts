import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { line, masterRefs, post as procurementPost, save, T, validRequest } from './procurement-helpers.ts';

// An order change moves the source request's budget (issue #13): a dearer change over the budget is
// refused at submit unless confirmed (nothing changes), and when the change applies the request's
// commitment follows the new order total — more is held again, less released — on the same budget.

let t: TestApp;
let purchaser: string;
let supplier: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
  // No flows: requests and order changes are approved at once, so each step applies in its call.
  await t.sql(`delete from approval_flows where doc_type in ($1, $2)`, [
    CODES.documentType.purchaseApply.code,
    CODES.documentType.orderChange.code,
  ]);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = purchaser) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload, language: 'en_us' });

/** A 2026 budget of `amount` on a cost centre of its own. */
async function budgetFor(amount: string) {
  const costCentreId = randomUUID();
  const objectId = randomUUID();
  const budgetId = randomUUID();
  const code = `OCB-${costCentreId.slice(0, 8)}`;
  await t.sql(
    `insert into cost_centres (id, tenant_id, department_id, code, name_zh, name_en)
     values ($1, $2, '00000000-0000-4000-8000-000000006001', $3, '变更预算', 'Change budget')`,
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

const committed = async (budgetId: string) =>
  (await t.sql<{ committed: string }>('select committed::text from budgets where id = $1', [budgetId]))[0]
    ?.committed;

/** An approved request of 4 × 12.50 on its own budget → one confirmed order. */
async function confirmedOrder(budgetId: string, costCentreId: string) {
  const refs = await masterRefs(t);
  const saved = await save(
    t,
    purchaser,
    validRequest(refs, {
      costCentreId,
      lines: [line(refs, { quantity: '4', unitPrice: '12.50', amount: '50.00' })],
    }),
  );
  const commit = await procurementPost(t, purchaser, 'commit', { id: saved.id });
  expect(commit.statusCode).toBe(200);
  const [order] = await t.sql<{ id: string; line_id: string }>(
    `select o.id, l.id as line_id from purchase_orders o join purchase_order_lines l on l.order_id = o.id
     where o.source_id = $1`,
    [saved.id],
  );
  expect(order).toBeDefined();
  expect((await post('/vendor/order/confirm', { id: order?.id as string }, supplier)).statusCode).toBe(200);
  expect(await committed(budgetId)).toBe('50.00');
  return { orderId: order?.id as string, lineId: order?.line_id as string };
}

async function changePrice(orderId: string, lineId: string, unitPrice: string) {
  const saved = await post('/orderChange/modify', {
    orderId,
    reason: '调价',
    lines: [{ orderLineId: lineId, unitPrice }],
  });
  expect(saved.statusCode).toBe(200);
  return body<{ id: string }>(saved).data.id;
}

describe('an order change moves the source request budget', () => {
  it('refuses a dearer change over budget unless confirmed, then holds the new total', async () => {
    const { budgetId, costCentreId } = await budgetFor('1000');
    const { orderId, lineId } = await confirmedOrder(budgetId, costCentreId);

    const changeId = await changePrice(orderId, lineId, '300'); // 4 × 300 = 1200 > 1000
    const refused = await post('/orderChange/submit', { id: changeId });
    expect(refused.statusCode).toBe(409);
    expect(body<{ errorCode: string }>(refused).data.errorCode).toBe('order.changeOverBudget');
    expect(body(refused).desc).toContain(
      'adds 1150.00 to the order, more than the request’s budget has left (950.00)',
    );
    expect(await committed(budgetId)).toBe('50.00');
    const [draft] = await t.sql<{ status: number }>(
      'select status from purchase_order_changes where id = $1',
      [changeId],
    );
    expect(draft?.status).toBe(CODES.application.draft.code);

    const confirmed = await post('/orderChange/submit', { id: changeId, confirmOverBudget: true });
    expect(confirmed.statusCode).toBe(200);
    expect(body<{ status: number }>(confirmed).data.status).toBe(CODES.application.approved.code);
    expect(await committed(budgetId)).toBe('1200.00');
    const [over] = await t.sql<{ n: number }>(
      `select count(*)::int as n from budget_entries where budget_id = $1 and kind = 'reserved' and over_budget`,
      [budgetId],
    );
    expect(over?.n).toBe(1);
  });

  it('a cheaper change releases the difference; a change within budget needs no confirmation', async () => {
    const { budgetId, costCentreId } = await budgetFor('1000');
    const { orderId, lineId } = await confirmedOrder(budgetId, costCentreId);

    const cheaper = await changePrice(orderId, lineId, '10'); // 40.00
    expect((await post('/orderChange/submit', { id: cheaper })).statusCode).toBe(200);
    expect(await committed(budgetId)).toBe('40.00');

    const dearer = await changePrice(orderId, lineId, '100'); // 400.00, within 1000
    expect((await post('/orderChange/submit', { id: dearer })).statusCode).toBe(200);
    expect(await committed(budgetId)).toBe('400.00');
  });

  it('an order whose request holds no budget changes freely', async () => {
    const { budgetId, costCentreId } = await budgetFor('1000');
    const { orderId, lineId } = await confirmedOrder(budgetId, costCentreId);
    await t.sql(`delete from budget_entries where budget_id = $1`, [budgetId]);
    await t.sql(`update budgets set committed = 0 where id = $1`, [budgetId]);
    const changeId = await changePrice(orderId, lineId, '5000');
    expect((await post('/orderChange/submit', { id: changeId })).statusCode).toBe(200);
    expect(await committed(budgetId)).toBe('0.00');
  });
});
