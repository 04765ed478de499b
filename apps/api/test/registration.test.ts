import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Registration = { id: string; status: string; reason: string | null; tenantId: string | null };

let t: TestApp;
let opsToken: string;
let counter = 0;

beforeAll(async () => {
  // Many registrations from one test client: the per-client send budget is not what this file tests.
  t = await startTestApp({ SEND_CLIENT_PER_10_MIN: '1000', SEND_CLIENT_PER_DAY: '1000' });
  opsToken = await t.login('ops', 'ops');
});
afterAll(async () => {
  await t.close();
});

/** A valid unified social credit code (GB 32100 check character) that differs per call. */
function creditCode(): string {
  const first17 = `91310115MA1K${String(10000 + counter).slice(-5)}`;
  return first17 + (socialCreditCheckChar(first17) ?? '');
}

/** Fresh contact details per registration: codes are limited to one per minute per target. */
function applicant() {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    enterpriseName: `测试企业${n}有限公司`,
    shortName: `测试${n}`,
    socialCreditCode: creditCode(),
    contactName: '张联系',
    mobile: `1371234${n}`,
    email: `reg${n}@example.com`,
    username: `newadmin${n}`,
    password: 'Register@2026',
    confirmPassword: 'Register@2026',
    agreeTerms: true,
  };
}

async function sendCodes(mobile: string, email: string) {
  const sms = await t.request({
    method: 'GET',
    url: `/api/v1/tenant/reg/sendMobileCode/${mobile}?${await t.imageQuery()}`,
  });
  expect(sms.statusCode, sms.body).toBe(200);
  const mail = await t.request({
    method: 'GET',
    url: `/api/v1/tenant/reg/sendEmailCode/${email}?${await t.imageQuery()}`,
  });
  expect(mail.statusCode, mail.body).toBe(200);
  return { mobileCode: await t.latestCode(mobile), emailCode: await t.latestCode(email) };
}

const submit = (payload: object) => t.request({ method: 'POST', url: '/api/v1/tenant/reg', payload });
const countRegistrations = async () =>
  Number((await t.sql<{ n: string }>('select count(*) n from tenant_registrations'))[0]?.n);

async function register(): Promise<{ id: string; form: ReturnType<typeof applicant> }> {
  const form = applicant();
  const codes = await sendCodes(form.mobile, form.email);
  const res = await submit({ ...form, ...codes });
  expect(res.statusCode, res.body).toBe(200);
  return { id: body<{ id: string }>(res).data.id, form };
}

const review = (id: string, action: 'approve' | 'reject', payload?: object, token = opsToken) =>
  t.request({
    method: 'POST',
    url: `/api/v1/ops/registrations/${id}/${action}`,
    token,
    ...(payload ? { payload } : {}),
  });

