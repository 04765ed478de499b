import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant, type Db } from '@procure/server-db';
import {
  applyPaymentOnLine,
  closeLineRemaining,
  createOrdersFromRequest,
  invoiceOnLine,
  payOnLine,
  releaseInvoiceOnLine,
  releasePaymentOnLine,
  lockOrder,
  lockOrderLines,
  payableBasis,
  receiveOnLine,
  refreshOrderStatusFromLedger,
  releaseReturnOnLine,
  returnOnLine,
  type PaymentKind,
  type ReturnDisposition,
} from '@procure/order-server';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The order-line ledger of DOMAIN §4 (issue #14) on real PostgreSQL: receipts, rejections, close
// receiving and returns through the order contract, the status they imply, 50 racing receipts, and a
// model-based property test over the whole ledger — deliveries, receipts, close, returns, invoices and
// payments (issue #15) in random order: random sequences never break the invariants, and the database
// accepts or refuses exactly what a plain model of the rules does.

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const O = CODES.order;

let t: TestApp;
let supplier: string;
beforeAll(async () => {
  t = await startTestApp();
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_orders');
  await t.sql('delete from purchase_order_settings');
  await t.sql('insert into purchase_order_settings (tenant_id, deliver_times_limit) values ($1, 99)', [
    HUAXIA,
  ]);
});

const inTx = <T>(fn: (tx: Db) => Promise<T>) =>
  withTenant(t.database.db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, fn);

/** A confirmed order (status 6) of one line: `qty` units at 10.5. */
async function confirmedOrder(qty: number): Promise<{ orderId: string; lineId: string }> {
  const { orderIds } = await inTx((tx) =>
    createOrdersFromRequest(tx, {
      tenantId: HUAXIA,
      sourceType: 'purchaseApply',
      sourceId: randomUUID(),
      sourceCode: 'PR-LEDGER',
      buyerId: DEMO.users.purchaser,
      legalEntityId: randomUUID(),
      currency: 'CNY',
      receiverName: '周收货',
      receiverPhone: '13912345678',
      receivingAddress: '杭州市文三路 90 号',
      lines: [
        {
          sourceLineId: randomUUID(),
          vendorId: SHANGHAI,
          productCode: 'M8-40',
          name: '六角螺栓 M8×40',
          unit: 'pcs',
          quantity: String(qty),
          unitPrice: '10.5',
          taxRate: '13',
          amount: (qty * 10.5).toFixed(2),
          needByDate: '2026-12-31',
        },
      ],
    }),
  );
  const orderId = orderIds[0] as string;
  const confirm = await t.request({
    method: 'POST',
    url: '/api/v1/vendor/order/confirm',
    token: supplier,
    payload: { id: orderId },
  });
  expect(confirm.statusCode).toBe(200);
  const [line] = await t.sql<{ id: string }>('select id from purchase_order_lines where order_id = $1', [
    orderId,
  ]);
  return { orderId, lineId: line?.id as string };
}

const deliver = (orderId: string, orderLineId: string, quantity: number) =>
  t.request({
    method: 'POST',
    url: '/api/v1/vendor/order/deliver',
    token: supplier,
    payload: {
      orderId,
      courier: 'sf',
      trackingNo: 'SF1234567890',
      lines: [{ orderLineId, quantity: String(quantity) }],
    },
  });

/** Runs one ledger write as receiving and returns will: order lock, line lock, write, status. */
const write = (orderId: string, fn: (tx: Db) => Promise<unknown>) =>
  inTx(async (tx) => {
    await lockOrder(tx, HUAXIA, orderId, null);
    await lockOrderLines(tx, HUAXIA, orderId);
    await fn(tx);
    return refreshOrderStatusFromLedger(tx, HUAXIA, orderId);
  });

const errorCodeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { errorCode?: string }).errorCode ?? String(error);
  }
};

type Ledger = {
  ordered: number;
  delivered: number;
  received: number;
  receivedAmount: string;
  returned: number;
  replaced: number;
  closed: number;
  invoiced: number;
  /** Payment amounts in cents (exact integers in the model). */
  applied: number;
  paid: number;
  status: number;
};

