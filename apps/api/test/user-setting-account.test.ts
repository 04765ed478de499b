import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, DEMO_PASSWORD, type ErrorData, type TestApp } from './support/test-app.ts';

// Personal settings: password and mobile changes, each confirmed by an SMS code from the simulator outbox.
const APPROVER = '00000000-0000-4000-8000-000000003003';
const APPROVER_MOBILE = '13800000003';
const NEW_PASSWORD = 'Changed2026pass';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts with fresh codes and the demo password (the hash of another demo user).
  await t.sql('delete from verification_codes');
  await t.sql('delete from send_budgets');
  await t.sql('delete from password_check_failures');
  await t.sql(
    "update users set password_hash = (select password_hash from users where username = 'admin'), mobile = $2 where id = $1",
    [APPROVER, APPROVER_MOBILE],
  );
});

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, language: 'en_us', payload });

/** Sends a code and reads it from the simulator's outbox, as the browser journey does. */
async function codeFor(token: string, mobile?: string): Promise<string> {
  const res = await post('/mysetting/sendmsg', token, mobile ? { mobile } : {});
  expect(res.statusCode, res.body).toBe(200);
  return t.latestCode(mobile ?? APPROVER_MOBILE);
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token });

describe('modify password', () => {
  it('changes the password, keeps this session, revokes every other one, and the old password stops working', async () => {
    const other = await t.login('approver');
    const current = await t.login('approver');
    const code = await codeFor(current);
    const res = await post('/mysetting/modifyPassword', current, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).desc).toMatch(/Password changed/);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(t.login('approver')).rejects.toThrow(/400/);
    expect(await t.login('approver', 'buyer', NEW_PASSWORD)).toMatch(/.+/);
  });

  it('refuses a mismatched confirmation as a field error and changes nothing', async () => {
    const token = await t.login('approver');
    const before = await t.sql('select password_hash from users where id = $1', [APPROVER]);
    const res = await post('/mysetting/modifyPassword', token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
      code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields).toEqual([
      {
        path: 'confirmPassword',
        code: 'mysetting.passwordMismatch',
        message: 'The two new passwords do not match',
      },
    ]);
    expect(await t.sql('select password_hash from users where id = $1', [APPROVER])).toEqual(before);
  });

  it('checks the spec password rule on the server', async () => {
    const token = await t.login('approver');
    const res = await post('/mysetting/modifyPassword', token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'alllowercase1',
      confirmPassword: 'alllowercase1',
      code: '123456',
    });
    expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
      path: 'newPassword',
      code: 'validation.password',
    });
  });

  it('answers a wrong old password with a field error, and after five wrong guesses with 429', async () => {
    const token = await t.login('approver');
    const code = await codeFor(token);
    const wrong = {
      oldPassword: 'Wrong2026pass',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code,
    };
    for (let i = 0; i < 5; i++) {
      const res = await post('/mysetting/modifyPassword', token, wrong);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
        path: 'oldPassword',
        code: 'mysetting.oldPasswordWrong',
      });
    }
    // Even the right old password is refused now: the limit stops guessing with a stolen session.
    const locked = await post('/mysetting/modifyPassword', token, { ...wrong, oldPassword: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(
      (
        await t.sql(
          'select 1 from users where id = $1 and password_hash = (select password_hash from users where username = $2)',
          [APPROVER, 'admin'],
        )
      ).length,
    ).toBe(1);
  });

  it('refuses a wrong SMS code as a field error', async () => {
    const token = await t.login('approver');
    const code = await codeFor(token);
    const res = await post('/mysetting/modifyPassword', token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.[0]?.path).toBe('code');
  });
});

describe('modify mobile', () => {
  it('changes the mobile with a code sent to the new number', async () => {
    const token = await t.login('approver');
    const code = await codeFor(token, '13612345678');
    const res = await post('/mysetting/modifyMobile', token, { newMobile: '13612345678', code });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.sql<{ mobile: string }>('select mobile from users where id = $1', [APPROVER]);
    expect(row?.mobile).toBe('13612345678');
  });

  it('answers 409 for a mobile another account uses, and a code for the old number does not fit the new one', async () => {
    const token = await t.login('approver');
    expect((await post('/mysetting/sendmsg', token, { mobile: '13800000002' })).statusCode).toBe(409);
    const taken = await post('/mysetting/modifyMobile', token, { newMobile: '13800000002', code: '123456' });
    expect(taken.statusCode).toBe(409);
    expect(body<ErrorData>(taken).data.errorCode).toBe('mysetting.mobileTaken');
    const ownCode = await codeFor(token);
    const wrong = await post('/mysetting/modifyMobile', token, { newMobile: '13612345679', code: ownCode });
    expect(wrong.statusCode).toBe(400);
    const [row] = await t.sql<{ mobile: string }>('select mobile from users where id = $1', [APPROVER]);
    expect(row?.mobile).toBe(APPROVER_MOBILE);
  });

  it('validates the new mobile format', async () => {
    const token = await t.login('approver');
    const res = await post('/mysetting/modifyMobile', token, { newMobile: '12345', code: '123456' });
    expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
      path: 'newMobile',
      code: 'validation.mobile',
    });
  });
});
