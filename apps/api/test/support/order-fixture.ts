import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { withTenant } from '@procure/server-db';
import { invoiceTotals } from '@procure/shared-validation';
import { createOrdersFromRequest } from '@procure/order-server';
import { body, type TestApp } from './test-app.ts';
import { DEMO } from './demo-ids.ts';

// The order → receipt → invoice steps several ledger tests take through real HTTP: one confirmed
// one-line order of Huaxia to Shanghai Precision (10.50 a piece, 13 % tax), a receipt of it, and a
// VAT invoice body for it. Each test file keeps its own assertions; only the set-up lives here.

const HUAXIA = DEMO.tenants.huaxia;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;
export const UNIT_PRICE = '10.5';

type Tokens = { purchaser: string; supplier: string };

/** `app` and `tokens` are read at call time: the test app starts in `beforeAll`. */
export function orderFixture(app: () => TestApp, tokens: () => Tokens, sourceCode: string) {
  const post = (url: string, payload: unknown, token: string) =>
    app().request({
      method: 'POST',
      url: `/api/v1${url}`,
      token,
      payload: payload as object,
      language: 'en_us',
    });

  /** A one-line order of `quantity` pieces, confirmed by the supplier (status 6). */
  async function confirmedOrder(quantity = '20'): Promise<{ id: string; lineId: string }> {
    const { orderIds } = await withTenant(
      app().database.db,
      { tenantId: HUAXIA, userId: DEMO.users.purchaser },
      (tx) =>
        createOrdersFromRequest(tx, {
          tenantId: HUAXIA,
          sourceType: 'purchaseApply',
          sourceId: randomUUID(),
          sourceCode,
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
              quantity,
              unitPrice: UNIT_PRICE,
              taxRate: '13',
              amount: (Number(quantity) * Number(UNIT_PRICE)).toFixed(2),
              needByDate: '2026-12-31',
            },
          ],
        }),
    );
    const id = orderIds[0] as string;
    expect((await post('/vendor/order/confirm', { id }, tokens().supplier)).statusCode).toBe(200);
    const [row] = await app().sql<{ id: string }>('select id from purchase_order_lines where order_id = $1', [
      id,
    ]);
    return { id, lineId: (row as { id: string }).id };
  }

  /** A confirmed receipt on one order line (optionally against a delivery note, with rejected goods). */
  async function receive(
    orderId: string,
    orderLineId: string,
    accepted: string,
    rejected = '0',
    deliveryId?: string,
  ): Promise<string> {
    const res = await post(
      '/receive/confirm',
      {
        orderId,
        deliveryId,
        receiverName: '周收货',
        receivedOn: '2026-11-26',
        lines: [{ orderLineId, accepted, rejected, ...(rejected !== '0' ? { rejectReason: '破损' } : {}) }],
      },
      tokens().purchaser,
    );
    expect(res.statusCode, res.body).toBe(200);
    return body<{ id: string }>(res).data.id;
  }

  return { confirmedOrder, receive };
}

let serial = 20_000_000;
/** A VAT invoice body for `quantity` pieces of one order line; every call takes a new invoice number. */
export function invoiceBody(orderLineId: string, quantity: string, unitPrice = UNIT_PRICE) {
  const lines = [{ orderLineId, quantity, unitPrice, taxRate: '13' }];
  serial += 1;
  return {
    invoiceCode: '044031900111',
    invoiceNumber: String(serial),
    invoiceDate: '2026-11-20',
    ...invoiceTotals(lines),
    checkCode: '12345678901234567890',
    sellerTaxNo: '91310000MA1FL4XQ3K',
    buyerTaxNo: '91330100MA2H0X7Y1Q',
    lines,
  };
}
