import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrdersFromRequestInput } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 supplier lifecycle actions on real PostgreSQL: cancel, abolish, abolish with no reply; the
// open-document check (orders not completed/cancelled, payment applications approving/unpaid) read through
// the order and payment contracts; history rows and messages; and the race of an elimination with an order
// creation under the profile's row lock.

const HUAXIA = DEMO.tenants.huaxia;
const S = CODES.supplierStatus;
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await startTestApp({}, { poolMax: 8 });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

/** A fresh supplier of Huaxia in `status`, with a supplier user (for the message). */
async function supplier(status: number): Promise<{ id: string; userId: string }> {
  const id = randomUUID();
  const userId = randomUUID();
  n += 1;
  await t.sql(`insert into vendors (id, name_zh, name_en) values ($1, $2, $3)`, [
    id,
    `生命周期测试${n}`,
    `Lifecycle ${n}`,
  ]);
  await t.sql(`insert into tenant_vendors (id, tenant_id, vendor_id) values ($1, $2, $3)`, [
    randomUUID(),
    HUAXIA,
    id,
  ]);
  await t.sql(
    `insert into md_vendor_profiles (tenant_id, vendor_id, name, social_credit_code, status) values ($1, $2, $3, $4, $5)`,
    [HUAXIA, id, `生命周期测试${n}`, `LC${n}`, status],
  );
  await t.sql(
    `insert into users (id, username, password_hash, emp_name, site, vendor_id)
     select $1, $2, password_hash, $3, 'supplier', $4 from users where id = $5`,
    [userId, `lifecycle${n}`, `供应商用户${n}`, id, DEMO.users.supplier],
  );
  await t.sql(`insert into tenant_members (tenant_id, user_id) values ($1, $2)`, [HUAXIA, userId]);
  return { id, userId };
}

const orderInput = (vendorId: string): OrdersFromRequestInput => ({
  tenantId: HUAXIA,
  sourceType: 'purchaseApply',
  sourceId: randomUUID(),
  sourceCode: 'PR-LIFECYCLE',
  buyerId: DEMO.users.purchaser,
  legalEntityId: DEMO.legalEntities.huaxiaShanghai,
  currency: 'CNY',
  receiverName: '周收货',
  receiverPhone: '13912345678',
  receivingAddress: '浙江省杭州市西湖区文三路 90 号',
  lines: [
    {
      sourceLineId: randomUUID(),
      vendorId,
      productCode: 'P-1',
      name: 'M8 螺栓',
      unit: 'pcs',
      quantity: '1',
      unitPrice: '10',
      taxRate: '13',
      amount: '10.00',
      needByDate: '2026-12-31',
    },
  ],
});
const createOrder = (vendorId: string) =>
  withTenant(t.database.db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, (tx) =>
    createOrdersFromRequest(tx, orderInput(vendorId)),
  );

const post = (url: string, payload: object, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token: admin, payload, language });
const statusOf = async (vendorId: string) =>
  (
    await t.sql<{ status: number }>(`select status from md_vendor_profiles where vendor_id = $1`, [vendorId])
  )[0]?.status;
const historyOf = (vendorId: string) =>
  t.sql<{ from_status: number; to_status: number; action: string; reason: string }>(
    `select from_status, to_status, action, reason from vendor_status_history where vendor_id = $1 order by created_at`,
    [vendorId],
  );
const messagesTo = (userId: string) =>
  t.sql<{ title_zh: string; title_en: string; body_en: string }>(
    `select title_zh, title_en, body_en from messages where recipient_id = $1`,
    [userId],
  );

