import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 §1 quick invitation settings by type (GET /vendor/invitationSetting?type=, POST …/update): per
// channel the default message text and the link's validity days; send and resend use them; bad input is
// refused with translated field errors and changes nothing; another tenant keeps its own settings.

let t: TestApp;
let admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.advance(120_000);
});

const request = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  language: 'zh_cn' | 'en_us' = 'en_us',
) => t.request({ method, url: `/api/v1${url}`, token: admin, language, ...(payload ? { payload } : {}) });
const setting = async (type: string) =>
  body<{ channel: string; message: string; validDays: number }>(
    await request('GET', `/vendor/invitationSetting?type=${type}`),
  ).data;
const saved = () =>
  t.sql<{ tenant_id: string; channel: string; message: string; valid_days: number }>(
    'select tenant_id, channel, message, valid_days from vendor_invitation_settings order by tenant_id, channel',
  );

describe('quick invitation settings by type', () => {
  it('answers the defaults until saved, then the saved text and days per channel', async () => {
    expect(await setting('email')).toEqual({ channel: 'email', message: '', validDays: 7 });
    const res = await request('POST', '/vendor/invitationSetting/update', {
      channel: 'email',
      message: '  欢迎加入华夏智造供应商体系，请尽快完成注册。  ',
      validDays: 14,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).desc).toBe('Invitation settings saved');
    expect(await setting('email')).toEqual({
      channel: 'email',
      message: '欢迎加入华夏智造供应商体系，请尽快完成注册。',
      validDays: 14,
    });
    expect(await setting('sms')).toEqual({ channel: 'sms', message: '', validDays: 7 });
  });

  it('an invitation uses its channel setting: the text, the days in the message and the link expiry', async () => {
    await request('POST', '/vendor/invitationSetting/update', {
      channel: 'email',
      message: '请在两周内完成注册。',
      validDays: 14,
    });
    const target = `settings-${randomUUID().slice(0, 8)}@example.com`;
    const sentAt = t.clock.now().getTime();
    const sent = await request(
      'POST',
      '/vendor/invitation/send',
      { channel: 'email', target, companyName: '设置测试公司' },
      'zh_cn',
    );
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.sql<{ body: string }>('select body from outbox_messages where recipient = $1', [
      target,
    ]);
    expect(mail!.body).toMatch(/^请在两周内完成注册。/);
    expect(mail!.body).toContain('14');
    expect(mail!.body).toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    const [row] = await t.sql<{ id: string; expires_at: Date }>(
      'select id, expires_at from vendor_invitations where target = $1',
      [target],
    );
    expect(row!.expires_at.getTime() - sentAt).toBeGreaterThanOrEqual(14 * DAY);
    expect(row!.expires_at.getTime() - sentAt).toBeLessThan(14 * DAY + 10_000);

    // Resend after the setting changed: the new link lives the new number of days.
    await request('POST', '/vendor/invitationSetting/update', {
      channel: 'email',
      message: '',
      validDays: 3,
    });
    t.clock.advance(120_000);
    const resentAt = t.clock.now().getTime();
    expect((await request('POST', '/vendor/invitation/resend', { id: row!.id })).statusCode).toBe(200);
    const [again] = await t.sql<{ expires_at: Date }>(
      'select expires_at from vendor_invitations where id = $1',
      [row!.id],
    );
    expect(again!.expires_at.getTime() - resentAt).toBeGreaterThanOrEqual(3 * DAY);
    expect(again!.expires_at.getTime() - resentAt).toBeLessThan(3 * DAY + 10_000);
    const [standard] = await t.sql<{ body: string }>(
      'select body from outbox_messages where recipient = $1 order by created_at desc limit 1',
      [target],
    );
    expect(standard!.body).toContain('3'); // the standard wording again, with the new days
    expect(standard!.body).not.toContain('请在两周内完成注册');
  });

  it('refuses bad input with translated field errors and changes nothing', async () => {
    const before = await saved();
    const cases: [object, string][] = [
      [{ channel: 'fax', message: '', validDays: 7 }, 'channel'],
      [{ channel: 'email', message: '', validDays: 0 }, 'validDays'],
      [{ channel: 'email', message: '', validDays: 31 }, 'validDays'],
      [{ channel: 'email', message: '', validDays: 2.5 }, 'validDays'],
      [{ channel: 'email', message: 'x'.repeat(1001), validDays: 7 }, 'message'],
      [{ channel: 'sms', message: '短'.repeat(121), validDays: 7 }, 'message'],
    ];
    for (const [payload, path] of cases) {
      const res = await request('POST', '/vendor/invitationSetting/update', payload, 'zh_cn');
      expect(res.statusCode).toBe(400);
      const b = body<ErrorData>(res);
      expect(b.data.errorCode).toBe('validation.failed');
      expect(b.data.fields?.map((f) => f.path)).toContain(path);
      expect(b.data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await request('GET', '/vendor/invitationSetting?type=fax')).statusCode).toBe(400);
    expect(await saved()).toEqual(before);
  });

  it("keeps each tenant's settings to itself", async () => {
    await t.sql(
      `insert into vendor_invitation_settings (tenant_id, channel, message, valid_days, updated_by)
       values ($1, 'sms', '东方短信', 9, $2)`,
      [DEMO.tenants.dongfang, DEMO.users.purchaser],
    );
    expect(await setting('sms')).toEqual({ channel: 'sms', message: '', validDays: 7 });
    await request('POST', '/vendor/invitationSetting/update', {
      channel: 'sms',
      message: '华夏短信',
      validDays: 5,
    });
    expect(await setting('sms')).toEqual({ channel: 'sms', message: '华夏短信', validDays: 5 });
    const [dongfang] = await t.sql<{ message: string; valid_days: number }>(
      "select message, valid_days from vendor_invitation_settings where tenant_id = $1 and channel = 'sms'",
      [DEMO.tenants.dongfang],
    );
    expect(dongfang).toEqual({ message: '东方短信', valid_days: 9 });
  });
});
