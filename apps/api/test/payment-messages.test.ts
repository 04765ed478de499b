import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { paymentHelpers } from './payment-support.ts';

// Payment messages (issue #15): the applicant and the supplier hear of approved, rejected, paid and
// cancelled through the message center, in both languages, in the transition's transaction (the applicant
// hears of an approval's result from the approval engine); the supplier only of payments it could see, and
// without a link once the payment left its list.

const S = CODES.paymentRequest;
let t: TestApp;
const tokens = { finance: '', supplier: '', admin: '' };
let h: ReturnType<typeof paymentHelpers>;

beforeAll(async () => {
  t = await startTestApp();
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  tokens.supplier = await t.login('supplier', 'supplier');
  h = paymentHelpers(t, () => tokens);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from payment_applications');
  await t.sql('update purchase_order_lines set applied_amount = 0, paid_amount = 0');
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]);
  // Payment codes restart with the table: earlier messages would name the same codes.
  await t.sql(
    "delete from message_emails where message_id in (select id from messages where title_en like '%PAY%')",
  );
  await t.sql("delete from messages where title_en like '%PAY%'");
});

type Posted = { kind: string; title_en: string; title_zh: string; body_en: string; link: string | null };

/** The payment messages of one recipient about `code`, oldest first (not the approver's to-do). */
async function told(recipientId: string, code: string): Promise<Posted[]> {
  return t.sql<Posted>(
    `select kind, title_en, title_zh, body_en, link from messages
      where recipient_id = $1 and title_en like $2 and kind <> 'approvalTask' order by created_at, id`,
    [recipientId, `%${code}%`],
  );
}

async function codeOf(id: string): Promise<string> {
  return body<{ code: string }>(await h.get(`/payables/detail/${id}`)).data.code;
}

describe('payment messages', () => {
  it('reject, approve and pay reach the applicant and the supplier; a refused action posts nothing', async () => {
    await h.flow(DEMO.users.finance);
    const { lineIds } = await h.order(['10']);
    const id = await h.create([{ orderLineId: lineIds[0]!, amount: '40' }]);
    const code = await codeOf(id);
    expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
    expect(await told(DEMO.users.finance, code)).toEqual([]);

    expect((await h.post('/payables/reject', { id, comment: '金额有误' })).statusCode).toBe(200);
    // The applicant: the engine's result (once, not twice).
    expect((await told(DEMO.users.finance, code)).map((m) => m.title_en)).toEqual([`Rejected: ${code}`]);
    // Returned payments are not in the supplier's list: told, but with nothing to open.
    const [rejected] = await told(DEMO.users.supplier, code);
    expect(rejected).toMatchObject({ kind: 'approvalResult', link: null });
    expect(rejected!.title_en).toBe(`Payment application ${code} rejected`);
    expect(rejected!.title_zh).toBe(`付款申请 ${code} 已驳回`);
    expect(rejected!.body_en).toContain('CNY 40.00');

    expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
    expect((await h.post('/payables/approve', { id })).statusCode).toBe(200);
    expect((await h.post('/payables/confirmPay', { id, paymentNo: 'B1', voucherNo: 'V1' })).statusCode).toBe(
      200,
    );
    // A second confirm is refused (409) and, rolled back with it, posts nothing.
    expect((await h.post('/payables/confirmPay', { id, paymentNo: 'B2', voucherNo: 'V2' })).statusCode).toBe(
      409,
    );
    expect((await told(DEMO.users.supplier, code)).map((m) => m.title_en)).toEqual([
      `Payment application ${code} rejected`,
      `Payment application ${code} approved`,
      `Payment ${code} paid`,
    ]);
    expect((await told(DEMO.users.finance, code)).map((m) => m.title_en)).toEqual([
      `Rejected: ${code}`,
      `Approved: ${code}`,
      `Payment ${code} paid`,
    ]);
    const supplierPaid = (await told(DEMO.users.supplier, code)).at(-1)!;
    expect(supplierPaid).toMatchObject({ kind: 'notice', link: `/payment/detail/${id}` });
  });

  it('cancel: an approved payment tells both sides, a draft only its applicant', async () => {
    const { lineIds } = await h.order(['10', '10']);
    const approved = await h.create([{ orderLineId: lineIds[0]!, amount: '30' }]);
    const draft = await h.create([{ orderLineId: lineIds[1]!, amount: '20' }]);
    // No flow: approved at submit, through the engine's callback.
    expect(body<{ status: number }>(await h.post('/payables/submit', { id: approved })).data.status).toBe(
      S.approved.code,
    );
    expect((await h.post('/payables/cancel', { id: approved })).statusCode).toBe(200);
    expect((await h.post('/payables/cancel', { id: draft })).statusCode).toBe(200);

    const approvedCode = await codeOf(approved);
    const draftCode = await codeOf(draft);
    expect((await told(DEMO.users.finance, approvedCode)).map((m) => m.title_en)).toEqual([
      `Payment application ${approvedCode} cancelled`,
    ]);
    expect(await told(DEMO.users.supplier, approvedCode)).toMatchObject([
      { link: `/payment/detail/${approved}` },
      { kind: 'notice', link: null },
    ]);
    expect((await told(DEMO.users.finance, draftCode)).map((m) => m.title_en)).toEqual([
      `Payment application ${draftCode} cancelled`,
    ]);
    expect(await told(DEMO.users.supplier, draftCode)).toEqual([]);
  });
});
