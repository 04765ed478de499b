import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sendBudgetsOf } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SESSION_IDLE_MINUTES: 30,
      LOG_LEVEL: 'info',
      SEED_DEMO: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toMatch(/\.data[/\\]pglite$/);
    expect(config.CAPTCHA_FIXED_CODE).toBeUndefined();
  });

  it('has the send budgets of issue #18 by default and reads them from the environment', () => {
    expect(sendBudgetsOf(loadConfig({}))).toEqual({
      targetGapSeconds: 60,
      targetPerDay: 10,
      clientPer10Minutes: 5,
      clientPerDay: 20,
      tenantPerDay: 200,
      globalPerHour: { sms: 500, email: 1000 },
    });
    const custom = sendBudgetsOf(loadConfig({ SEND_CLIENT_PER_10_MIN: '3', SEND_SMS_PER_HOUR: '40' }));
    expect(custom.clientPer10Minutes).toBe(3);
    expect(custom.globalPerHour.sms).toBe(40);
    expect(() => loadConfig({ SEND_TARGET_PER_DAY: '0' })).toThrow(/SEND_TARGET_PER_DAY/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/procure',
      SESSION_IDLE_MINUTES: '0.5',
      SEED_DEMO: '1',
      CAPTCHA_FIXED_CODE: 'abcd',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db:5432/procure',
      SESSION_IDLE_MINUTES: 0.5,
      SEED_DEMO: true,
      CAPTCHA_FIXED_CODE: 'abcd',
    });
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('never accepts a fixed image code in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_CODE: 'abcd' })).toThrow(
      /CAPTCHA_FIXED_CODE/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).CAPTCHA_FIXED_CODE).toBeUndefined();
  });

  it('reads TRUST_PROXY: off by default, true, a hop count or addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the send audit 30 days unless told otherwise', () => {
    expect(loadConfig({}).SEND_AUDIT_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ SEND_AUDIT_RETENTION_DAYS: '90' }).SEND_AUDIT_RETENTION_DAYS).toBe(90);
    expect(() => loadConfig({ SEND_AUDIT_RETENTION_DAYS: '0' })).toThrow(/SEND_AUDIT_RETENTION_DAYS/);
  });
});
