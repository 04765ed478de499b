import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, DEMO_PASSWORD, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

const MOBILE = '13800000003'; // approver
const NEW_PASSWORD = 'Reset@2026new';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendCode = async (mobile: string, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({
    method: 'GET',
    url: `/api/v1/tenant/reset/password/vercode/${mobile}?${await t.imageQuery()}`,
    language,
    headers: { 'app-key': 'buyer' },
  });

const reset = (payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/tenant/reset/password',
    payload,
    language: 'en_us',
    headers: { 'app-key': 'buyer' },
  });

describe('password reset', () => {
  it('answers an unknown number like a known one and sends nothing to it', async () => {
    const known = await sendCode(MOBILE);
    const unknown = await sendCode('13698765432');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await t.sql('select 1 from outbox_messages where recipient = $1', ['13698765432'])).toHaveLength(
      0,
    );
    const [message] = await t.sql<{ body: string; subject: string }>(
      'select body, subject from outbox_messages where recipient = $1',
      [MOBILE],
    );
    expect(message?.body).toContain('password reset');
  });

  it('checks the password rule and the confirmation, and changes nothing on bad input', async () => {
    const code = await t.latestCode(MOBILE);
    const weak = await reset({ mobile: MOBILE, code, password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(body<ErrorData>(weak).data.fields?.map((f) => f.path)).toEqual(['password']);
    const mismatch = await reset({
      mobile: MOBILE,
      code,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(body<ErrorData>(mismatch).data.fields?.[0]).toMatchObject({
      path: 'confirmPassword',
      code: 'auth.passwordMismatch',
      message: 'The two passwords do not match',
    });
    const wrongCode = await reset({
      mobile: MOBILE,
      code: code === '000000' ? '111111' : '000000',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(body<ErrorData>(wrongCode).data.errorCode).toBe('auth.invalidSmsCode');
    // The old password still works.
    await t.login('approver');
  });

  it('sets the new password and ends every session of the account', async () => {
    const oldToken = await t.login('approver');
    const code = await t.latestCode(MOBILE);
    const res = await reset({ mobile: MOBILE, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(body(res).desc).toBe('Password changed. Log in with your new password.');

    const me = await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token: oldToken });
    expect(me.statusCode).toBe(401);
    const hash = await t.sql<{ password_hash: string }>(
      "select password_hash from users where username = 'approver'",
    );
    expect(hash[0]?.password_hash).toMatch(/^\$argon2id\$/);
    await expect(t.login('approver', 'buyer', DEMO_PASSWORD)).rejects.toThrow(/400/);
    await t.login('approver', 'buyer', NEW_PASSWORD);

    // The code is spent.
    const again = await reset({
      mobile: MOBILE,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
  });
});