const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
/** The test orders' unit price, 10.50, in cents. */
const PRICE = 1050;
async function ledger(orderId: string): Promise<Ledger> {
  const [row] = await t.sql<Record<string, string>>(
    `select l.ordered_qty, l.delivered_qty, l.received_qty, l.received_amount::text, l.returned_qty, l.replaced_qty,
            l.closed_qty, l.invoiced_qty, l.applied_amount::text, l.paid_amount::text, o.status
       from purchase_order_lines l join purchase_orders o on o.id = l.order_id where o.id = $1`,
    [orderId],
  );
  const r = row as Record<string, string>;
  return {
    ordered: Number(r['ordered_qty']),
    delivered: Number(r['delivered_qty']),
    received: Number(r['received_qty']),
    receivedAmount: r['received_amount'] as string,
    returned: Number(r['returned_qty']),
    replaced: Number(r['replaced_qty']),
    closed: Number(r['closed_qty']),
    invoiced: Number(r['invoiced_qty']),
    applied: cents(r['applied_amount']),
    paid: cents(r['paid_amount']),
    status: Number(r['status']),
  };
}

describe('receipts, rejections and close receiving', () => {
  it('receives within what remains, refuses more with the remaining quantity, derives 2 → 3 → 4', async () => {
    const { orderId, lineId } = await confirmedOrder(10);
    expect((await deliver(orderId, lineId, 6)).statusCode).toBe(200);
    expect((await ledger(orderId)).status).toBe(O.awaitingReceipt.code);

    const partly = await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '4', rejected: '2', againstDelivery: true }),
    );
    expect(partly).toBe(O.partlyReceived.code);
    // The 2 rejected units went back to the supplier: delivered 6 − 2, and they may be delivered again.
    expect(await ledger(orderId)).toMatchObject({ delivered: 4, received: 4, receivedAmount: '42.00' });

    const over = await errorCodeOf(
      write(orderId, (tx) =>
        receiveOnLine(tx, HUAXIA, lineId, { accepted: '7', rejected: '0', againstDelivery: false }),
      ),
    );
    expect(over).toBe('order.overReceipt');
    expect((await ledger(orderId)).received).toBe(4);

    expect((await deliver(orderId, lineId, 6)).statusCode).toBe(200);
    expect((await deliver(orderId, lineId, 1)).statusCode).toBe(409);
    const done = await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '6', rejected: '0', againstDelivery: true }),
    );
    expect(done).toBe(O.received.code);
    expect(await ledger(orderId)).toMatchObject({ delivered: 10, received: 10, receivedAmount: '105.00' });
  });

  it('closes what remains: the order is complete and nothing more can be delivered or received', async () => {
    const { orderId, lineId } = await confirmedOrder(10);
    await deliver(orderId, lineId, 3);
    await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '3', rejected: '0', againstDelivery: true }),
    );
    let closed = '';
    const status = await write(orderId, async (tx) => {
      closed = await closeLineRemaining(tx, HUAXIA, lineId);
    });
    expect(closed).toBe('7');
    expect(status).toBe(O.received.code);
    expect(await ledger(orderId)).toMatchObject({ received: 3, closed: 7 });
    const refused = await deliver(orderId, lineId, 1);
    expect(refused.statusCode).toBe(409);
    expect(body<{ errorCode: string }>(refused).data.errorCode).toBe('order.wrongStatus');
    expect(
      await errorCodeOf(
        write(orderId, (tx) =>
          receiveOnLine(tx, HUAXIA, lineId, { accepted: '1', rejected: '0', againstDelivery: false }),
        ),
      ),
    ).toBe('order.overReceipt');
  });

  it('50 concurrent receipts of 3 on a line with 20 remaining: exactly 6 succeed, never more than remains', async () => {
    const { orderId, lineId } = await confirmedOrder(20);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        errorCodeOf(
          write(orderId, (tx) =>
            receiveOnLine(tx, HUAXIA, lineId, { accepted: '3', rejected: '0', againstDelivery: false }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(6);
    expect(results.filter((r) => r === 'order.overReceipt')).toHaveLength(44);
    expect(await ledger(orderId)).toMatchObject({
      received: 18,
      receivedAmount: '189.00',
      status: O.partlyReceived.code,
    });
  });
});

describe('returns on the ledger', () => {
  it('books and releases returns; a replacement is owed again and reopens receiving', async () => {
    const { orderId, lineId } = await confirmedOrder(10);
    await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '10', rejected: '0', againstDelivery: false }),
    );
    expect((await ledger(orderId)).status).toBe(O.received.code);

    await write(orderId, (tx) => returnOnLine(tx, HUAXIA, lineId, '2', 'refund'));
    expect(await errorCodeOf(write(orderId, (tx) => returnOnLine(tx, HUAXIA, lineId, '9', 'refund')))).toBe(
      'order.overReturn',
    );
    const reopened = await write(orderId, (tx) => returnOnLine(tx, HUAXIA, lineId, '3', 'replace'));
    expect(reopened).toBe(O.partlyReceived.code);
    expect(await ledger(orderId)).toMatchObject({ received: 10, returned: 5, replaced: 3 });
    expect(payableBasis({ receivedQty: '10', returnedQty: '5', unitPrice: '10.5' })).toEqual({
      qty: '5',
      amount: '52.50',
    });

    // The replacement is delivered and received: withdrawing that return would break the ledger.
    expect((await deliver(orderId, lineId, 3)).statusCode).toBe(200);
    await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '3', rejected: '0', againstDelivery: true }),
    );
    expect(
      await errorCodeOf(write(orderId, (tx) => releaseReturnOnLine(tx, HUAXIA, lineId, '3', 'replace'))),
    ).toBe('order.returnInUse');
    await write(orderId, (tx) => releaseReturnOnLine(tx, HUAXIA, lineId, '2', 'refund'));
    expect(await ledger(orderId)).toMatchObject({
      received: 13,
      returned: 3,
      replaced: 3,
      delivered: 3,
      status: O.received.code,
    });
  });

  it('30 concurrent returns of 1 against 10 received: exactly 10 succeed', async () => {
    const { orderId, lineId } = await confirmedOrder(10);
    await write(orderId, (tx) =>
      receiveOnLine(tx, HUAXIA, lineId, { accepted: '10', rejected: '0', againstDelivery: false }),
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        errorCodeOf(write(orderId, (tx) => returnOnLine(tx, HUAXIA, lineId, '1', 'refund'))),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect((await ledger(orderId)).returned).toBe(10);
  });
});

