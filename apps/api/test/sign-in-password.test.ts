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

let t: TestApp;
let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function passwordLogin(
  username: string,
  password: string,
  ip: string,
  language: 'zh_cn' | 'en_us' = 'en_us',
) {
  return t.request({
    method: 'POST',
    url: LOGIN_URL.buyer,
    payload: { username, password, verifyKey: await t.captcha(), verifyCode: CAPTCHA_CODE },
    language,
    remoteAddress: ip,
  });
}

describe('wrong-password limit', () => {
  it('pauses an account after five wrong passwords: the sixth attempt is 429 even with the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await passwordLogin('approver', 'Wrong@2026x', ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidCredentials');
    }
    const paused = await passwordLogin('approver', DEMO_PASSWORD, ip, 'zh_cn');
    expect(paused.statusCode).toBe(429);
    expect(body<ErrorData>(paused).data.errorCode).toBe('auth.tooManyFailures');
    expect(body(paused).desc).toContain('15 分钟');
    const en = await passwordLogin('approver', DEMO_PASSWORD, freshIp());
    expect(body(en).desc).toBe(
      'Too many failed attempts. Wait 15 minutes and try again, or reset your password.',
    );

    // The failures are rows in the database: once they are older than 15 minutes, the account opens again.
    await t.sql(
      "update login_failures set created_at = now() - interval '16 minutes' where username = 'approver'",
    );
    expect((await passwordLogin('approver', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('treats an unknown account exactly like a known one (same answers, same pause, similar time)', async () => {
    const known: { status: number; body: string; ms: number }[] = [];
    const unknown: typeof known = [];
    const [knownIp, unknownIp] = [freshIp(), freshIp()];
    // Interleaved, so that a busy machine slows both sides alike.
    for (let i = 0; i < 6; i++) {
      for (const [name, ip, out] of [
        ['finance', knownIp, known],
        ['nobody-here', unknownIp, unknown],
      ] as const) {
        const started = performance.now();
        const res = await passwordLogin(name, 'Wrong@2026x', ip);
        out.push({ status: res.statusCode, body: res.body, ms: performance.now() - started });
      }
    }
    expect(unknown.map((r) => [r.status, r.body])).toEqual(known.map((r) => [r.status, r.body]));
    expect(known.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429]);
    // One argon2 verification either way: an unknown name is not answered noticeably faster. Medians of
    // the five verified attempts: one stalled request does not decide.
    const median = (rows: typeof known) =>
      rows
        .slice(0, 5)
        .map((r) => r.ms)
        .sort((a, b) => a - b)[2] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('counts wrong passwords per address too (30 per 15 minutes across accounts)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await passwordLogin(`ghost-${i}`, 'Wrong@2026x', ip);
      expect(res.statusCode).toBe(400);
    }
    const res = await passwordLogin('admin', DEMO_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(body<ErrorData>(res).data.errorCode).toBe('common.rateLimited');
    expect((await passwordLogin('admin', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('new login (/new/login) with the base64 image code', () => {
  it('answers a 100 × 50 PNG data URL that works once', async () => {
    const key = randomUUID();
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/verifycode/getVerifyCodeByBase64?key=${key}`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = body<{ key: string; image: string }>(res);
    expect(data.key).toBe(key);
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.image.split(',')[1] ?? '', 'base64');
    expect(png.readUInt32BE(16)).toBe(100);
    expect(png.readUInt32BE(20)).toBe(50);

    const ip = freshIp();
    const payload = {
      site: 'supplier',
      username: 'supplier',
      password: DEMO_PASSWORD,
      verifyKey: key,
      verifyCode: CAPTCHA_CODE,
    };
    const first = await t.request({ method: 'POST', url: '/api/v1/new/login', payload, remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    expect(body<{ token: string; tenantList: unknown[] }>(first).data.tenantList.length).toBeGreaterThan(0);
    const reused = await t.request({ method: 'POST', url: '/api/v1/new/login', payload, remoteAddress: ip });
    expect(reused.statusCode).toBe(400);
    expect(body<ErrorData>(reused).data.errorCode).toBe('auth.invalidVerifyCode');
  });

  it('refuses an account of the other site with the ordinary wrong-credentials answer', async () => {
    const key = randomUUID();
    await t.request({ method: 'GET', url: `/api/v1/verifycode/getVerifyCodeByBase64?key=${key}` });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/new/login',
      payload: {
        site: 'buyer',
        username: 'supplier',
        password: DEMO_PASSWORD,
        verifyKey: key,
        verifyCode: CAPTCHA_CODE,
      },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidCredentials');
  });
});
