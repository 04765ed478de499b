import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoId } from './support/demo-ids.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Issue #16 §5 "notices and batch notices": the buyer's certificate list (the latest certificate of each
// supplier and type, most urgent first) and the notices to renew — one per certificate and China day, a batch
// all or nothing (an absent or foreign id 404 alike; a valid, superseded or already noticed one 409 naming it,
// translated), a history row per certificate, a message (and e-mail) to the supplier's users, and the notice
// on the supplier's own certificate.

type Row = {
  id: string;
  vendorId: string;
  typeId: string;
  certificateNo: string;
  validTo: string;
  state: string;
  noticeCount: number;
  lastNoticeAt: string | null;
};
type Page = { items: Row[]; nextCursor: string | null };

const HUAXIA = DEMO.tenants.huaxia;
const LICENCE_EXPIRING = demoId(900201); // Shanghai Precision, expires in 10 days
const ISO_EXPIRED = demoId(900202); // Shanghai Precision, expired 20 days ago, noticed 2 days ago (demo)
const ANDA_LICENCE_VALID = demoId(900203);
const ANDA_SAFETY_EXPIRED = demoId(900204);
const ABSENT = demoId(999991);
const DONGFANG_CERT = demoId(999992);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  // A certificate of the other tenant (foreign to Huaxia's admin).
  const [type] = await t.sql<{ id: string }>(
    `insert into vendor_certificate_types (id, tenant_id, name, remind_days) values (gen_random_uuid(), $1, '东方资质', 30)
     returning id`,
    [DEMO.tenants.dongfang],
  );
  await t.sql(
    `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from, valid_to, uploaded_by)
     values ($1, $2, $3, $4, 'DF-1', gen_random_uuid(), current_date - 400, current_date - 3, $5)`,
    [DONGFANG_CERT, DEMO.tenants.dongfang, DEMO.vendors.shanghaiPrecision, type!.id, DEMO.users.supplier],
  );
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '', language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  body<Page>(await t.request({ url: `/api/v1/vendor/qualification/page?${query}`, token: admin, language }))
    .data;
const notice = (id: string, language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({ method: 'POST', url: `/api/v1/vendor/qualification/notice/${id}`, token: admin, language });
const batch = (ids: unknown, language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({
    method: 'POST',
    url: '/api/v1/vendor/qualification/batchNotice',
    token: admin,
    payload: { ids },
    language,
  });
const noticeRows = async () =>
  t.sql<{ certificate_id: string; day: string }>(
    `select certificate_id, day::text as day from vendor_certificate_notices where tenant_id = $1 order by created_at`,
    [HUAXIA],
  );
const supplierMessages = async () =>
  t.sql<{ title_zh: string; body_en: string; link: string }>(
    `select title_zh, body_en, link from messages where recipient_id = $1 and tenant_id = $2 and kind = 'notice'
      and title_en like '%renew a certificate%' order by created_at`,
    [DEMO.users.supplier, HUAXIA],
  );

describe('the certificate list', () => {
  it('holds the latest certificate of each supplier and type, most urgent first, with its notices', async () => {
    const { items } = await list('pageSize=100');
    const ids = items.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([LICENCE_EXPIRING, ISO_EXPIRED, ANDA_LICENCE_VALID, ANDA_SAFETY_EXPIRED]),
    );
    expect(ids).not.toContain(DONGFANG_CERT);
    const validTos = items.map((r) => r.validTo);
    expect([...validTos].sort()).toEqual(validTos);
    expect(items.find((r) => r.id === ISO_EXPIRED)).toMatchObject({ state: 'expired', noticeCount: 1 });
    const due = (await list('state=due&pageSize=100')).items;
    expect(new Set(due.map((r) => r.state))).toEqual(new Set(['expiring', 'expired']));
    expect((await list('state=valid&pageSize=100')).items.map((r) => r.id)).toContain(ANDA_LICENCE_VALID);
    expect((await list('keyword=CQC-QMS')).items.map((r) => r.id)).toEqual([ISO_EXPIRED]);
    const bad = await t.request({ url: '/api/v1/vendor/qualification/page?state=soon', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notices', () => {
  it('sends one notice: a history row, a message to the supplier, the notice on its certificate', async () => {
    const before = (await supplierMessages()).length;
    const res = await notice(LICENCE_EXPIRING, 'en_us');
    expect(res.statusCode).toBe(200);
    expect(body<{ count: number }>(res)).toMatchObject({ data: { count: 1 }, desc: '1 notice sent' });
    expect((await noticeRows()).filter((r) => r.certificate_id === LICENCE_EXPIRING)).toHaveLength(1);
    const messages = await supplierMessages();
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({ link: '/vdQualification' });
    expect(messages.at(-1)!.body_en).toContain('91310115MA1K4XY7DD');
    const supplier = await t.login('supplier', 'supplier');
    const mine = body<{ certificates: { id: string; noticeCount: number; lastNoticeAt: string | null }[] }>(
      await t.request({ url: '/api/v1/vdQualification/overview', token: supplier }),
    ).data;
    expect(mine.certificates.find((c) => c.id === LICENCE_EXPIRING)).toMatchObject({ noticeCount: 1 });
    expect(mine.certificates.find((c) => c.id === LICENCE_EXPIRING)!.lastNoticeAt).not.toBeNull();
  });

  it('refuses a second notice the same day, translated, and changes nothing', async () => {
    const rows = (await noticeRows()).length;
    const messages = (await supplierMessages()).length;
    const res = await notice(LICENCE_EXPIRING, 'zh_cn');
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.noticeAlreadySent');
    expect(body(res).desc).toContain('今天已发送过通知');
    expect((await noticeRows()).length).toBe(rows);
    expect((await supplierMessages()).length).toBe(messages);
  });

  it('refuses a whole batch for one valid certificate, naming it, and sends nothing', async () => {
    const rows = (await noticeRows()).length;
    const res = await batch([ANDA_SAFETY_EXPIRED, ANDA_LICENCE_VALID], 'en_us');
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.noticeNotDue');
    expect(body(res).desc).toContain('is valid until');
    expect((await noticeRows()).length).toBe(rows);
  });

  it('answers a foreign certificate exactly like an absent one, alone or in a batch', async () => {
    const absent = await notice(ABSENT);
    expect(absent.statusCode).toBe(404);
    const foreign = await notice(DONGFANG_CERT);
    expect(foreign.body).toBe(absent.body);
    const absentBatch = await batch([ANDA_SAFETY_EXPIRED, ABSENT]);
    const foreignBatch = await batch([ANDA_SAFETY_EXPIRED, DONGFANG_CERT]);
    expect(absentBatch.statusCode).toBe(404);
    expect(foreignBatch.body).toBe(absentBatch.body);
    expect((await noticeRows()).some((r) => r.certificate_id === ANDA_SAFETY_EXPIRED)).toBe(false);
  });

  it('refuses bad batches with translated 400s', async () => {
    for (const ids of [[], ['x'], Array.from({ length: 101 }, (_, i) => demoId(980000 + i)), 'x']) {
      const res = await batch(ids, 'en_us');
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('validation.failed');
    }
  });

  it('sends a batch of due certificates (even one noticed on an earlier day) together', async () => {
    const res = await batch([ISO_EXPIRED, ANDA_SAFETY_EXPIRED, ISO_EXPIRED]);
    expect(res.statusCode).toBe(200);
    expect(body<{ count: number }>(res).data.count).toBe(2);
    const iso = (await list('keyword=CQC-QMS')).items[0];
    expect(iso).toMatchObject({ noticeCount: 2 });
  });

  it('refuses a certificate a newer one of the same type replaced', async () => {
    await t.sql(
      `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from, valid_to, uploaded_by)
       select gen_random_uuid(), tenant_id, vendor_id, type_id, 'NEW-1', file_id, current_date, current_date + 700, uploaded_by
         from vendor_certificates where id = $1`,
      [ANDA_SAFETY_EXPIRED],
    );
    await t.sql(`delete from vendor_certificate_notices where certificate_id = $1`, [ANDA_SAFETY_EXPIRED]);
    const res = await notice(ANDA_SAFETY_EXPIRED, 'en_us');
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.noticeSuperseded');
    expect((await list('pageSize=100')).items.map((r) => r.id)).not.toContain(ANDA_SAFETY_EXPIRED);
  });
});
