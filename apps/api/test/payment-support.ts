import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import {
  createOrdersFromRequest,
  lockOrder,
  receiveOnLine,
  refreshOrderStatusFromLedger,
  returnOnLine,
} from '@procure/order-server';
import { body, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Helpers of the payment tests (issue #15): orders with received goods through the ledger, payment
// bodies, an approval flow for payments, ledger reads.

export const HUAXIA = DEMO.tenants.huaxia;
export const SHANGHAI = DEMO.vendors.shanghaiPrecision;
export const SUZHOU = DEMO.vendors.suzhouSteel;
export const PAYMENT_DOC = CODES.documentType.paymentApply.code;
type Lang = 'zh_cn' | 'en_us';

export function paymentHelpers(
  t: TestApp,
  tokens: () => { finance: string; supplier: string; admin: string },
) {
  const post = (
    url: string,
    payload: unknown,
    token = tokens().finance,
    language: Lang = 'en_us',
    headers: Record<string, string> = {},
  ) =>
    t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language, headers });
  const get = (url: string, token = tokens().finance, language: Lang = 'en_us') =>
    t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

  /** A confirmed order of `vendor` with lines of `ordered` × 10.00, `received` accepted, `returned` returned. */
  async function order(
    received: string[],
    options: { ordered?: string; returned?: string[]; vendor?: string; currency?: string } = {},
  ) {
    const vendor = options.vendor ?? SHANGHAI;
    const ordered = options.ordered ?? '10';
    const db = t.database.db;
    const { orderIds } = await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, (tx) =>
      createOrdersFromRequest(tx, {
        tenantId: HUAXIA,
        sourceType: 'purchaseApply',
        sourceId: randomUUID(),
        sourceCode: 'PR-PAY',
        buyerId: DEMO.users.purchaser,
        legalEntityId: randomUUID(),
        currency: options.currency ?? 'CNY',
        receiverName: '周收货',
        receiverPhone: '13912345678',
        receivingAddress: '杭州市文三路 90 号',
        lines: received.map(() => ({
          sourceLineId: randomUUID(),
          vendorId: vendor,
          productCode: 'M8-40',
          name: '六角螺栓 M8×40',
          unit: 'pcs',
          quantity: ordered,
          unitPrice: '10',
          taxRate: '13',
          amount: (Number(ordered) * 10).toFixed(2),
          needByDate: '2026-12-31',
        })),
      }),
    );
    const orderId = orderIds[0] as string;
    await t.sql('update purchase_orders set status = $2 where id = $1', [
      orderId,
      CODES.order.awaitingShipment.code,
    ]);
    const lines = await t.sql<{ id: string }>(
      'select id from purchase_order_lines where order_id = $1 order by line_no',
      [orderId],
    );
    await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, async (tx) => {
      await lockOrder(tx, HUAXIA, orderId, null);
      for (const [index, qty] of received.entries()) {
        const lineId = lines[index]!.id;
        if (qty !== '0')
          await receiveOnLine(tx, HUAXIA, lineId, { accepted: qty, rejected: '0', againstDelivery: false });
        const back = options.returned?.[index];
        if (back && back !== '0') await returnOnLine(tx, HUAXIA, lineId, back, 'refund');
      }
      await refreshOrderStatusFromLedger(tx, HUAXIA, orderId);
    });
    return { orderId, lineIds: lines.map((line) => line.id) };
  }

  const paymentBody = (
    lines: { orderLineId?: string; description?: string; amount: string }[],
    extra: Record<string, unknown> = {},
  ) => ({
    type: 1,
    method: 0,
    vendorId: SHANGHAI,
    currency: 'CNY',
    payee: '上海精密机械有限公司',
    bankName: '招商银行上海分行',
    bankAccount: '6225 8801 2345 6789',
    remark: '',
    fileIds: [],
    lines,
    ...extra,
  });

  async function create(
    lines: Parameters<typeof paymentBody>[0],
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const res = await post('/payables/save', paymentBody(lines, extra));
    expect(res.statusCode, res.body).toBe(200);
    return body<{ id: string }>(res).data.id;
  }

  const ledger = async (lineId: string) =>
    (
      await t.sql<{ applied: string; paid: string }>(
        'select applied_amount::text as applied, paid_amount::text as paid from purchase_order_lines where id = $1',
        [lineId],
      )
    )[0]!;
  const statusOf = async (id: string) =>
    (await t.sql<{ status: number }>('select status from payment_applications where id = $1', [id]))[0]
      ?.status;
  const count = async () =>
    Number((await t.sql<{ n: string }>('select count(*) as n from payment_applications'))[0]?.n);
  const historyActions = async (id: string) =>
    (
      await t.sql<{ action: number }>(
        'select action from approval_history where document_id = $1 order by created_at, id',
        [id],
      )
    ).map((r) => r.action);

  async function flow(approverId: string): Promise<void> {
    const res = await post(
      '/approval/flows/save',
      {
        docType: PAYMENT_DOC,
        name: 'Payment flow',
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
            employeeIds: [approverId],
          },
        ],
      },
      tokens().admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  return { post, get, order, paymentBody, create, ledger, statusOf, count, historyActions, flow };
}