async function application(vendorId: string, status: number): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into vendor_applications (id, tenant_id, vendor_id, code, status, name, social_credit_code, address,
       contact_name, contact_mobile, contact_email, bank_name, bank_account, category_ids, applicant_id)
     values ($1, $2, $3, $4, $5, 'x', 'x', 'x', 'x', '13900000000', 'a@b.cn', 'x', 'x', '{}', $6)`,
    [id, HUAXIA, vendorId, `SA-T-${id.slice(0, 6)}`, status, DEMO.users.supplier],
  );
  return id;
}

describe('abolish', () => {
  it('eliminates a qualified supplier with nothing open: history row, message to the supplier', async () => {
    const v = await supplier(S.qualified.code);
    const res = await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Quality problems' });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(v.id)).toBe(S.eliminated.code);
    expect(await historyOf(v.id)).toEqual([
      {
        from_status: S.qualified.code,
        to_status: S.eliminated.code,
        action: 'abolish',
        reason: 'Quality problems',
      },
    ]);
    const [message] = await messagesTo(v.userId);
    expect(message?.title_en).toBe('Supplier relationship ended');
    expect(message?.body_en).toContain('Quality problems');
    // Eliminated again: 409, nothing written.
    const again = await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await historyOf(v.id)).toHaveLength(1);
  });

  it('refuses while an order is open, naming it in both languages; a cancelled order no longer blocks', async () => {
    const v = await supplier(S.qualified.code);
    const { orderIds } = await createOrder(v.id);
    const [order] = await t.sql<{ code: string }>(`select code from purchase_orders where id = $1`, [
      orderIds[0],
    ]);
    const en = await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' });
    expect(en.statusCode).toBe(409);
    expect(body<ErrorData>(en).data.errorCode).toBe('vendor.abolishOpenOrders');
    expect(body(en).desc).toContain(order!.code);
    expect(body(en).desc).toContain('1 open orders');
    const zh = await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' }, 'zh_cn');
    expect(body(zh).desc).toContain('未完成的订单');
    // The old status-change route takes the same check.
    const change = await post('/vendor/status/change', {
      vendorId: v.id,
      status: S.eliminated.code,
      reason: 'Stop',
    });
    expect(change.statusCode).toBe(409);
    expect(await statusOf(v.id)).toBe(S.qualified.code);
    expect(await historyOf(v.id)).toEqual([]);

    await t.sql(`update purchase_orders set status = $1 where id = $2`, [
      CODES.order.cancelled.code,
      orderIds[0],
    ]);
    expect((await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' })).statusCode).toBe(200);
  });

  it('refuses while a payment application is approving or approved and unpaid; paid or draft do not block', async () => {
    const v = await supplier(S.frozen.code);
    const payment = randomUUID();
    await t.sql(
      `insert into payment_applications (id, tenant_id, code, type, method, vendor_id, status, currency, exchange_rate,
         rate_date, total_amount, payee, bank_account, created_by)
       values ($1, $2, 'PAY-LIFECYCLE-1', 0, 0, $3, $4, 'CNY', 1, '2026-11-01', 100, 'x', 'x', $5)`,
      [payment, HUAXIA, v.id, CODES.paymentRequest.approved.code, DEMO.users.finance],
    );
    const res = await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.abolishOpenPayments');
    expect(body(res).desc).toContain('PAY-LIFECYCLE-1');
    await t.sql(`update payment_applications set status = $1 where id = $2`, [
      CODES.paymentRequest.approving.code,
      payment,
    ]);
    expect((await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' })).statusCode).toBe(409);
    await t.sql(`update payment_applications set status = $1 where id = $2`, [
      CODES.paymentRequest.draft.code,
      payment,
    ]);
    expect((await post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Stop' })).statusCode).toBe(200);
    expect(await statusOf(v.id)).toBe(S.eliminated.code);
  });

  it('refuses an onboarding supplier (its application is under approval) and cancels a returned application', async () => {
    const onboarding = await supplier(S.onboarding.code);
    await application(onboarding.id, CODES.application.approving.code);
    const res = await post('/vendor/approval/abolish', { vendorId: onboarding.id, reason: 'Stop' });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.applicationUnderApproval');

    const potential = await supplier(S.potential.code);
    const returned = await application(potential.id, CODES.application.returned.code);
    expect(
      (await post('/vendor/approval/abolish', { vendorId: potential.id, reason: 'Stop' })).statusCode,
    ).toBe(200);
    const [row] = await t.sql<{ status: number }>(`select status from vendor_applications where id = $1`, [
      returned,
    ]);
    expect(row?.status).toBe(CODES.application.cancelled.code);
  });

  it('answers a foreign or unknown supplier like an absent one, and validates the reason', async () => {
    const absent = await post('/vendor/approval/abolish', { vendorId: randomUUID(), reason: 'x' });
    expect(absent.statusCode).toBe(404);
    const v = await supplier(S.qualified.code);
    const empty = await post('/vendor/approval/abolish', { vendorId: v.id, reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(await statusOf(v.id)).toBe(S.qualified.code);
  });
});

describe('abolish with no reply', () => {
  it('eliminates a potential supplier without an answer (draft cancelled), not a qualified one', async () => {
    const silent = await supplier(S.potential.code);
    const draft = await application(silent.id, CODES.application.draft.code);
    const res = await post('/vendor/approval/noReplyAbolish', { vendorId: silent.id });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(silent.id)).toBe(S.eliminated.code);
    expect((await historyOf(silent.id))[0]?.action).toBe('noReplyAbolish');
    const [row] = await t.sql<{ status: number }>(`select status from vendor_applications where id = $1`, [
      draft,
    ]);
    expect(row?.status).toBe(CODES.application.cancelled.code);
    expect((await messagesTo(silent.userId))[0]?.body_en).toContain('no reply');

    const qualified = await supplier(S.qualified.code);
    const refused = await post('/vendor/approval/noReplyAbolish', { vendorId: qualified.id });
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('vendor.notNoReply');
  });
});

describe('cancel', () => {
  it('cancels a draft or returned application (status stays potential), not one under approval', async () => {
    const v = await supplier(S.potential.code);
    const none = await post('/vendor/approval/cancel', { vendorId: v.id, reason: 'Not needed' });
    expect(none.statusCode).toBe(409);
    expect(body<ErrorData>(none).data.errorCode).toBe('vendor.noOpenApplication');
    const id = await application(v.id, CODES.application.returned.code);
    const state = body<{ canCancel: boolean; canNoReplyAbolish: boolean }>(
      await t.request({ method: 'GET', url: `/api/v1/vendor/lifecycle?vendorId=${v.id}`, token: admin }),
    ).data;
    expect(state).toMatchObject({ canCancel: true, canNoReplyAbolish: true });
    expect((await post('/vendor/approval/cancel', { vendorId: v.id, reason: 'Not needed' })).statusCode).toBe(
      200,
    );
    const [row] = await t.sql<{ status: number; reason: string }>(
      `select status, reason from vendor_applications where id = $1`,
      [id],
    );
    expect(row).toEqual({ status: CODES.application.cancelled.code, reason: 'Not needed' });
    expect(await statusOf(v.id)).toBe(S.potential.code);
    expect((await historyOf(v.id))[0]).toMatchObject({ action: 'cancel', from_status: 1, to_status: 1 });
    expect((await messagesTo(v.userId))[0]?.title_en).toBe('Supplier application cancelled');

    const approving = await supplier(S.onboarding.code);
    await application(approving.id, CODES.application.approving.code);
    const refused = await post('/vendor/approval/cancel', { vendorId: approving.id, reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('vendor.applicationUnderApproval');
  });
});

describe('abolish racing order creation (row lock on the supplier profile)', () => {
  it('never leaves an order to an eliminated supplier', async () => {
    const rounds = 12;
    for (let i = 0; i < rounds; i += 1) {
      const v = await supplier(S.qualified.code);
      const [abolish, order] = await Promise.allSettled([
        post('/vendor/approval/abolish', { vendorId: v.id, reason: 'Race' }),
        createOrder(v.id),
      ]);
      const status = await statusOf(v.id);
      const orders = await t.sql(`select id from purchase_orders where vendor_id = $1`, [v.id]);
      // Exactly one wins: eliminated with no order (the order creation answered 422), or an order and a 409.
      if (status === S.eliminated.code) {
        expect(orders).toHaveLength(0);
        expect(order.status).toBe('rejected');
      } else {
        expect(orders).toHaveLength(1);
        expect(abolish.status === 'fulfilled' && abolish.value.statusCode).toBe(409);
      }
    }
  });
});
