import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type LoginData = {
  token: string;
  loginTenantId: string | null;
  tenantList: { tenantId: string; enterpriseShortName: string }[];
};

const BUYER_MOBILE = '13800000002'; // purchaser (two tenants)
const SUPPLIER_MOBILE = '13900000005';

let t: TestApp;
let nextIp = 1;
/** Each test from its own address, so the per-address limit only bites where a test means it to. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

beforeAll(async () => {
  // Every test from its own address; the per-client send budget has its own file (send-guard.test.ts).
  t = await startTestApp({ SEND_CLIENT_PER_10_MIN: '1000', SEND_CLIENT_PER_DAY: '1000' });
});
afterAll(async () => {
  await t.close();
});

function post(
  url: string,
  payload: Record<string, unknown>,
  ip: string,
  language: 'zh_cn' | 'en_us' = 'en_us',
) {
  return t.request({ method: 'POST', url: `/api/v1${url}`, payload, language, remoteAddress: ip });
}

/** Asks for a login code with a fresh image code, as the page does. */
async function sendLoginMsg(
  payload: { mobile: string; site: 'buyer' | 'supplier' },
  ip: string,
  language: 'zh_cn' | 'en_us' = 'en_us',
) {
  return post('/sendLoginMsg', { ...payload, ...(await t.imageCode()) }, ip, language);
}

/** Lets the next code be requested at once (the 60-second rule is tested on its own). */
const ageCodes = async (_mobile: string) => {
  t.clock.advance(2 * 60_000);
};