// ——— Model-based property test ———

type Op =
  | { kind: 'deliver'; qty: number }
  | { kind: 'receive'; accepted: number; rejected: number; againstDelivery: boolean }
  | { kind: 'close' }
  | { kind: 'return'; qty: number; disposition: ReturnDisposition }
  | { kind: 'release'; qty: number; disposition: ReturnDisposition }
  | { kind: 'invoice'; qty: number }
  | { kind: 'unInvoice'; qty: number }
  | { kind: 'apply'; cents: number; payment: PaymentKind }
  | { kind: 'unApply'; cents: number }
  | { kind: 'pay'; cents: number };

type Model = {
  ordered: number;
  delivered: number;
  received: number;
  returned: number;
  replaced: number;
  closed: number;
  invoiced: number;
  applied: number;
  paid: number;
};

/** The rules of docs/conventions.md "Order-line ledger" as plain arithmetic: the next state or null (refused). */
function step(m: Model, op: Op): Model | null {
  const remaining = m.ordered - m.received - m.closed + m.replaced;
  switch (op.kind) {
    case 'deliver':
      // The state machine: no delivery once receipt is complete (status 4).
      if (statusOf(m) === O.received.code) return null;
      return op.qty <= m.ordered + m.replaced - m.closed - m.delivered
        ? { ...m, delivered: m.delivered + op.qty }
        : null;
    case 'receive': {
      const rejected = op.againstDelivery ? op.rejected : 0;
      if (op.accepted > remaining || rejected > m.delivered) return null;
      return { ...m, received: m.received + op.accepted, delivered: m.delivered - rejected };
    }
    case 'close':
      return { ...m, closed: m.closed + Math.max(remaining, 0) };
    case 'return':
      if (m.returned + op.qty > m.received) return null;
      return {
        ...m,
        returned: m.returned + op.qty,
        replaced: m.replaced + (op.disposition === 'replace' ? op.qty : 0),
      };
    case 'release': {
      const replaced = op.disposition === 'replace' ? op.qty : 0;
      const next = { ...m, returned: m.returned - op.qty, replaced: m.replaced - replaced };
      const ok =
        next.returned >= 0 &&
        next.replaced >= 0 &&
        // What stays returned must still cover what stays owed as replacement.
        next.replaced <= next.returned &&
        m.received + m.closed <= m.ordered + next.replaced &&
        m.delivered <= m.ordered + next.replaced;
      return ok ? next : null;
    }
    // Invoices book quantity up to the ordered quantity; beyond received − returned the invoice is held by
    // the match (the invoice domain), not refused by the ledger.
    case 'invoice':
      return m.invoiced + op.qty <= m.ordered ? { ...m, invoiced: m.invoiced + op.qty } : null;
    case 'unInvoice':
      return op.qty <= m.invoiced ? { ...m, invoiced: m.invoiced - op.qty } : null;
    // Payments: applied ≤ ordered amount for every kind, and ≤ payable basis (received − returned) × price
    // for a PO payment; paid ≤ applied; a release never takes applied below paid.
    case 'apply': {
      const applied = m.applied + op.cents;
      const basis = (m.received - m.returned) * PRICE;
      const ok = applied <= m.ordered * PRICE && (op.payment === 'advance' || applied <= basis);
      return ok ? { ...m, applied } : null;
    }
    case 'unApply':
      return m.applied - op.cents >= m.paid ? { ...m, applied: m.applied - op.cents } : null;
    case 'pay':
      return m.paid + op.cents <= m.applied ? { ...m, paid: m.paid + op.cents } : null;
  }
}

