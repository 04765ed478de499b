import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrdersFromRequestInput } from '@procure/order-server';
import { assertVendorsOrderable, vendorBlockReasons } from '@procure/vendor-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Qualification certificates that warn and then block (issue #16 §5), on real PostgreSQL with a faked
// clock (Date only; timers stay real for pg): types allocated to categories, supplier uploads, the
// state per requirement, and the refusal at order creation through the vendor contract.

const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;
const SUZHOU = DEMO.vendors.suzhouSteel;
const DAY0 = new Date('2026-11-26T04:00:00Z'); // 12:00 in China: "today" is 2026-11-26
const day = (offset: number) => new Date(DAY0.getTime() + offset * 86_400_000);

let t: TestApp;
let admin: string;
let supplier: string;
let supplier2: string;
let category: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
  const [row] = await t.sql<{ id: string }>(
    'select id from md_categories where tenant_id = $1 and not disabled order by code limit 1',
    [HUAXIA],
  );
  category = row!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DAY0);
  await t.sql('delete from vendor_certificates');
  await t.sql('delete from vendor_categories');
  await t.sql('delete from vendor_certificate_types');
  await t.sql('delete from purchase_orders');
  await t.sql('delete from vendor_status_history');
  await t.sql('update md_vendor_profiles set status = 3');
});
afterEach(() => {
  vi.useRealTimers();
});

async function qualificationFile(
  tenantId = HUAXIA,
  type = 2,
  uploadedBy = DEMO.users.supplier,
): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
     values ($1, $2, $3, 'licence.pdf', 'application/pdf', 4, 'x', '\\x25504446', $4)`,
    [id, tenantId, type, uploadedBy],
  );
  return id;
}

async function post<T = unknown>(url: string, token: string, payload: object, language?: 'en_us') {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1${url}`,
    token,
    payload,
    ...(language ? { language } : {}),
  });
  return { status: res.statusCode, body: body<T>(res) };
}
async function get<T = unknown>(url: string, token: string) {
  const res = await t.request({ method: 'GET', url: `/api/v1${url}`, token });
  return { status: res.statusCode, body: body<T>(res), raw: res.body };
}

/** A mandatory "business licence" for the category, and the Shanghai supplier serving it. */
async function mandatoryLicence(remindDays = 30): Promise<string> {
  const saved = await post<{ id: string }>('/vendor/qualificationType/save', admin, {
    name: '营业执照',
    remindDays,
    categoryIds: [category],
  });
  expect(saved.status).toBe(200);
  expect(
    (await post('/vendor/category/save', admin, { vendorId: SHANGHAI, categoryIds: [category] })).status,
  ).toBe(200);
  return saved.body.data.id;
}

async function upload(typeId: string, validTo: string, token = supplier) {
  return post<{ id: string }>('/vdQualification/save', token, {
    typeId,
    certificateNo: 'CERT-001',
    fileId: await qualificationFile(),
    validFrom: '2025-01-01',
    validTo,
  });
}

type Overview = {
  blocked: boolean;
  requirements: {
    typeId: string;
    state: string;
    daysLeft: number | null;
    blocking: boolean;
    mandatory: boolean;
  }[];
  certificates: { id: string; state: string }[];
};

const orderInput = (vendorId: string): OrdersFromRequestInput => ({
  tenantId: HUAXIA,
  sourceType: 'purchaseApply',
  sourceId: randomUUID(),
  sourceCode: 'PR202611260001',
  buyerId: DEMO.users.purchaser,
  legalEntityId: randomUUID(),
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
      quantity: '2',
      unitPrice: '5',
      taxRate: '13',
      amount: '10.00',
      needByDate: '2026-12-31',
    },
  ],
});

const createOrder = (vendorId: string) =>
  withTenant(t.database.db, { tenantId: HUAXIA, userId: DEMO.users.approver }, (tx) =>
    createOrdersFromRequest(tx, orderInput(vendorId)),
  );

