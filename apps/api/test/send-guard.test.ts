import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// The send guard (libs/server/notify/src/send-guard.ts) on real PostgreSQL: image code, budgets per
// target, per client, per tenant and per channel, the operator's block, and the audit rows.

let nextIp = 1;
const freshIp = () => `10.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const outboxCount = async (t: TestApp, recipients: string[]) =>
  Number(
    (
      await t.sql<{ n: string }>('select count(*) n from outbox_messages where recipient = any($1)', [
        recipients,
      ])
    )[0]?.n,
  );

describe('send guard with the default budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sendRegistrationSms = async (
    mobile: string,
    ip: string,
    image?: { verifyKey: string; verifyCode: string },
    language: 'zh_cn' | 'en_us' = 'en_us',
  ) => {
    const query = new URLSearchParams(image ?? (await t.imageCode())).toString();
    return t.request({
      method: 'GET',
      url: `/api/v1/tenant/reg/sendMobileCode/${mobile}?${query}`,
      remoteAddress: ip,
      language,
    });
  };

  it('lets at most the per-client budget through when one client bursts 60 numbers at once', async () => {
    const ip = freshIp();
    const mobiles = Array.from({ length: 60 }, (_, i) => `1360000${String(i).padStart(4, '0')}`);
    const images: { verifyKey: string; verifyCode: string }[] = [];
    for (const _ of mobiles) images.push(await t.imageCode());
    // All at once: the budgets are taken in the database, so concurrent requests queue on the bucket row.
    const answers = await Promise.all(mobiles.map((m, i) => sendRegistrationSms(m, ip, images[i])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(body<ErrorData>(refused!).data.errorCode).toBe('notify.clientLimit');
    expect(body(refused!).desc).toBe(
      'Too many codes were requested from this device or network. Try again later.',
    );
    expect(await outboxCount(t, mobiles)).toBe(5);

    const audit = await t.sql<{ outcome: string; reason: string | null; n: string }>(
      `select outcome, reason, count(*) n from send_audit where client_ip = $1 group by 1, 2 order by 1`,
      [ip],
    );
    expect(audit).toEqual([
      { outcome: 'allowed', reason: null, n: '5' },
      { outcome: 'refused', reason: 'clientIp', n: '55' },
    ]);
    // The same client stays refused (in Chinese too); another client is not affected.
    const again = await sendRegistrationSms('13611112222', ip, undefined, 'zh_cn');
    expect(again.statusCode).toBe(429);
    expect(body(again).desc).toMatch(/请求.*过多|过于频繁/);
    expect((await sendRegistrationSms('13611112223', freshIp())).statusCode).toBe(200);
  });

  it('counts the image-code key as a client too: one key fetched again from many addresses', async () => {
    const verifyKey = crypto.randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await t.request({ method: 'GET', url: `/api/v1/verifycode/getVerifyCodeByBase64?key=${verifyKey}` });
      const res = await sendRegistrationSms(`1362000000${i}`, freshIp(), { verifyKey, verifyCode: 'T3st' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(body<ErrorData>(res).data.errorCode).toBe('notify.clientLimit');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends one number at most once when ten clients ask for it at the same moment', async () => {
    const mobile = '13630000000';
    const images = await Promise.all(Array.from({ length: 10 }, () => t.imageCode()));
    const answers = await Promise.all(images.map((image) => sendRegistrationSms(mobile, freshIp(), image)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    expect(await outboxCount(t, [mobile])).toBe(1);
  });

  it('refuses the 11th code for one number in a day (fake clock), then lets it through a day later', async () => {
    const mobile = '13640000000';
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    for (let i = 0; i < 10; i++) {
      const res = await sendRegistrationSms(mobile, freshIp());
      expect(res.statusCode, `code ${i + 1}: ${res.body}`).toBe(200);
      // Within the minute, the same number is refused.
      if (i === 0) {
        const soon = await sendRegistrationSms(mobile, freshIp());
        expect(body<ErrorData>(soon).data.errorCode).toBe('notify.tooSoon');
      }
      t.clock.advance(61_000);
    }
    const eleventh = await sendRegistrationSms(mobile, freshIp());
    expect(eleventh.statusCode).toBe(429);
    expect(body<ErrorData>(eleventh).data.errorCode).toBe('notify.dailyLimit');
    expect(await outboxCount(t, [mobile])).toBe(10);
    const [refusal] = await t.sql<{ reason: string }>(
      "select reason from send_audit where target = $1 and outcome = 'refused' order by at desc limit 1",
      [mobile],
    );
    expect(refusal?.reason).toBe('targetDay');

    t.clock.advance(24 * 60 * 60_000);
    expect((await sendRegistrationSms(mobile, freshIp())).statusCode).toBe(200);
    expect(await outboxCount(t, [mobile])).toBe(11);
  });

  it('answers 400 and sends nothing without a valid image code (single use)', async () => {
    const mobile = '13650000000';
    const ip = freshIp();
    const missing = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/reg/sendMobileCode/${mobile}`,
      remoteAddress: ip,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      body<ErrorData>(missing)
        .data.fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['verifyCode', 'verifyKey']);

    const wrong = await sendRegistrationSms(mobile, ip, { verifyKey: await t.captcha(), verifyCode: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(body<ErrorData>(wrong).data.errorCode).toBe('auth.invalidVerifyCode');

    const unknownKey = await sendRegistrationSms(mobile, ip, {
      verifyKey: crypto.randomUUID(),
      verifyCode: 'T3st',
    });
    expect(unknownKey.statusCode).toBe(400);

    const image = await t.imageCode();
    expect((await sendRegistrationSms(mobile, ip, image)).statusCode).toBe(200);
    t.clock.advance(61_000);
    const replay = await sendRegistrationSms(mobile, ip, image);
    expect(replay.statusCode).toBe(400);
    expect(body<ErrorData>(replay).data.errorCode).toBe('auth.invalidVerifyCode');
    expect(await outboxCount(t, [mobile])).toBe(1);

    // The e-mail code, the reset code and the SMS login ask for it as well.
    const mail = await t.request({ method: 'GET', url: '/api/v1/tenant/reg/sendEmailCode/a@example.com' });
    expect(mail.statusCode).toBe(400);
    const reset = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/reset/password/vercode/13800000003`,
    });
    expect(reset.statusCode).toBe(400);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/sendLoginMsg',
      payload: { mobile: '13800000003', site: 'buyer', verifyKey: crypto.randomUUID(), verifyCode: 'T3st' },
    });
    expect(login.statusCode).toBe(400);
    expect(body<ErrorData>(login).data.errorCode).toBe('auth.invalidVerifyCode');
    expect(await outboxCount(t, ['a@example.com', '13800000003'])).toBe(0);
    const audit = await t.sql<{ n: string }>(
      "select count(*) n from send_audit where reason = 'imageCode' and target in ($1, '13800000003')",
      [mobile],
    );
    expect(Number(audit[0]?.n)).toBe(4);
  });

  it('counts SMS-login attempts for numbers without an account with the same neutral answer', async () => {
    const ip = freshIp();
    const unknown = Array.from({ length: 5 }, (_, i) => `1366000000${i}`);
    for (const mobile of unknown) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/sendLoginMsg',
        payload: { mobile, site: 'buyer', ...(await t.imageCode()) },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await outboxCount(t, unknown)).toBe(0);
    // The budget is used up by them: a known number from the same client is now refused.
    const known = await t.request({
      method: 'POST',
      url: '/api/v1/sendLoginMsg',
      payload: { mobile: '13800000001', site: 'buyer', ...(await t.imageCode()) },
      remoteAddress: ip,
    });
    expect(known.statusCode).toBe(429);
    expect(body<ErrorData>(known).data.errorCode).toBe('notify.clientLimit');
  });

  it('refuses every send from an address an operator blocked', async () => {
    const ip = freshIp();
    await t.sql(
      "insert into send_blocks (client_ip, until, created_at) values ($1, now() + interval '1 day', now())",
      [ip],
    );
    t.clock.set(new Date());
    const res = await sendRegistrationSms('13670000000', ip, undefined, 'zh_cn');
    expect(res.statusCode).toBe(429);
    expect(body<ErrorData>(res).data.errorCode).toBe('notify.clientBlocked');
    expect(await outboxCount(t, ['13670000000'])).toBe(0);
  });
});

describe('send guard: tenant and global budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEND_SMS_PER_HOUR: '3', SEND_TENANT_PER_DAY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits signed-in senders per tenant', async () => {
    const token = await t.login('admin');
    const send = (mobile: string) =>
      t.request({ method: 'POST', url: '/api/v1/mysetting/sendmsg', token, payload: { mobile } });
    expect((await send('13680000000')).statusCode).toBe(200);
    const over = await send('13680000001');
    expect(over.statusCode).toBe(429);
    expect(body<ErrorData>(over).data.errorCode).toBe('notify.tenantLimit');
    expect(await outboxCount(t, ['13680000001'])).toBe(0);
    t.clock.advance(61 * 60_000);
  });

  it('trips the global hourly SMS budget and recovers an hour later; e-mail has its own', async () => {
    const send = async (path: string, language: 'zh_cn' | 'en_us' = 'en_us') =>
      t.request({
        method: 'GET',
        url: `/api/v1/tenant/reg/${path}?${await t.imageQuery()}`,
        remoteAddress: freshIp(),
        language,
      });
    for (let i = 0; i < 3; i++) expect((await send(`sendMobileCode/1369000000${i}`)).statusCode).toBe(200);
    const busy = await send('sendMobileCode/13690000009');
    expect(busy.statusCode).toBe(429);
    expect(body<ErrorData>(busy).data.errorCode).toBe('notify.busy');
    expect(body(busy).desc).toBe('Too many messages are being sent right now. Try again in a while.');
    const busyZh = await send('sendMobileCode/13690000008', 'zh_cn');
    expect(body(busyZh).desc).not.toBe(body(busy).desc);
    expect((await send('sendEmailCode/global@example.com')).statusCode).toBe(200);

    t.clock.advance(61 * 60_000);
    expect((await send('sendMobileCode/13690000009')).statusCode).toBe(200);
    expect(await outboxCount(t, ['13690000008'])).toBe(0);
    const reasons = await t.sql<{ reason: string }>(
      "select distinct reason from send_audit where outcome = 'refused' order by reason",
    );
    expect(reasons.map((r) => r.reason)).toEqual(['global', 'tenant']);
  });
});

describe('send guard: the operations view', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the last day per channel and the top senders, and blocks a pumping client for a day', async () => {
    const pump = '198.51.100.7';
    for (let i = 0; i < 8; i++) {
      await t.request({
        method: 'GET',
        url: `/api/v1/tenant/reg/sendMobileCode/1374000000${i}?${await t.imageQuery()}`,
        remoteAddress: pump,
      });
    }
    const ops = await t.login('ops', 'ops');
    const summary = async () => {
      const res = await t.request({ method: 'GET', url: '/api/v1/ops/sendGuard/summary', token: ops });
      expect(res.statusCode).toBe(200);
      return body<{
        channels: { channel: string; allowed: number; refused: number }[];
        refusals: { channel: string; reason: string; count: number }[];
        clients: {
          clientIp: string;
          allowed: number;
          refused: number;
          targets: number;
          blockedUntil: string | null;
        }[];
      }>(res).data;
    };
    const first = await summary();
    expect(first.channels.find((c) => c.channel === 'sms')).toMatchObject({ allowed: 5, refused: 3 });
    expect(first.refusals).toEqual([{ channel: 'sms', reason: 'clientIp', count: 3 }]);
    expect(first.clients[0]).toMatchObject({
      clientIp: pump,
      allowed: 5,
      refused: 3,
      targets: 8,
      blockedUntil: null,
    });

    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/ops/sendGuard/block',
      token: ops,
      payload: { clientIp: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);

    const blocked = await t.request({
      method: 'POST',
      url: '/api/v1/ops/sendGuard/block',
      token: ops,
      payload: { clientIp: '198.51.100.8' },
      language: 'en_us',
    });
    expect(blocked.statusCode).toBe(200);
    expect(body(blocked).desc).toBe('The address is blocked for a day');
    const refused = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/reg/sendMobileCode/13740000099?${await t.imageQuery()}`,
      remoteAddress: '198.51.100.8',
    });
    expect(body<ErrorData>(refused).data.errorCode).toBe('notify.clientBlocked');
    // A day later the block has ended by itself.
    t.clock.advance(24 * 3600_000 + 60_000);
    const later = await t.request({
      method: 'GET',
      url: `/api/v1/tenant/reg/sendMobileCode/13740000099?${await t.imageQuery()}`,
      remoteAddress: '198.51.100.8',
    });
    expect(later.statusCode).toBe(200);

    // Unblocking what is not blocked: 404.
    const none = await t.request({
      method: 'POST',
      url: '/api/v1/ops/sendGuard/unblock',
      token: ops,
      payload: { clientIp: '198.51.100.8' },
    });
    expect(none.statusCode).toBe(404);
    const buyer = await t.login('admin');
    const forbidden = await t.request({ method: 'GET', url: '/api/v1/ops/sendGuard/summary', token: buyer });
    expect(forbidden.statusCode).toBe(403);
  });
});
