import { describe, expect, it } from 'vitest';
import { messageSettingsInputSchema, modifyPasswordInputSchema, workProxyInputSchema } from './wire.ts';

const DELEGATE = '00000000-0000-4000-8000-000000003003';
const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('workProxyInputSchema', () => {
  it('accepts a one-day period', () => {
    const input = { delegateUserId: DELEGATE, startDate: '2026-12-01', endDate: '2026-12-01' };
    expect(workProxyInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses an end before the start, on the end date', () => {
    const input = { delegateUserId: DELEGATE, startDate: '2026-12-02', endDate: '2026-12-01' };
    expect(firstIssue(workProxyInputSchema.safeParse(input))).toEqual(['endDate:workProxy.endBeforeStart']);
  });

  it('refuses dates that do not exist and ids that are not UUIDs', () => {
    const input = { delegateUserId: '1e309', startDate: '2026-02-30', endDate: '2026-13-01' };
    expect(firstIssue(workProxyInputSchema.safeParse(input))).toEqual([
      'delegateUserId:validation.invalid',
      'startDate:validation.invalid',
      'endDate:validation.invalid',
    ]);
  });
});

describe('modifyPasswordInputSchema', () => {
  it('refuses a confirmation that differs', () => {
    const input = {
      oldPassword: 'x',
      newPassword: 'Passw0rd!',
      confirmPassword: 'Passw0rd?',
      code: '123456',
    };
    expect(firstIssue(modifyPasswordInputSchema.safeParse(input))).toEqual([
      'confirmPassword:mysetting.passwordMismatch',
    ]);
  });
});

describe('messageSettingsInputSchema', () => {
  it('refuses the same message type twice', () => {
    const item = { messageType: 'payment', inApp: true, email: false, sms: false };
    expect(messageSettingsInputSchema.safeParse({ items: [item, item] }).success).toBe(false);
    expect(messageSettingsInputSchema.safeParse({ items: [item] }).success).toBe(true);
  });
});
