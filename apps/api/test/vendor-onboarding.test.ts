import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Supplier onboarding (issue #16 §1–2) on real PostgreSQL: invitations through the send guard and the
// outbox simulator, the repeat check, resend / cancel / expiry, registration through the one-time link,
// acceptance with an existing company, and the supplier application through the one approval engine
// (potential → onboarding → qualified, or back to potential with the approver's reason).

const HUAXIA = DEMO.tenants.huaxia;
const DOC_TYPE = 7; // CODES.documentType.supplierApplication

let t: TestApp;
let admin: string;
let category: string;
let seq = 0;

/** A valid unified social credit code (check character computed), different on each call. */
function creditCode(): string {
  seq += 1;
  const base =
    `9133010${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(4, '0')}`.slice(0, 17);
  return `${base}${socialCreditCheckChar(base)}`;
}
const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const [row] = await t.sql<{ id: string }>(
    "select id from md_categories where tenant_id = $1 and not disabled and code = 'MRO-PARTS'",
    [HUAXIA],
  );
  category = row!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Every invitation address is new; the target gap of the send guard never meets the next test.
  t.clock.advance(120_000);
});

async function call<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  language?: 'en_us',
) {
  const res = await t.request({
    method,
    url: `/api/v1${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
    ...(language ? { language } : {}),
  });
  return { status: res.statusCode, body: body<T>(res) };
}

type Invitation = { id: string; state: string; vendorId: string | null; sentCount: number; target: string };

async function invite(target: string, extra: object = {}) {
  return call<{ id: string }>('POST', '/vendor/invitation/send', admin, {
    channel: 'email',
    target,
    companyName: `测试供应商${unique()}`,
    ...extra,
  });
}

/** The token of the newest invitation link the outbox holds for `target`. */
async function linkToken(target: string): Promise<string> {
  const [row] = await t.sql<{ body: string }>(
    'select body from outbox_messages where recipient = $1 order by created_at desc limit 1',
    [target],
  );
  const match = /\/invite\/([A-Za-z0-9_-]{43})/.exec(row?.body ?? '');
  if (!match) throw new Error(`no invitation link for ${target}: ${row?.body}`);
  return match[1]!;
}

async function invitations(): Promise<Invitation[]> {
  return (await call<Invitation[]>('GET', '/vendor/invitation/list', admin)).body.data;
}

function registration(token: string, code = creditCode()) {
  const name = unique();
  return {
    token,
    companyName: `新供应商${name}有限公司`,
    socialCreditCode: code,
    contactName: '李雷',
    mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    email: `${name}@supplier.example`,
    username: `vd${name}`,
    password: 'Supplier@2026',
    confirmPassword: 'Supplier@2026',
  };
}

async function registeredSupplier() {
  const target = `${unique()}@invite.example`;
  expect((await invite(target)).status).toBe(200);
  const form = registration(await linkToken(target));
  const res = await call<{ token: string; loginTenantId: string }>(
    'POST',
    '/vendorInvite/register',
    undefined,
    form,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [vendor] = await t.sql<{ id: string }>('select id from vendors where social_credit_code = $1', [
    form.socialCreditCode,
  ]);
  return { token: res.body.data.token, form, vendorId: vendor!.id };
}

function application(form: { companyName: string; socialCreditCode: string }) {
  return {
    name: form.companyName,
    socialCreditCode: form.socialCreditCode,
    address: '浙江省杭州市西湖区文三路 100 号',
    contactName: '李雷',
    contactMobile: '13912345678',
    contactEmail: 'lilei@supplier.example',
    bankName: '招商银行杭州分行',
    bankAccount: '571912345678901',
    categoryIds: [category],
  };
}

async function supplierStatus(vendorId: string): Promise<number | undefined> {
  const [row] = await t.sql<{ status: number }>(
    'select status from md_vendor_profiles where tenant_id = $1 and vendor_id = $2',
    [HUAXIA, vendorId],
  );
  return row?.status;
}

describe('invitations', () => {
  it('sends an e-mail with a one-time link through the send guard into the outbox, listed as sent', async () => {
    const target = `${unique()}@invite.example`;
    const res = await invite(target);
    expect(res.status).toBe(200);
    const [message] = await t.sql<{ subject: string; body: string; channel: string }>(
      'select subject, body, channel from outbox_messages where recipient = $1',
      [target],
    );
    expect(message?.channel).toBe('email');
    expect(message?.subject).toContain('华夏');
    expect(message?.body).toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    const [audit] = await t.sql<{ n: number }>(
      "select count(*)::int as n from send_audit where target = $1 and purpose = 'invitation'",
      [target],
    );
    expect(audit?.n).toBe(1);
    const row = (await invitations()).find((i) => i.id === res.body.data.id);
    expect(row).toMatchObject({ state: 'sent', vendorId: null, sentCount: 1 });
    // Only the token's hash is stored.
    const token = await linkToken(target);
    const [link] = await t.sql<{ n: number }>(
      'select count(*)::int as n from vendor_invitation_links where token_hash = $1',
      [token],
    );
    expect(link?.n).toBe(0);
    const info = await call<{ companyName: string; state: string }>(
      'GET',
      `/vendorInvite/info?token=${token}`,
    );
    expect(info.status).toBe(200);
    expect(info.body.data.state).toBe('sent');
  });

  it('checks the form on the server (translated field errors) and stores nothing on 4xx', async () => {
    const before = await t.sql<{ n: number }>('select count(*)::int as n from vendor_invitations');
    const bad = await call<ErrorData>(
      'POST',
      '/vendor/invitation/send',
      admin,
      { channel: 'sms', target: 'not-a-mobile', companyName: 'A', socialCreditCode: '91350100M000100Y42' },
      'en_us',
    );
    expect(bad.status).toBe(400);
    const paths = bad.body.data.fields?.map((f) => `${f.path}:${f.code}`) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'target:validation.mobile',
        'companyName:validation.tooShort',
        'socialCreditCode:validation.socialCreditCodeCheck',
      ]),
    );
    expect(bad.body.data.fields?.[0]?.message).toMatch(/[a-z]/);
    const after = await t.sql<{ n: number }>('select count(*)::int as n from vendor_invitations');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a company that already supplies the tenant (credit code, name, address) and an open invitation', async () => {
    // A supplier of Huaxia with a valid credit code (the demo's codes are not all check-character valid).
    const code = creditCode();
    const vendorId = randomUUID();
    await t.sql(
      `insert into vendors (id, name_zh, name_en, social_credit_code) values ($1, $2, 'Served', $3)`,
      [vendorId, `已合作供应商${unique()}`, code],
    );
    await t.sql('insert into tenant_vendors (id, tenant_id, vendor_id) values (gen_random_uuid(), $1, $2)', [
      HUAXIA,
      vendorId,
    ]);
    const [shanghai] = await t.sql<{ code: string; name: string }>(
      'select social_credit_code as code, name_zh as name from vendors where id = $1',
      [vendorId],
    );
    const byCode = await invite(`${unique()}@x.example`, { socialCreditCode: shanghai!.code });
    expect(byCode.status).toBe(409);
    expect((byCode.body as unknown as { data: ErrorData }).data.errorCode).toBe(
      'vendor.inviteAlreadySupplier',
    );
    expect(byCode.body.desc).toContain(shanghai!.name);
    const byName = await invite(`${unique()}@x.example`, { companyName: shanghai!.name });
    expect(byName.status).toBe(409);
    const [supplierUser] = await t.sql<{ email: string }>('select email from users where id = $1', [
      DEMO.users.supplier,
    ]);
    const byAddress = await invite(supplierUser!.email);
    expect(byAddress.status).toBe(409);

    const target = `${unique()}@x.example`;
    expect((await invite(target)).status).toBe(200);
    t.clock.advance(120_000);
    const again = await invite(target);
    expect(again.status).toBe(409);
    expect((again.body as unknown as { data: ErrorData }).data.errorCode).toBe('vendor.inviteOpen');
  });

  it('links a company already on the platform instead of creating a duplicate', async () => {
    const code = creditCode();
    const vendorId = randomUUID();
    await t.sql(
      `insert into vendors (id, name_zh, name_en, social_credit_code) values ($1, '平台已有公司', 'On platform', $2)`,
      [vendorId, code],
    );
    const target = `${unique()}@x.example`;
    const res = await invite(target, { socialCreditCode: code });
    expect(res.status).toBe(200);
    expect((await invitations()).find((i) => i.id === res.body.data.id)?.vendorId).toBe(vendorId);
    // Registering a new company through that link is refused: the company signs in and accepts.
    const form = registration(await linkToken(target), code);
    const reg = await call<ErrorData>('POST', '/vendorInvite/register', undefined, form);
    expect(reg.status).toBe(409);
    expect(reg.body.data.errorCode).toBe('vendor.companyOnPlatform');
    const [count] = await t.sql<{ n: number }>(
      'select count(*)::int as n from vendors where social_credit_code = $1',
      [code],
    );
    expect(count?.n).toBe(1);
  });

  it('resends with a new link (the old one dies), respects the send guard, cancels, and expires after 7 days', async () => {
    const target = `${unique()}@x.example`;
    const { body: sent } = await invite(target);
    const first = await linkToken(target);
    const tooSoon = await call<ErrorData>('POST', '/vendor/invitation/resend', admin, { id: sent.data.id });
    expect(tooSoon.status).toBe(429);
    t.clock.advance(61_000);
    expect((await call('POST', '/vendor/invitation/resend', admin, { id: sent.data.id })).status).toBe(200);
    const second = await linkToken(target);
    expect(second).not.toBe(first);
    expect((await call('GET', `/vendorInvite/info?token=${first}`)).status).toBe(404);
    expect((await invitations()).find((i) => i.id === sent.data.id)?.sentCount).toBe(2);

    t.clock.advance(8 * 86_400_000);
    expect((await invitations()).find((i) => i.id === sent.data.id)?.state).toBe('expired');
    const expired = await call<ErrorData>('POST', '/vendorInvite/register', undefined, registration(second));
    expect(expired.status).toBe(409);
    expect(expired.body.data.errorCode).toBe('vendor.invitationExpired');

    expect((await call('POST', '/vendor/invitation/cancel', admin, { id: sent.data.id })).status).toBe(200);
    expect((await invitations()).find((i) => i.id === sent.data.id)?.state).toBe('cancelled');
    expect((await call('GET', `/vendorInvite/info?token=${second}`)).status).toBe(404);
    expect((await call('POST', '/vendor/invitation/cancel', admin, { id: sent.data.id })).status).toBe(409);
  });
});

describe('registration through the link', () => {
  it('checks the credit code with its check character, the user name and the mobile; nothing stored on 4xx', async () => {
    const target = `${unique()}@x.example`;
    await invite(target);
    const token = await linkToken(target);
    const form = registration(token);
    const bad = await call<ErrorData>('POST', '/vendorInvite/register', undefined, {
      ...form,
      socialCreditCode: '91350100M000100Y42',
      confirmPassword: 'other',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.map((f) => `${f.path}:${f.code}`)).toEqual(
      expect.arrayContaining([
        'socialCreditCode:validation.socialCreditCodeCheck',
        'confirmPassword:registration.passwordMismatch',
      ]),
    );
    const taken = await call<ErrorData>('POST', '/vendorInvite/register', undefined, {
      ...form,
      username: 'supplier',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.data.fields?.[0]).toMatchObject({ path: 'username', code: 'vendor.usernameTaken' });
    const [n] = await t.sql<{ n: number }>(
      'select count(*)::int as n from vendors where social_credit_code = $1',
      [form.socialCreditCode],
    );
    expect(n?.n).toBe(0);
    // The link still works after the refusals; once used it is gone.
    const ok = await call<{ token: string; loginTenantId: string }>(
      'POST',
      '/vendorInvite/register',
      undefined,
      form,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.loginTenantId).toBe(HUAXIA);
    expect((await call('POST', '/vendorInvite/register', undefined, registration(token))).status).toBe(404);
    const mine = await call<{
      supplierStatus: number;
      application: null;
      prefill: { socialCreditCode: string };
    }>('GET', '/vdApplication/mine', ok.body.data.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ supplierStatus: 1, application: null });
    expect(mine.body.data.prefill.socialCreditCode).toBe(form.socialCreditCode);
    expect((await invitations()).find((i) => i.target === target)?.state).toBe('accepted');
  });

  it('a signed-in supplier of another tenant accepts with its existing company (no duplicate company)', async () => {
    const code = creditCode();
    const vendorId = randomUUID();
    const userId = randomUUID();
    const username = `vd${unique()}`;
    await t.sql(
      `insert into vendors (id, name_zh, name_en, social_credit_code) values ($1, '东方的供应商', 'Dongfang supplier', $2)`,
      [vendorId, code],
    );
    await t.sql(
      `insert into users (id, username, password_hash, emp_name, site, vendor_id)
       select $1, $2, password_hash, '王五', 'supplier', $3 from users where id = $4`,
      [userId, username, vendorId, DEMO.users.supplier],
    );
    await t.sql(`insert into tenant_vendors (id, tenant_id, vendor_id) values (gen_random_uuid(), $1, $2)`, [
      DEMO.tenants.dongfang,
      vendorId,
    ]);
    await t.sql(`insert into tenant_members (tenant_id, user_id) values ($1, $2)`, [
      DEMO.tenants.dongfang,
      userId,
    ]);
    const target = `${unique()}@x.example`;
    expect((await invite(target, { socialCreditCode: code })).status).toBe(200);
    const token = await linkToken(target);
    const other = await t.login('supplier2', 'supplier');
    const wrong = await call<ErrorData>('POST', '/vdInvitation/accept', other, { token });
    expect(wrong.status).toBe(409);
    expect(wrong.body.data.errorCode).toBe('vendor.invitationOtherCompany');
    const session = await t.login(username, 'supplier');
    const accepted = await call<{ tenantId: string }>('POST', '/vdInvitation/accept', session, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.tenantId).toBe(HUAXIA);
    expect(await supplierStatus(vendorId)).toBe(1);
    const switched = await call('GET', `/switchVdTenant?tenantId=${HUAXIA}`, session);
    expect(switched.status).toBe(200);
    expect((await call('GET', '/vdApplication/mine', session)).status).toBe(200);
  });
});

describe('supplier applications through the approval engine', () => {
  it('re-checks the form: the registered credit code, known categories; nothing stored on 4xx', async () => {
    const { token, form } = await registeredSupplier();
    const bad = await call<ErrorData>('POST', '/vdApplication/submit', token, {
      ...application(form),
      socialCreditCode: creditCode(),
      categoryIds: [randomUUID()],
      bankAccount: '12ab',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.map((f) => f.path)).toEqual(['bankAccount']);
    const wrong = await call<ErrorData>('POST', '/vdApplication/submit', token, {
      ...application(form),
      socialCreditCode: creditCode(),
      categoryIds: [randomUUID()],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields?.map((f) => `${f.path}:${f.code}`)).toEqual([
      'socialCreditCode:vendor.creditCodeFixed',
      'categoryIds.0:vendor.categoryUnknown',
    ]);
    const mine = await call<{ application: unknown }>('GET', '/vdApplication/mine', token);
    expect(mine.body.data.application).toBeNull();
  });

  it('potential → onboarding at submit → qualified when the admin approves; the inbox and history show it', async () => {
    const { token, form, vendorId } = await registeredSupplier();
    const draft = await call<{ id: string; status: number }>(
      'POST',
      '/vdApplication/save',
      token,
      application(form),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.status).toBe(1);
    expect(await supplierStatus(vendorId)).toBe(1);
    const submitted = await call<{ id: string; status: number }>(
      'POST',
      '/vdApplication/submit',
      token,
      application(form),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toEqual({ id: draft.body.data.id, status: 2 });
    expect(await supplierStatus(vendorId)).toBe(2);
    // Under approval it cannot change.
    expect((await call('POST', '/vdApplication/save', token, application(form))).status).toBe(409);

    const id = submitted.body.data.id;
    const tasks = await call<{ items: { documentId: string; docType: number; detailPath: string }[] }>(
      'GET',
      '/approval/tasks?state=pending&pageSize=100',
      admin,
    );
    const task = tasks.body.data.items.find((r) => r.documentId === id);
    expect(task).toMatchObject({ docType: DOC_TYPE, detailPath: `/vendor/application/detail/${id}` });
    const list = await call<{ id: string; status: number }[]>(
      'GET',
      '/vendor/application/list?status=2',
      admin,
    );
    expect(list.body.data.some((a) => a.id === id)).toBe(true);

    // Another supplier never reads it (absent ≡ foreign).
    const other = await t.login('supplier', 'supplier');
    const foreign = await call('GET', `/vdApplication/detail/${id}`, other);
    const absent = await call('GET', `/vdApplication/detail/${randomUUID()}`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(absent.body);

    const approved = await call('POST', '/approval/act', admin, {
      docType: DOC_TYPE,
      documentId: id,
      action: 'approve',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await supplierStatus(vendorId)).toBe(3);
    const detail = await call<{
      application: { status: number };
      supplierStatus: number;
      history: { action: number }[];
      progress: { status: string };
    }>('GET', `/vendor/application/detail/${id}`, admin);
    expect(detail.body.data.application.status).toBe(3);
    expect(detail.body.data.supplierStatus).toBe(3);
    expect(detail.body.data.progress.status).toBe('approved');
    expect(detail.body.data.history.length).toBeGreaterThanOrEqual(2);
    const categories = await t.sql<{ category_id: string }>(
      'select category_id from vendor_categories where tenant_id = $1 and vendor_id = $2',
      [HUAXIA, vendorId],
    );
    expect(categories.map((c) => c.category_id)).toEqual([category]);
    const history = await t.sql<{ from_status: number; to_status: number }>(
      'select from_status, to_status from vendor_status_history where vendor_id = $1 order by created_at',
      [vendorId],
    );
    expect(history.map((h) => `${h.from_status}>${h.to_status}`)).toEqual(['1>2', '2>3']);
    const messages = await t.sql<{ n: number }>(
      `select count(*)::int as n from messages m join users u on u.id = m.recipient_id where u.vendor_id = $1`,
      [vendorId],
    );
    expect(messages[0]?.n).toBeGreaterThan(0);
    // Qualified: no second application.
    const again = await call<ErrorData>('POST', '/vdApplication/submit', token, application(form));
    expect(again.status).toBe(409);
    expect(again.body.data.errorCode).toBe('vendor.applicationNotPotential');
  });

  it('a rejection returns it with the reason and the supplier is potential again; it may resubmit', async () => {
    const { token, form, vendorId } = await registeredSupplier();
    const submitted = await call<{ id: string }>('POST', '/vdApplication/submit', token, application(form));
    const id = submitted.body.data.id;
    const rejected = await call('POST', '/approval/act', admin, {
      docType: DOC_TYPE,
      documentId: id,
      action: 'reject',
      comment: '银行账户缺少开户许可证',
    });
    expect(rejected.status).toBe(200);
    expect(await supplierStatus(vendorId)).toBe(1);
    const mine = await call<{ application: { status: number; reason: string } }>(
      'GET',
      '/vdApplication/mine',
      token,
    );
    expect(mine.body.data.application).toMatchObject({ status: 11, reason: '银行账户缺少开户许可证' });
    const resubmitted = await call<{ id: string; status: number }>(
      'POST',
      '/vdApplication/submit',
      token,
      application(form),
    );
    expect(resubmitted.body.data).toEqual({ id, status: 2 });
    expect(await supplierStatus(vendorId)).toBe(2);
  });

  it('the demo seed holds one application under approval in the admin inbox', async () => {
    const list = await call<{ name: string; status: number }[]>(
      'GET',
      '/vendor/application/list?status=2',
      admin,
    );
    expect(list.body.data.some((a) => a.name === '无锡新锐精密机械有限公司')).toBe(true);
  });
});