describe('SMS login', () => {
  it('sends a code through the simulator, stores only its hash, and logs the buyer in once with it', async () => {
    const ip = freshIp();
    const sent = await sendLoginMsg({ mobile: BUYER_MOBILE, site: 'buyer' }, ip);
    expect(sent.statusCode).toBe(200);
    expect(body(sent)).toMatchObject({ code: 0, data: null });
    const code = await t.latestCode(BUYER_MOBILE);
    const outbox = await t.sql<{ provider: string; channel: string }>(
      'select provider, channel from outbox_messages where recipient = $1',
      [BUYER_MOBILE],
    );
    expect(outbox[0]).toEqual({ provider: 'simulator', channel: 'sms' });
    const stored = await t.sql<{ code_hash: string }>(
      'select code_hash from verification_codes where target = $1',
      [BUYER_MOBILE],
    );
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(code);

    const first = await post('/tenant/buyer/login/quick', { mobile: BUYER_MOBILE, code }, ip);
    expect(first.statusCode).toBe(200);
    const data = body<LoginData>(first).data;
    expect(data.tenantList).toHaveLength(2);
    expect(data.loginTenantId).toBe(data.tenantList[0]?.tenantId);
    const me = await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token: data.token });
    expect(me.statusCode).toBe(200);
    expect(body<{ employee: { username: string } }>(me).data.employee.username).toBe('purchaser');

    // Single use: the same code again is refused.
    const again = await post('/tenant/buyer/login/quick', { mobile: BUYER_MOBILE, code }, ip);
    expect(again.statusCode).toBe(400);
    expect(body<ErrorData>(again).data.errorCode).toBe('auth.invalidSmsCode');
    await ageCodes(BUYER_MOBILE);
  });

  it('gives a new token on every login and works for suppliers and the new login', async () => {
    const ip = freshIp();
    const tokens = new Set<string>();
    for (const [url, payload] of [
      ['/tenant/supplier/login/quick', {}],
      ['/new/loginMobile', { site: 'supplier' }],
    ] as const) {
      await ageCodes(SUPPLIER_MOBILE);
      expect((await sendLoginMsg({ mobile: SUPPLIER_MOBILE, site: 'supplier' }, ip)).statusCode).toBe(200);
      const code = await t.latestCode(SUPPLIER_MOBILE);
      const res = await post(url, { ...payload, mobile: SUPPLIER_MOBILE, code }, ip);
      expect(res.statusCode, url).toBe(200);
      tokens.add(body<LoginData>(res).data.token);
    }
    expect(tokens.size).toBe(2);
    // A supplier's number does not open the buyer site.
    await ageCodes(SUPPLIER_MOBILE);
    await sendLoginMsg({ mobile: SUPPLIER_MOBILE, site: 'supplier' }, ip);
    const code = await t.latestCode(SUPPLIER_MOBILE);
    const wrongSite = await post('/tenant/buyer/login/quick', { mobile: SUPPLIER_MOBILE, code }, ip);
    expect(wrongSite.statusCode).toBe(400);
    await ageCodes(SUPPLIER_MOBILE);
  });

  it('refuses a wrong code, and kills the code after five wrong guesses', async () => {
    const ip = freshIp();
    const mobile = '13800000003'; // approver
    await sendLoginMsg({ mobile, site: 'buyer' }, ip);
    const code = await t.latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/tenant/buyer/login/quick', { mobile, code: wrong }, ip, 'zh_cn');
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidSmsCode');
      expect(body(res).desc).toMatch(/验证码/);
    }
    const right = await post('/tenant/buyer/login/quick', { mobile, code }, ip);
    expect(right.statusCode).toBe(400);
    const rows = await t.sql<{ failed_attempts: number }>(
      'select failed_attempts from verification_codes where target = $1',
      [mobile],
    );
    expect(rows[0]?.failed_attempts).toBe(5);
    await ageCodes(mobile);
  });

  it('refuses an expired code (rows back-dated in the database)', async () => {
    const ip = freshIp();
    const mobile = '13800000004'; // finance
    await sendLoginMsg({ mobile, site: 'buyer' }, ip);
    const code = await t.latestCode(mobile);
    await t.sql("update verification_codes set expires_at = now() - interval '1 second' where target = $1", [
      mobile,
    ]);
    const res = await post('/tenant/buyer/login/quick', { mobile, code }, ip);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.errorCode).toBe('auth.invalidSmsCode');
    await ageCodes(mobile);
  });

  it('answers an unknown number exactly like a known one, with the same 60-second and daily limits', async () => {
    const ip = freshIp();
    const known = await sendLoginMsg({ mobile: '13800000001', site: 'buyer' }, ip);
    const unknown = await sendLoginMsg({ mobile: '13612345678', site: 'buyer' }, ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const outbox = await t.sql('select 1 from outbox_messages where recipient = $1', ['13612345678']);
    expect(outbox).toHaveLength(0);

    for (const mobile of ['13800000001', '13612345678']) {
      const soon = await sendLoginMsg({ mobile, site: 'buyer' }, ip, 'zh_cn');
      expect(soon.statusCode).toBe(429);
      expect(body<ErrorData>(soon).data.errorCode).toBe('notify.tooSoon');
      expect(body(soon).desc).toContain('60');
    }
    // Ten codes in the last day, each over a minute after the previous one: the eleventh is refused.
    const mobile = '13800000001';
    for (let i = 0; i < 9; i++) {
      t.clock.advance(61_000);
      expect((await sendLoginMsg({ mobile, site: 'buyer' }, freshIp())).statusCode, `code ${i + 2}`).toBe(
        200,
      );
    }
    t.clock.advance(61_000);
    const daily = await sendLoginMsg({ mobile, site: 'buyer' }, ip);
    expect(daily.statusCode).toBe(429);
    expect(body<ErrorData>(daily).data.errorCode).toBe('notify.dailyLimit');
  });

  it('refuses a malformed number with a field error', async () => {
    const res = await sendLoginMsg({ mobile: '12345', site: 'buyer' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
      path: 'mobile',
      code: 'validation.mobile',
    });
  });

  it('limits sign-in requests per address (30 per 15 minutes), whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await sendLoginMsg({ mobile: `1350000${String(i).padStart(4, '0')}`, site: 'buyer' }, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const over = await sendLoginMsg({ mobile: '13511112222', site: 'buyer' }, ip);
    expect(over.statusCode).toBe(429);
    expect(body<ErrorData>(over).data.errorCode).toBe('common.rateLimited');
    // Another address is not affected.
    expect((await sendLoginMsg({ mobile: '13511112223', site: 'buyer' }, freshIp())).statusCode).toBe(200);
  });
});

describe('simulated outbox (operations)', () => {
  it('lists the simulated messages newest first for the ops user only', async () => {
    const ops = await t.login('ops', 'ops');
    const res = await t.request({ method: 'GET', url: '/api/v1/ops/outbox', token: ops });
    expect(res.statusCode).toBe(200);
    const list = body<{ recipient: string; body: string; createdAt: string; provider: string }[]>(res).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list.every((m) => m.provider === 'simulator')).toBe(true);
    const times = list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const buyer = await t.login('admin');
    expect((await t.request({ method: 'GET', url: '/api/v1/ops/outbox', token: buyer })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/v1/ops/outbox' })).statusCode).toBe(401);
  });
});
