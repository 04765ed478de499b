import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { paymentHelpers } from './payment-support.ts';

// Copy-to (cc, issue #12 §5) of the other document types through the ONE mechanism, on PostgreSQL:
// supplier changes (supplier portal), payment applications (buyer), the person search, and the copy-to
// permission — a copied person without the document's own permission (the approver has neither
// `supplier` nor `payment`) sees the list and the read-only detail of what was copied to it, and
// nothing else (another id answers byte-for-byte like an absent one).

const U = DEMO.users;
type Page<T> = { items: T[]; nextCursor: string | null };
type SupplierCopy = { id: string; kind: string; code: string; status: number; company: string };
type PaymentCopy = { id: string; code: string; status: number };
type Person = { id: string; name: string; mobile: string | null; email: string | null };

let t: TestApp;
let admin: string;
let approver: string;
let finance: string;
let supplier: string;
let viewer: string;

const get = (url: string, token: string) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language: 'en_us' });
const post = (url: string, token: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload, language: 'en_us' });
const copiesOf = async (docType: string, documentId: string) =>
  (
    await t.sql<{ user_id: string }>(
      'select user_id from document_copies where doc_type = $1 and document_id = $2 order by user_id',
      [docType, documentId],
    )
  ).map((r) => r.user_id);

beforeAll(async () => {
  t = await startTestApp();
  [admin, approver, finance, viewer] = [
    await t.login('admin'),
    await t.login('approver'),
    await t.login('finance'),
    await t.login('viewer'),
  ];
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t.close();
});