describe('registration', () => {
  it('stores a pending registration with a hashed password after both codes check out', async () => {
    const { id, form } = await register();
    const [row] = await t.sql<{ status: string; password_hash: string }>(
      'select status, password_hash from tenant_registrations where id = $1',
      [id],
    );
    expect(row?.status).toBe('pending');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const list = await t.request({ method: 'GET', url: '/api/v1/ops/registrations', token: opsToken });
    expect(body<Registration[]>(list).data[0]).toMatchObject({
      id,
      status: 'pending',
      username: form.username,
    });
  });

  it('refuses wrong codes, invalid fields and duplicates, storing nothing', async () => {
    const before = await countRegistrations();
    const form = applicant();
    const codes = await sendCodes(form.mobile, form.email);

    const wrong = await submit({
      ...form,
      mobileCode: '000000',
      emailCode: codes.emailCode === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      body<ErrorData>(wrong)
        .data.fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['emailCode', 'mobileCode']);

    const invalid = await submit({
      ...form,
      ...codes,
      mobile: '12345',
      email: 'not-an-email',
      socialCreditCode: '91310115MA1K4XY7XA',
      password: 'short',
      confirmPassword: 'other',
      agreeTerms: false,
    });
    expect(invalid.statusCode).toBe(400);
    const fields = body<ErrorData>(invalid).data.fields ?? [];
    expect(Object.fromEntries(fields.map((f) => [f.path, f.code]))).toMatchObject({
      mobile: 'validation.mobile',
      email: 'validation.email',
      socialCreditCode: 'validation.socialCreditCodeCheck',
      password: 'validation.passwordLength',
      confirmPassword: 'registration.passwordMismatch',
      agreeTerms: 'validation.required',
    });
    expect(fields.every((f) => f.message.length > 0 && f.message !== f.code)).toBe(true);
    expect(await countRegistrations()).toBe(before);

    // Codes are single use: the wrong attempt above consumed them, and so a new pair is needed.
    const first = await register();
    const dupCode = applicant();
    const dupCodes = await sendCodes(dupCode.mobile, dupCode.email);
    const sameCode = await submit({ ...dupCode, ...dupCodes, socialCreditCode: first.form.socialCreditCode });
    expect(sameCode.statusCode).toBe(409);
    expect(body<ErrorData>(sameCode).data.errorCode).toBe('registration.creditCodeTaken');
    // An existing tenant's code (Huaxia's, a tenant without a registration) is taken too (issue #16 §7).
    const tenantCode = applicant();
    const tenantCodes = await sendCodes(tenantCode.mobile, tenantCode.email);
    const huaxiaCode = await submit({
      ...tenantCode,
      ...tenantCodes,
      socialCreditCode: '91110108MA01HX0002',
    });
    expect(body<ErrorData>(huaxiaCode).data.errorCode).toBe('registration.creditCodeTaken');

    const dupUser = applicant();
    const dupUserCodes = await sendCodes(dupUser.mobile, dupUser.email);
    const sameUser = await submit({ ...dupUser, ...dupUserCodes, username: 'admin' });
    expect(sameUser.statusCode).toBe(409);
    expect(body<ErrorData>(sameUser).data.errorCode).toBe('registration.usernameTaken');
    expect(body(sameUser).desc).toMatch(/用户名/);

    // Same mobile as the pending registration: one request at a time per contact. The resend limit
    // (one code a minute per target) is stepped over by moving the send guard's clock.
    const again = applicant();
    t.clock.advance(2 * 60_000);
    const againCodes = await sendCodes(first.form.mobile, again.email);
    const pending = await submit({ ...again, ...againCodes, mobile: first.form.mobile });
    expect(pending.statusCode).toBe(409);
    expect(body<ErrorData>(pending).data.errorCode).toBe('registration.pending');
    expect(await countRegistrations()).toBe(before + 1);
  });

  it('answers availability with a yes or no only', async () => {
    const check = async (url: string) =>
      body<{ available: boolean }>(await t.request({ method: 'GET', url })).data;
    expect(await check('/api/v1/tenant/reg/checkUsername/admin')).toEqual({ available: false });
    expect(await check('/api/v1/tenant/reg/checkUsername/nobody-here')).toEqual({ available: true });
    expect(await check('/api/v1/tenant/reg/checkMobile/13800000001')).toEqual({ available: false });
    expect(await check('/api/v1/tenant/reg/checkEmail/free@example.com')).toEqual({ available: true });
    const bad = await t.request({ method: 'GET', url: '/api/v1/tenant/reg/checkMobile/123' });
    expect(bad.statusCode).toBe(400);
  });

  it('approval creates a tenant whose admin logs in and sees only that tenant', async () => {
    const { id, form } = await register();
    const res = await review(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    const approved = body<Registration>(res).data;
    expect(approved.status).toBe('approved');
    expect(approved.tenantId).toMatch(/^[0-9a-f-]{36}$/);

    const token = await t.login(form.username, 'buyer', form.password);
    const me = await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token });
    expect(me.statusCode).toBe(200);
    const user = body<{
      loginTenantId: string;
      tenantList: { tenantId: string }[];
      permissions: string[];
      roles: { roleCode: string }[];
    }>(me).data;
    expect(user.loginTenantId).toBe(approved.tenantId);
    expect(user.tenantList.map((x) => x.tenantId)).toEqual([approved.tenantId]);
    expect(user.roles.map((r) => r.roleCode)).toEqual(['admin']);
    expect(user.permissions).toContain('userSetting:address');

    const roles = await t.sql<{ code: string }>('select code from roles where tenant_id = $1 order by code', [
      approved.tenantId,
    ]);
    expect(roles.map((r) => r.code)).toEqual(['admin', 'approver', 'payableAccountant', 'procurementMan']);
    const entities = await t.sql('select * from legal_entities where tenant_id = $1', [approved.tenantId]);
    expect(entities).toHaveLength(1);
    const notices = await t.sql<{ channel: string }>(
      "select channel from outbox_messages where recipient in ($1, $2) and body like '%' || $3 || '%'",
      [form.mobile, form.email, form.username],
    );
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'sms']);

    const twice = await review(id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(body<ErrorData>(twice).data.errorCode).toBe('registration.alreadyReviewed');
    const rejectAfter = await review(id, 'reject', { reason: 'late' });
    expect(rejectAfter.statusCode).toBe(409);
  });

  it('concurrent approvals: exactly one succeeds and one tenant exists', async () => {
    const { id, form } = await register();
    const results = await Promise.all([review(id, 'approve'), review(id, 'approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const users = await t.sql('select id from users where username = $1', [form.username]);
    expect(users).toHaveLength(1);
  });

  it('rejection stores the reason and notifies the contact; a reason is required', async () => {
    const { id, form } = await register();
    const empty = await review(id, 'reject', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const res = await review(id, 'reject', { reason: '营业执照信息不一致' }, opsToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Registration>(res).data).toMatchObject({ status: 'rejected', reason: '营业执照信息不一致' });
    const [row] = await t.sql<{ reviewed_by: string; reviewed_at: Date }>(
      'select reviewed_by, reviewed_at from tenant_registrations where id = $1',
      [id],
    );
    expect(row?.reviewed_by).toBe('00000000-0000-4000-8000-000000003006');
    expect(row?.reviewed_at).toBeTruthy();
    const notices = await t.sql<{ channel: string }>(
      "select channel from outbox_messages where recipient in ($1, $2) and body like '%营业执照信息不一致%'",
      [form.mobile, form.email],
    );
    expect(notices.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    expect((await review(id, 'approve')).statusCode).toBe(409);
    expect(await t.sql('select id from users where username = $1', [form.username])).toHaveLength(0);
  });

  it('only operations staff with the permission may review', async () => {
    const { id } = await register();
    const buyer = await t.login('admin');
    expect((await review(id, 'approve', undefined, buyer)).statusCode).toBe(403);
    const list = await t.request({ method: 'GET', url: '/api/v1/ops/registrations', token: buyer });
    expect(list.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/ops/registrations' })).statusCode).toBe(401);
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/ops/registrations/${id}`,
      token: opsToken,
    });
    expect(body<Registration>(detail).data.status).toBe('pending');
  });
});