describe('qualification certificates: warn, then block', () => {
  it('warns within the reminder days, blocks orders the day after expiry, and unblocks with a new certificate', async () => {
    const typeId = await mandatoryLicence(30);
    const uploaded = await upload(typeId, '2026-12-06');
    expect(uploaded.status).toBe(200);

    // Ten days left: a warning, orders still work.
    let overview = (await get<Overview>('/vdQualification/overview', supplier)).body.data;
    expect(overview.requirements).toEqual([
      expect.objectContaining({ typeId, mandatory: true, state: 'expiring', daysLeft: 10, blocking: false }),
    ]);
    expect(overview.blocked).toBe(false);
    expect((await createOrder(SHANGHAI)).orderIds).toHaveLength(1);

    // Last valid day (inclusive), then the day after: expired and blocking.
    vi.setSystemTime(day(10));
    expect((await vendorBlockReasons(t.database.db, HUAXIA, [SHANGHAI])).size).toBe(0);
    vi.setSystemTime(day(11));
    overview = (await get<Overview>(`/vendor/qualification/overview?vendorId=${SHANGHAI}`, admin)).body.data;
    expect(overview.blocked).toBe(true);
    expect(overview.requirements[0]).toMatchObject({ state: 'expired', daysLeft: -1, blocking: true });
    const list = (
      await get<{ vendorId: string; certificateState: string; blocked: boolean }[]>('/vendor/list', admin)
    ).body.data;
    expect(list.find((row) => row.vendorId === SHANGHAI)).toMatchObject({
      certificateState: 'expired',
      blocked: true,
    });
    expect(list.find((row) => row.vendorId === SUZHOU)).toMatchObject({
      certificateState: null,
      blocked: false,
    });

    const before = await t.sql('select count(*)::int as n from purchase_orders');
    const refusal = await createOrder(SHANGHAI).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 422,
      errorCode: 'vendor.certificateExpired',
      values: { certificate: '营业执照', date: '2026-12-06' },
    });
    expect(await t.sql('select count(*)::int as n from purchase_orders')).toEqual(before);
    const values = (refusal as { values: Record<string, string> }).values;
    expect(translateCode('en-US', 'vendor.certificateExpired', values)).toContain('expired on 2026-12-06');
    expect(translateCode('zh-CN', 'vendor.certificateExpired', values)).toContain('营业执照');
    // Other suppliers of the same request are not the reason: Suzhou alone is still orderable.
    expect((await createOrder(SUZHOU)).orderIds).toHaveLength(1);

    // A new certificate: orders work again.
    expect((await upload(typeId, '2027-12-31')).status).toBe(200);
    await withTenant(t.database.db, { tenantId: HUAXIA, userId: DEMO.users.approver }, (tx) =>
      assertVendorsOrderable(tx, HUAXIA, [SHANGHAI, SUZHOU]),
    );
    expect((await createOrder(SHANGHAI)).orderIds).toHaveLength(1);
    overview = (await get<Overview>('/vdQualification/overview', supplier)).body.data;
    expect(overview.requirements[0]).toMatchObject({ state: 'valid', blocking: false });
    expect(overview.certificates.map((c) => c.state)).toEqual(['valid', 'expired']);
  });

  it('does not block a supplier that never held the certificate, nor for an optional type', async () => {
    const typeId = await mandatoryLicence();
    let overview = (await get<Overview>('/vdQualification/overview', supplier)).body.data;
    expect(overview.requirements[0]).toMatchObject({ typeId, state: 'missing', blocking: false });
    // An optional type (allocated to no category) that expired never blocks.
    const optional = await post<{ id: string }>('/vendor/qualificationType/save', admin, {
      name: 'ISO 9001',
      remindDays: 30,
      categoryIds: [],
    });
    expect((await upload(optional.body.data.id, '2026-01-01')).status).toBe(200);
    overview = (await get<Overview>('/vdQualification/overview', supplier)).body.data;
    expect(overview.blocked).toBe(false);
    expect(overview.requirements.find((r) => r.typeId === optional.body.data.id)).toMatchObject({
      mandatory: false,
      state: 'expired',
      blocking: false,
    });
    expect((await createOrder(SHANGHAI)).orderIds).toHaveLength(1);
  });

  it('a supplier only ever reads its own certificates; foreign ids answer like absent ones', async () => {
    const typeId = await mandatoryLicence();
    const { body: saved } = await upload(typeId, '2027-01-01');
    const id = saved.data.id;
    expect((await get(`/vdQualification/detail/${id}`, supplier)).status).toBe(200);
    expect((await get(`/vendor/qualification/detail/${id}`, admin)).status).toBe(200);
    const absent = await get(`/vdQualification/detail/${randomUUID()}`, supplier2);
    const foreign = await get(`/vdQualification/detail/${id}`, supplier2);
    expect(foreign.status).toBe(404);
    expect(foreign.raw).toBe(absent.raw);
    // supplier2's overview does not list Shanghai's certificate.
    const other = (await get<Overview>('/vdQualification/overview', supplier2)).body.data;
    expect(other.certificates).toEqual([]);
    // A buyer of another tenant: the overview of a supplier that does not serve it is absent.
    const dongfang = await t.login('purchaser');
    // (the purchaser has no supplier permission)
    expect((await get(`/vendor/qualification/overview?vendorId=${SUZHOU}`, dongfang)).status).toBe(403);
    const foreignVendor = await get(`/vendor/qualification/overview?vendorId=${randomUUID()}`, admin);
    expect(foreignVendor.status).toBe(404);
    expect((foreignVendor.body.data as ErrorData).errorCode).toBe('vendor.notFound');
  });

  it('refuses bad input with translated field errors and stores nothing', async () => {
    const typeId = await mandatoryLicence();
    const count = async () => (await t.sql('select count(*)::int as n from vendor_certificates'))[0]!['n'];
    const base = { typeId, certificateNo: 'C-1', validFrom: '2026-01-01', validTo: '2027-01-01' };

    const backwards = await post(
      '/vdQualification/save',
      supplier,
      {
        ...base,
        fileId: await qualificationFile(),
        validFrom: '2027-02-01',
      },
      'en_us',
    );
    expect(backwards.status).toBe(400);
    expect((backwards.body.data as ErrorData).fields).toEqual([
      {
        path: 'validTo',
        code: 'vendor.validToBeforeFrom',
        message: 'The end of validity cannot be before its start',
      },
    ]);
    const wrongFile = await post('/vdQualification/save', supplier, {
      ...base,
      fileId: await qualificationFile(HUAXIA, 1),
    });
    expect((wrongFile.body.data as ErrorData).fields?.[0]?.code).toBe('vendor.fileNotQualification');
    // A file of this tenant that someone else uploaded (another supplier could): refused the same way.
    const someoneElsesFile = await post('/vdQualification/save', supplier, {
      ...base,
      fileId: await qualificationFile(HUAXIA, 2, DEMO.users.supplier2),
    });
    expect((someoneElsesFile.body.data as ErrorData).fields?.[0]?.code).toBe('vendor.fileNotQualification');
    const otherTenantFile = await post('/vdQualification/save', supplier, {
      ...base,
      fileId: await qualificationFile(DONGFANG),
    });
    expect(otherTenantFile.status).toBe(400);
    const absentType = await post('/vdQualification/save', supplier, {
      ...base,
      typeId: randomUUID(),
      fileId: await qualificationFile(),
    });
    expect(absentType.status).toBe(404);
    const badDate = await post('/vdQualification/save', supplier, {
      ...base,
      validTo: '2027-02-30',
      fileId: await qualificationFile(),
    });
    expect(badDate.status).toBe(400);
    expect(await count()).toBe(0);

    // Buyers: unknown categories refused, nothing saved; suppliers cannot use the buyer routes.
    const types = async () =>
      (await t.sql('select count(*)::int as n from vendor_certificate_types'))[0]!['n'];
    const before = await types();
    const unknown = await post('/vendor/qualificationType/save', admin, {
      name: '安全许可',
      remindDays: 30,
      categoryIds: [randomUUID()],
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body.data as ErrorData).fields?.[0]?.code).toBe('vendor.categoryUnknown');
    expect(await types()).toBe(before);
    expect(
      (
        await post('/vendor/qualificationType/save', supplier, {
          name: '安全许可',
          remindDays: 30,
          categoryIds: [],
        })
      ).status,
    ).toBe(403);
    expect((await get('/vdQualification/overview', admin)).status).toBe(403);
  });
});

