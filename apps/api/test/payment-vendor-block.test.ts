import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { masterRefs } from './procurement-helpers.ts';
import { HUAXIA, SHANGHAI, paymentHelpers } from './payment-support.ts';

// Issue #16: a payment application to a supplier is refused like an order (vendor contract
// `assertVendorsPayable`): an expired mandatory certificate or a frozen / eliminated supplier answers 422
// with the translated reason at save (create or edit), copy and submit; nothing is written or booked.
// A renewed certificate (or the supplier qualified again) lets the same calls through.

let t: TestApp;
const tokens = { finance: '', supplier: '', admin: '' };
let h: ReturnType<typeof paymentHelpers>;
let typeId: string;

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  h = paymentHelpers(t, () => tokens);
  const { categoryId } = await masterRefs(t);
  // A mandatory licence for a category Shanghai Precision serves (no certificate yet: it warns, no block).
  const type = await h.post(
    '/vendor/qualificationType/save',
    { name: '营业执照（付款测试）', remindDays: 30, categoryIds: [categoryId] },
    tokens.admin,
  );
  typeId = body<{ id: string }>(type).data.id;
  const allocated = await h.post(
    '/vendor/category/save',
    { vendorId: SHANGHAI, categoryIds: [categoryId] },
    tokens.admin,
  );
  expect(allocated.statusCode, allocated.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from payment_applications');
  await t.sql('delete from vendor_certificates where type_id = $1', [typeId]);
  await t.sql('update md_vendor_profiles set status = $3 where tenant_id = $1 and vendor_id = $2', [
    HUAXIA,
    SHANGHAI,
    CODES.supplierStatus.qualified.code,
  ]);
});

async function certificate(validTo: string, no: string) {
  await t.sql(
    `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from, valid_to, uploaded_by)
     values (gen_random_uuid(), $1, $2, $3, $4, gen_random_uuid(), '2020-01-01', $5, $6)`,
    [HUAXIA, SHANGHAI, typeId, no, validTo, DEMO.users.supplier],
  );
}

const refusal = (res: Awaited<ReturnType<typeof h.post>>) => ({
  status: res.statusCode,
  errorCode: body<ErrorData>(res).data.errorCode,
  desc: body<ErrorData>(res).desc,
});

describe('payment applications to a blocked supplier', () => {
  it('an expired mandatory certificate refuses create, copy and submit with the translated reason', async () => {
    const { lineIds } = await h.order(['10']);
    const draft = await h.create([{ orderLineId: lineIds[0]!, amount: '40' }]);
    await certificate(daysFromToday(-3), 'OLD');

    for (const [language, text] of [
      [
        'en_us',
        /No payment can be applied for to 上海精工零部件有限公司: its mandatory certificate "营业执照（付款测试）" expired on \d{4}-\d{2}-\d{2}/,
      ],
      [
        'zh_cn',
        /不能向上海精工零部件有限公司申请付款：其必备资质“营业执照（付款测试）”已于 \d{4}-\d{2}-\d{2} 过期/,
      ],
    ] as const) {
      const created = await h.post(
        '/payables/save',
        h.paymentBody([{ orderLineId: lineIds[0]!, amount: '10' }]),
        tokens.finance,
        language,
      );
      expect(refusal(created)).toMatchObject({ status: 422, errorCode: 'vendor.paymentCertificateExpired' });
      expect(refusal(created).desc).toMatch(text);
    }
    const submitted = await h.post('/payables/submit', { id: draft });
    expect(refusal(submitted)).toMatchObject({ status: 422, errorCode: 'vendor.paymentCertificateExpired' });
    const copied = await h.post('/payables/copy', { id: draft });
    expect(refusal(copied)).toMatchObject({ status: 422, errorCode: 'vendor.paymentCertificateExpired' });
    // Nothing written: the one draft, still a draft, nothing booked on the ledger.
    expect(await h.count()).toBe(1);
    expect(await h.statusOf(draft)).toBe(CODES.paymentRequest.draft.code);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '0.00', paid: '0.00' });

    // The supplier renews its licence: the same submit goes through and books the amount.
    await certificate(daysFromToday(365), 'NEW');
    const renewed = await h.post('/payables/submit', { id: draft });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '40.00', paid: '0.00' });
  });

  it('a frozen supplier refuses create and submit; qualified again, both pass', async () => {
    const { lineIds } = await h.order(['10']);
    const draft = await h.create([{ orderLineId: lineIds[0]!, amount: '30' }]);
    const frozen = await h.post(
      '/vendor/status/change',
      { vendorId: SHANGHAI, status: CODES.supplierStatus.frozen.code, reason: 'payment block test' },
      tokens.admin,
    );
    expect(frozen.statusCode, frozen.body).toBe(200);

    const created = await h.post(
      '/payables/save',
      h.paymentBody([{ orderLineId: lineIds[0]!, amount: '5' }]),
    );
    expect(refusal(created)).toMatchObject({ status: 422, errorCode: 'vendor.notPayableStatus' });
    expect(refusal(created).desc).toBe(
      'No payment can be applied for to 上海精工零部件有限公司: the supplier is frozen or eliminated.',
    );
    const submitted = await h.post('/payables/submit', { id: draft }, tokens.finance, 'zh_cn');
    expect(refusal(submitted)).toMatchObject({ status: 422, errorCode: 'vendor.notPayableStatus' });
    expect(refusal(submitted).desc).toBe('不能向上海精工零部件有限公司申请付款：该供应商已被冻结或淘汰。');
    expect(await h.count()).toBe(1);

    const thawed = await h.post(
      '/vendor/status/change',
      { vendorId: SHANGHAI, status: CODES.supplierStatus.qualified.code, reason: 'back' },
      tokens.admin,
    );
    expect(thawed.statusCode, thawed.body).toBe(200);
    expect((await h.post('/payables/submit', { id: draft })).statusCode).toBe(200);
  });
});
