import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies', async () => {
    const a = await hashPassword('Procure@2026');
    const b = await hashPassword('Procure@2026');
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Procure@2026')).toBe(true);
    expect(await verifyPassword(a, 'procure@2026')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('burns a verification for unknown users and always fails', async () => {
    expect(await burnPasswordCheck('Procure@2026')).toBe(false);
  });
});