describe('the person picker search', () => {
  it('finds active buyer employees by name, mobile or e-mail, limited, without the caller', async () => {
    const byName = body<Person[]>(
      await get(`/copyto/personSearch?keyword=${encodeURIComponent('审批')}`, finance),
    );
    expect(byName.data.map((p) => p.id)).toContain(U.approver);
    const byMail = body<Person[]>(await get('/copyto/personSearch?keyword=viewer@', finance));
    expect(byMail.data.map((p) => p.id)).toEqual([U.viewer]);
    expect(byMail.data[0]?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const limited = body<Person[]>(await get('/copyto/personSearch?limit=2', finance));
    expect(limited.data).toHaveLength(2);
    const all = body<Person[]>(await get('/copyto/personSearch?limit=20', finance)).data.map((p) => p.id);
    expect(all).not.toContain(U.finance);
    expect(all).not.toContain(U.supplier);
    expect((await get('/copyto/personSearch?limit=21', finance)).statusCode).toBe(400);
  });

  it('a supplier session sees names only, and finds a mobile only when typed whole', async () => {
    const partial = body<Person[]>(await get('/copyto/personSearch?keyword=1380000', supplier));
    expect(partial.data).toEqual([]);
    const whole = body<Person[]>(await get('/copyto/personSearch?keyword=13800000008', supplier));
    expect(whole.data).toEqual([{ id: U.viewer, name: '孙只读', mobile: null, email: null }]);
  });
});

describe('copy-to of supplier changes (supplier portal)', () => {
  it('a wrong person refuses the submit with a translated field error; nothing is written', async () => {
    const before = await t.sql('select id from vendor_change_applications');
    const mine = body<{ profile: Record<string, unknown> }>(await get('/vdProfile/mine', supplier)).data;
    const res = await post('/vdProfile/supplierModify', supplier, {
      ...mine.profile,
      address: `${String(mine.profile['address'])} 1`,
      copyToIds: [U.approver, randomUUID(), U.supplier2],
    });
    expect(res.statusCode).toBe(400);
    const fields = body<ErrorData>(res).data.fields ?? [];
    expect(fields.map((f) => `${f.path}:${f.code}`)).toEqual([
      'copyToIds.1:copyTo.unknownPerson',
      'copyToIds.2:copyTo.unknownPerson',
    ]);
    expect(fields[0]?.message).toBe('Choose an active employee of this company');
    expect(await t.sql('select id from vendor_change_applications')).toEqual(before);
    const tooMany = await post('/vdProfile/supplierModify', supplier, {
      ...mine.profile,
      copyToIds: Array.from({ length: 21 }, () => U.approver),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('copies at submit: a message, the list and the read-only detail without the supplier permission', async () => {
    const mine = body<{ profile: Record<string, unknown> }>(await get('/vdProfile/mine', supplier)).data;
    const res = await post('/vdProfile/supplierModify', supplier, {
      ...mine.profile,
      address: `${String(mine.profile['address'])} 2`,
      copyToIds: [U.approver, U.viewer],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = body<{ id: string }>(res).data;
    expect(await copiesOf('supplierChange', id)).toEqual([U.approver, U.viewer].sort());
    const [message] = await t.sql<{ link: string; title_en: string }>(
      'select link, title_en from messages where recipient_id = $1 and link = $2',
      [U.approver, `/copyto/supplier/${id}`],
    );
    expect(message?.title_en).toMatch(/^Supplier change SC\d{8}-[0-9A-F]{6} copied to you$/);

    // The approver has no `supplier` permission: the buyer's routes refuse it, the copy-to ones serve it.
    expect((await get(`/vendor/change/detail/${id}`, approver)).statusCode).toBe(403);
    const list = body<Page<SupplierCopy>>(await get('/copyto/supplierList', approver)).data;
    expect(list.items.map((i) => i.id)).toContain(id);
    // The demo copies (the pending application and Suzhou's change) are there too, both kinds.
    expect(new Set(list.items.map((i) => i.kind))).toEqual(new Set(['application', 'change']));
    const changes = body<Page<SupplierCopy>>(await get('/copyto/supplierList?kind=change', approver)).data;
    expect(changes.items.every((i) => i.kind === 'change')).toBe(true);
    const detail = body<{ kind: string; change: { change: { id: string }; canAct: boolean } }>(
      await get(`/copyto/supplierDetail/${id}`, approver),
    ).data;
    expect(detail.kind).toBe('change');
    expect(detail.change.change.id).toBe(id);
    expect(detail.change.canAct).toBe(false);

    // Keyset pages of one walk the whole list once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<SupplierCopy> = body<Page<SupplierCopy>>(
        await get(`/copyto/supplierList?pageSize=1${cursor ? `&cursor=${cursor}` : ''}`, approver),
      ).data;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(list.items.map((i) => i.id));

    // Someone not copied (the admin holds every permission) gets the absent-id answer.
    const foreign = await get(`/copyto/supplierDetail/${id}`, finance);
    const absent = await get(`/copyto/supplierDetail/${randomUUID()}`, finance);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    expect((await get(`/copyto/supplierDetail/${id}`, admin)).body).toBe(
      (await get(`/copyto/supplierDetail/${randomUUID()}`, admin)).body,
    );
  });
});

/** A potential supplier of Huaxia with a signed-in user (as an accepted invitation leaves it). */
async function potentialSupplier(): Promise<{ token: string; code: string; name: string }> {
  const vendorId = randomUUID();
  const userId = randomUUID();
  const suffix = randomUUID().slice(0, 6);
  const base = `9133010${String(Date.now() % 1_000_000_0000).padStart(10, '0')}`.slice(0, 17);
  const creditCode = `${base}${socialCreditCheckChar(base)}`;
  const name = `抄送测试供应商${suffix}`;
  await t.sql(`insert into vendors (id, name_zh, name_en, social_credit_code) values ($1, $2, $2, $3)`, [
    vendorId,
    name,
    creditCode,
  ]);
  await t.sql(
    `insert into users (id, username, password_hash, emp_name, site, vendor_id)
     select $1, $2, password_hash, '周抄送', 'supplier', $3 from users where id = $4`,
    [userId, `cc${suffix}`, vendorId, U.supplier],
  );
  await t.sql('insert into tenant_vendors (id, tenant_id, vendor_id) values (gen_random_uuid(), $1, $2)', [
    DEMO.tenants.huaxia,
    vendorId,
  ]);
  await t.sql('insert into tenant_members (tenant_id, user_id) values ($1, $2)', [
    DEMO.tenants.huaxia,
    userId,
  ]);
  await t.sql(
    `insert into md_vendor_profiles (tenant_id, vendor_id, name, social_credit_code, status) values ($1, $2, $3, $4, 1)`,
    [DEMO.tenants.huaxia, vendorId, name, creditCode],
  );
  return { token: await t.login(`cc${suffix}`, 'supplier'), code: creditCode, name };
}

describe('copy-to of supplier applications (supplier portal)', () => {
  it('wrong person → field error, nothing written; then copied at submit and readable by the copied only', async () => {
    const { token, code, name } = await potentialSupplier();
    const [category] = await t.sql<{ id: string }>(
      "select id from md_categories where tenant_id = $1 and not disabled and code = 'MRO-PARTS'",
      [DEMO.tenants.huaxia],
    );
    const form = {
      name,
      socialCreditCode: code,
      address: '浙江省杭州市西湖区文三路 100 号',
      contactName: '周抄送',
      contactMobile: '13912345670',
      contactEmail: 'cc@supplier.example',
      bankName: '招商银行杭州分行',
      bankAccount: '571912345678901',
      categoryIds: [category!.id],
    };
    const wrong = await post('/vdApplication/submit', token, { ...form, copyToIds: [U.supplier2] });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(body<ErrorData>(wrong).data.fields?.map((f) => `${f.path}:${f.code}`)).toEqual([
      'copyToIds.0:copyTo.unknownPerson',
    ]);
    expect(await t.sql('select id from vendor_applications where name = $1', [name])).toEqual([]);

    const res = await post('/vdApplication/submit', token, { ...form, copyToIds: [U.viewer] });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = body<{ id: string }>(res).data;
    expect(await copiesOf('supplierApplication', id)).toEqual([U.viewer]);
    const [message] = await t.sql<{ title_zh: string }>(
      'select title_zh from messages where recipient_id = $1 and link = $2',
      [U.viewer, `/copyto/supplier/${id}`],
    );
    expect(message?.title_zh).toContain('抄送');
    const list = body<Page<SupplierCopy>>(await get('/copyto/supplierList', viewer)).data;
    // Newest first (the viewer was copied on a change above too).
    expect(list.items[0]).toMatchObject({ id, kind: 'application', company: name, status: 2 });
    const detail = body<{ kind: string; application: { application: { id: string } } }>(
      await get(`/copyto/supplierDetail/${id}`, viewer),
    ).data;
    expect(detail.application.application.id).toBe(id);
    const foreign = await get(`/copyto/supplierDetail/${id}`, approver);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe((await get(`/copyto/supplierDetail/${randomUUID()}`, approver)).body);
  });
});

describe('copy-to of payment applications', () => {
  let pay: ReturnType<typeof paymentHelpers>;
  beforeAll(() => {
    pay = paymentHelpers(t, () => ({ finance, supplier, admin }));
  });

  it('a wrong person refuses the submit; the application stays a draft with nothing booked', async () => {
    const { lineIds } = await pay.order(['5']);
    const id = await pay.create([{ orderLineId: lineIds[0]!, amount: '10.00' }]);
    const res = await post('/payables/submit', finance, { id, copyToIds: [randomUUID()] });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.map((f) => f.path)).toEqual(['copyToIds.0']);
    expect(await pay.statusOf(id)).toBe(1);
    expect((await pay.ledger(lineIds[0]!)).applied).toBe('0.00');
    expect(await copiesOf('paymentApply', id)).toEqual([]);
  });

  it('copies at submit: the approver lists and reads it without the payment permission, acts on nothing', async () => {
    const { lineIds } = await pay.order(['5']);
    const id = await pay.create([{ orderLineId: lineIds[0]!, amount: '20.00' }]);
    const res = await post('/payables/submit', finance, { id, copyToIds: [U.approver] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await copiesOf('paymentApply', id)).toEqual([U.approver]);
    const [message] = await t.sql<{ title_en: string }>(
      'select title_en from messages where recipient_id = $1 and link = $2',
      [U.approver, `/copyto/payable/${id}`],
    );
    expect(message?.title_en).toMatch(/^Payment application PAY\d+ copied to you$/);

    expect((await get(`/payables/detail/${id}`, approver)).statusCode).toBe(403);
    const list = body<Page<PaymentCopy>>(await get('/copyto/payableList', approver)).data;
    expect(list.items[0]?.id).toBe(id);
    // The demo copies: the application under approval and the approved one.
    expect(list.items.map((i) => i.code)).toEqual(
      expect.arrayContaining(['PAY202611200002', 'PAY202611200003']),
    );
    const code = list.items[0]!.code;
    const byKeyword = body<Page<PaymentCopy>>(
      await get(`/copyto/payableList?keyword=${code}`, approver),
    ).data;
    expect(byKeyword.items.map((i) => i.id)).toEqual([id]);
    const detail = body<{ id: string; code: string }>(
      await get(`/copyto/payableDetail/${id}`, approver),
    ).data;
    expect(detail.id).toBe(id);
    // Read-only: the payment's own actions stay closed to it.
    expect((await post('/payables/approve', approver, { id, comment: 'x' })).statusCode).toBe(403);

    // Not copied (viewer) or another tenant's document: the absent-id answer; nobody else's list has it.
    const foreign = await get(`/copyto/payableDetail/${id}`, viewer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe((await get(`/copyto/payableDetail/${randomUUID()}`, viewer)).body);
    expect(body<Page<PaymentCopy>>(await get('/copyto/payableList', viewer)).data.items).toEqual([]);
    expect(body<Page<PaymentCopy>>(await get('/copyto/payableList', finance)).data.items).toEqual([]);
  });

  it('a supplier session cannot reach the copy-to lists (buyer permission)', async () => {
    expect((await get('/copyto/payableList', supplier)).statusCode).toBe(403);
    expect((await get('/copyto/supplierList', supplier)).statusCode).toBe(403);
  });
});