describe('supplier status lifecycle', () => {
  const change = (status: number, reason = '年度评审', vendorId: string = SHANGHAI, language?: 'en_us') =>
    post('/vendor/status/change', admin, { vendorId, status, reason }, language);
  const history = async () =>
    (
      await get<{ fromStatus: number; toStatus: number; reason: string }[]>(
        `/vendor/status/history?vendorId=${SHANGHAI}`,
        admin,
      )
    ).body.data;
  const status = async () =>
    (
      await t.sql<{ status: number }>(
        'select status from md_vendor_profiles where tenant_id = $1 and vendor_id = $2',
        [HUAXIA, SHANGHAI],
      )
    )[0]?.status;

  /** Orders and payment applications of Shanghai in Huaxia closed (cancelled), so that it may be eliminated. */
  const closeOpenDocuments = async () => {
    await t.sql(
      `update purchase_orders set status = ${CODES.order.cancelled.code} where tenant_id = $1 and vendor_id = $2`,
      [HUAXIA, SHANGHAI],
    );
    await t.sql(
      `update payment_applications set status = ${CODES.paymentRequest.cancelled.code}
       where tenant_id = $1 and vendor_id = $2 and status in (2, 3)`,
      [HUAXIA, SHANGHAI],
    );
  };

  it('freezes (orders refused with the reason), unfreezes, eliminates and re-admits, with history', async () => {
    expect((await change(4, '质量问题')).status).toBe(200);
    expect(await status()).toBe(4);
    const refusal = await createOrder(SHANGHAI).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 422, errorCode: 'vendor.notOrderableStatus' });
    expect(
      translateCode(
        'en-US',
        'vendor.notOrderableStatus',
        (refusal as { values: Record<string, string> }).values,
      ),
    ).toBe('Nothing can be ordered from 上海精工零部件有限公司: the supplier is frozen or eliminated.');
    const list = (
      await get<{ vendorId: string; status: number | null; blocked: boolean }[]>('/vendor/list', admin)
    ).body.data;
    expect(list.find((row) => row.vendorId === SHANGHAI)).toMatchObject({ status: 4, blocked: true });

    expect((await change(3, '整改完成')).status).toBe(200);
    expect((await createOrder(SHANGHAI)).orderIds).toHaveLength(1);
    // Eliminating is abolishing: refused while orders or payment applications are open (vendor-lifecycle.test.ts).
    const open = await change(5, '淘汰');
    expect(open.status).toBe(409);
    expect(open.body.data).toMatchObject({ errorCode: 'vendor.abolishOpenOrders' });
    await closeOpenDocuments();
    expect((await change(5, '淘汰')).status).toBe(200);
    expect((await change(1, '重新引入')).status).toBe(200);
    expect((await history()).map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      [5, 1, '重新引入'],
      [3, 5, '淘汰'],
      [4, 3, '整改完成'],
      [3, 4, '质量问题'],
    ]);
  });

  it('refuses transitions the rules do not allow, bad input and foreign suppliers, changing nothing', async () => {
    await closeOpenDocuments();
    expect((await change(5)).status).toBe(200);
    const refused = await change(3, '直接恢复', SHANGHAI, 'en_us');
    expect(refused.status).toBe(409);
    expect(refused.body.desc).toBe("This status change is not allowed from the supplier's current status");
    // Onboarding belongs to the supplier application, never a manual move.
    await t.sql('update md_vendor_profiles set status = 3 where vendor_id = $1', [SHANGHAI]);
    expect((await change(2)).status).toBe(409);
    expect((await change(9)).status).toBe(400);
    expect((await change(4, '   ')).status).toBe(400);
    expect((await change(4, '原因', randomUUID())).status).toBe(404);
    // Hangzhou Anda serves Huaxia but has no buyer profile: absent like an unknown supplier.
    expect((await change(4, '原因', '00000000-0000-4000-8000-000000900001')).status).toBe(404);
    expect(await status()).toBe(3);
    expect(await history()).toHaveLength(1);
    expect((await get(`/vendor/status/history?vendorId=${randomUUID()}`, admin)).status).toBe(404);
    expect(
      (await post('/vendor/status/change', supplier, { vendorId: SHANGHAI, status: 4, reason: 'x' })).status,
    ).toBe(403);
  });

  it('lets exactly one of two concurrent freezes through', async () => {
    const results = await Promise.all([change(4, 'A'), change(4, 'B')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await history()).toHaveLength(1);
    expect(await status()).toBe(4);
  });
});
