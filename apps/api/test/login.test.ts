import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  CAPTCHA_CODE,
  DEMO_PASSWORD,
  LOGIN_URL,
  startTestApp,
  type ErrorData,
  type TestApp,
} from './support/test-app.ts';

type LoginData = {
  token: string;
  loginTenantId: string | null;
  tenantList: { tenantId: string; enterpriseShortName: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function attempt(url: string, payload: Record<string, unknown>, language: 'zh_cn' | 'en_us' = 'en_us') {
  return t.request({ method: 'POST', url, payload, language });
}

describe('image code', () => {
  it('answers a PNG of the requested size range and refuses sizes out of bounds', async () => {
    const ok = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/login/verifycode/100/50?key=${randomUUID()}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(ok.rawPayload.readUInt32BE(16)).toBe(100); // IHDR width
    expect(ok.rawPayload.readUInt32BE(20)).toBe(50); // IHDR height

    for (const url of ['/10/50', '/100/500', '/1e3/50', '/100/50']) {
      const key = url === '/100/50' ? 'not-a-uuid' : randomUUID();
      const res = await t.request({ method: 'GET', url: `/api/v1/tenant/login/verifycode${url}?key=${key}` });
      expect(res.statusCode, url).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('validation.failed');
    }
  });
});

describe('login', () => {
  it('logs a buyer in with a new token every time and lists the tenants', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await attempt(LOGIN_URL.buyer, {
        username: 'purchaser',
        password: DEMO_PASSWORD,
        verifyKey: await t.captcha(),
        verifyCode: CAPTCHA_CODE,
      });
      expect(res.statusCode).toBe(200);
      const { data } = body<LoginData>(res);
      tokens.add(data.token);
      expect(data.tenantList.map((x) => x.enterpriseShortName)).toEqual([
        'Huaxia Smart Manufacturing',
        'Dongfang Retail',
      ]);
      expect(data.loginTenantId).toBe(data.tenantList[0]?.tenantId);
    }
    expect(tokens.size).toBe(2);
    // Only a hash of the token is stored.
    const rows = await t.sql<{ token_hash: string }>('select token_hash from sessions');
    for (const token of tokens) expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('accepts the image code in any letter case', async () => {
    const res = await attempt(LOGIN_URL.buyer, {
      username: 'admin',
      password: DEMO_PASSWORD,
      verifyKey: await t.captcha(),
      verifyCode: CAPTCHA_CODE.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 auth.invalidCredentials, the same for a wrong password and an unknown user', async () => {
    const wrong = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: 'Wrong@2026x',
      verifyKey: await t.captcha(),
      verifyCode: CAPTCHA_CODE,
    });
    const unknown = await attempt(LOGIN_URL.buyer, {
      username: 'nobody',
      password: 'Wrong@2026x',
      verifyKey: await t.captcha(),
      verifyCode: CAPTCHA_CODE,
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({
        code: 400,
        data: { errorCode: 'auth.invalidCredentials' },
        desc: 'Incorrect username or password',
      });
    }
    const zh = await attempt(
      LOGIN_URL.buyer,
      {
        username: 'purchaser',
        password: 'Wrong@2026x',
        verifyKey: await t.captcha(),
        verifyCode: CAPTCHA_CODE,
      },
      'zh_cn',
    );
    expect(body(zh).desc).toBe('用户名或密码错误');
  });

  it('lets each account log in on its own site only', async () => {
    const cases: [string, keyof typeof LOGIN_URL][] = [
      ['purchaser', 'supplier'],
      ['purchaser', 'ops'],
      ['supplier', 'buyer'],
      ['supplier', 'ops'],
      ['ops', 'buyer'],
      ['ops', 'supplier'],
    ];
    for (const [username, site] of cases) {
      const res = await attempt(LOGIN_URL[site], {
        username,
        password: DEMO_PASSWORD,
        verifyKey: await t.captcha(),
        verifyCode: CAPTCHA_CODE,
      });
      expect(res.statusCode, `${username} on ${site}`).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidCredentials');
    }
    await expect(t.login('supplier', 'supplier')).resolves.toBeTypeOf('string');
    await expect(t.login('ops', 'ops')).resolves.toBeTypeOf('string');
  });

  it('refuses a wrong, unknown or expired image code with 400 auth.invalidVerifyCode', async () => {
    const wrongCode = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: DEMO_PASSWORD,
      verifyKey: await t.captcha(),
      verifyCode: 'zzzz',
    });
    const unknownKey = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: DEMO_PASSWORD,
      verifyKey: randomUUID(),
      verifyCode: CAPTCHA_CODE,
    });
    const expiredKey = await t.captcha();
    await t.sql(`update captcha_codes set expires_at = now() - interval '1 second' where key = $1`, [
      expiredKey,
    ]);
    const expired = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: DEMO_PASSWORD,
      verifyKey: expiredKey,
      verifyCode: CAPTCHA_CODE,
    });
    for (const res of [wrongCode, unknownKey, expired]) {
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidVerifyCode');
    }
  });

  it('uses an image code once, whether the attempt succeeds or fails', async () => {
    const key = await t.captcha();
    const first = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: 'Wrong@2026x',
      verifyKey: key,
      verifyCode: CAPTCHA_CODE,
    });
    expect(body<ErrorData>(first).data.errorCode).toBe('auth.invalidCredentials');
    const again = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: DEMO_PASSWORD,
      verifyKey: key,
      verifyCode: CAPTCHA_CODE,
    });
    expect(body<ErrorData>(again).data.errorCode).toBe('auth.invalidVerifyCode');

    const good = await t.captcha();
    expect(
      (
        await attempt(LOGIN_URL.buyer, {
          username: 'purchaser',
          password: DEMO_PASSWORD,
          verifyKey: good,
          verifyCode: CAPTCHA_CODE,
        })
      ).statusCode,
    ).toBe(200);
    const replay = await attempt(LOGIN_URL.buyer, {
      username: 'purchaser',
      password: DEMO_PASSWORD,
      verifyKey: good,
      verifyCode: CAPTCHA_CODE,
    });
    expect(body<ErrorData>(replay).data.errorCode).toBe('auth.invalidVerifyCode');
  });

  it('validates the body: missing fields are translated field errors', async () => {
    const res = await attempt(LOGIN_URL.buyer, { username: '', verifyKey: 'x' }, 'zh_cn');
    expect(res.statusCode).toBe(400);
    const { data } = body<ErrorData>(res);
    expect(data.errorCode).toBe('validation.failed');
    expect(data.fields?.map((f) => [f.path, f.code])).toEqual([
      ['username', 'validation.required'],
      ['password', 'validation.required'],
      ['verifyKey', 'request.invalidId'],
      ['verifyCode', 'validation.required'],
    ]);
    expect(data.fields?.[0]?.message).toBe('此项为必填项');
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const token = await t.login('approver');
    expect((await t.request({ method: 'GET', url: '/api/v1/employee/language', token })).statusCode).toBe(
      200,
    );
    const out = await t.request({ method: 'POST', url: '/api/v1/logout', token, language: 'en_us' });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ code: 0, data: null, desc: 'You have logged out' });
    const after = await t.request({ method: 'GET', url: '/api/v1/employee/language', token });
    expect(after.statusCode).toBe(401);
    expect(body<ErrorData>(after).data.errorCode).toBe('auth.unauthenticated');
  });

  it('answers 401 auth.unauthenticated without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/v1/employee/loginEmployee',
        language: 'en_us',
        ...(token ? { token } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({
        code: 401,
        data: { errorCode: 'auth.unauthenticated' },
        desc: 'Please log in first',
      });
    }
  });

  it('expires a session after the idle time (401 auth.sessionExpired) and slides it while in use', async () => {
    const idle = await t.login('finance');
    const active = await t.login('finance');
    await t.sql(`update sessions set last_seen_at = now() - interval '31 minutes'`);
    await t.sql(
      `update sessions set last_seen_at = now() - interval '29 minutes' where token_hash = encode(sha256($1::bytea), 'hex')`,
      [active],
    );
    const expired = await t.request({
      method: 'GET',
      url: '/api/v1/employee/language',
      token: idle,
      language: 'zh_cn',
    });
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toEqual({
      code: 401,
      data: { errorCode: 'auth.sessionExpired' },
      desc: '登录超时，请重新登录',
    });
    // Still expired on the next call (not "unknown").
    const again = await t.request({ method: 'GET', url: '/api/v1/employee/language', token: idle });
    expect(body<ErrorData>(again).data.errorCode).toBe('auth.sessionExpired');

    expect(
      (await t.request({ method: 'GET', url: '/api/v1/employee/language', token: active })).statusCode,
    ).toBe(200);
    const [row] = await t.sql<{ idle_seconds: number }>(
      `select extract(epoch from now() - last_seen_at)::int as idle_seconds from sessions where token_hash = encode(sha256($1::bytea), 'hex')`,
      [active],
    );
    expect(row?.idle_seconds).toBeLessThan(5);
  });

  it('honours a tiny SESSION_IDLE_MINUTES', async () => {
    const quick = await startTestApp({ SESSION_IDLE_MINUTES: '0.02' });
    try {
      const token = await quick.login('purchaser');
      expect(
        (await quick.request({ method: 'GET', url: '/api/v1/employee/language', token })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));
      const res = await quick.request({ method: 'GET', url: '/api/v1/employee/language', token });
      expect(res.statusCode).toBe(401);
      expect(body<ErrorData>(res).data.errorCode).toBe('auth.sessionExpired');
    } finally {
      await quick.close();
    }
  });

  it('locks out a disabled user at once', async () => {
    const token = await t.login('admin');
    await t.sql(`update users set disabled = true where username = 'admin'`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/v1/employee/language', token });
      expect(res.statusCode).toBe(401);
      const relogin = await attempt(LOGIN_URL.buyer, {
        username: 'admin',
        password: DEMO_PASSWORD,
        verifyKey: await t.captcha(),
        verifyCode: CAPTCHA_CODE,
      });
      expect(body<ErrorData>(relogin).data.errorCode).toBe('auth.invalidCredentials');
    } finally {
      await t.sql(`update users set disabled = false where username = 'admin'`);
    }
  });
});