function statusOf(m: Model): number {
  if (m.ordered - m.received - m.closed + m.replaced <= 0) return O.received.code;
  if (m.received > 0 || m.closed > 0) return O.partlyReceived.code;
  if (m.delivered > 0) return O.awaitingReceipt.code;
  return O.awaitingShipment.code;
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deliver' as const), qty: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('receive' as const),
    accepted: fc.integer({ min: 0, max: 6 }),
    rejected: fc.integer({ min: 0, max: 2 }),
    againstDelivery: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('close' as const) }),
  fc.record({
    kind: fc.constant('return' as const),
    qty: fc.integer({ min: 1, max: 4 }),
    disposition: fc.constantFrom<ReturnDisposition>('refund', 'replace'),
  }),
  fc.record({
    kind: fc.constant('release' as const),
    qty: fc.integer({ min: 1, max: 4 }),
    disposition: fc.constantFrom<ReturnDisposition>('refund', 'replace'),
  }),
  fc.record({ kind: fc.constant('invoice' as const), qty: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('unInvoice' as const), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('apply' as const),
    cents: fc.integer({ min: 1, max: 3_000 }),
    payment: fc.constantFrom<PaymentKind>('order', 'advance'),
  }),
  fc.record({ kind: fc.constant('unApply' as const), cents: fc.integer({ min: 1, max: 2_000 }) }),
  fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 2_000 }) }),
);

const amountOf = (value: number) => (value / 100).toFixed(2);

async function apply(orderId: string, lineId: string, op: Op): Promise<boolean> {
  if (op.kind === 'deliver') return (await deliver(orderId, lineId, op.qty)).statusCode === 200;
  const result = await errorCodeOf(
    write(orderId, async (tx) => {
      if (op.kind === 'receive') {
        const input = {
          accepted: String(op.accepted),
          rejected: String(op.rejected),
          againstDelivery: op.againstDelivery,
        };
        return receiveOnLine(tx, HUAXIA, lineId, input);
      }
      if (op.kind === 'close') return closeLineRemaining(tx, HUAXIA, lineId);
      if (op.kind === 'return') return returnOnLine(tx, HUAXIA, lineId, String(op.qty), op.disposition);
      if (op.kind === 'invoice') return invoiceOnLine(tx, HUAXIA, lineId, String(op.qty));
      if (op.kind === 'unInvoice') return releaseInvoiceOnLine(tx, HUAXIA, lineId, String(op.qty));
      if (op.kind === 'apply') return applyPaymentOnLine(tx, HUAXIA, lineId, amountOf(op.cents), op.payment);
      if (op.kind === 'unApply') return releasePaymentOnLine(tx, HUAXIA, lineId, amountOf(op.cents));
      if (op.kind === 'pay') return payOnLine(tx, HUAXIA, lineId, amountOf(op.cents));
      return releaseReturnOnLine(tx, HUAXIA, lineId, String(op.qty), op.disposition);
    }),
  );
  return result === 'ok';
}

describe('ledger property', () => {
  it('random sequences keep every invariant, the status follows the ledger, and the database agrees with the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 16 }), async (ops) => {
        const { orderId, lineId } = await confirmedOrder(8);
        let model: Model = {
          ...{ ordered: 8, delivered: 0, received: 0, returned: 0, replaced: 0, closed: 0 },
          ...{ invoiced: 0, applied: 0, paid: 0 },
        };
        for (const op of ops) {
          const next = step(model, op);
          const accepted = await apply(orderId, lineId, op);
          expect({ op, accepted }).toEqual({ op, accepted: next !== null });
          if (next) model = next;
          const db = await ledger(orderId);
          expect(db).toMatchObject({ ...model, status: statusOf(model) });
          expect(db.delivered).toBeLessThanOrEqual(db.ordered + db.replaced);
          expect(db.received + db.closed).toBeLessThanOrEqual(db.ordered + db.replaced);
          expect(db.returned).toBeLessThanOrEqual(db.received);
          expect(db.replaced).toBeLessThanOrEqual(db.returned);
          expect(db.invoiced).toBeLessThanOrEqual(db.ordered);
          expect(db.paid).toBeLessThanOrEqual(db.applied);
          expect(db.applied).toBeLessThanOrEqual(db.ordered * PRICE);
        }
      }),
      { numRuns: 60 },
    );
    // Some 200 transactions on a busy 2-core CI machine: well past the default test timeout.
  }, 180_000);
});
