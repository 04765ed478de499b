import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSocialCreditCode } from '@procure/shared-validation';
import { startTestApp, type TestApp } from './support/test-app.ts';

// DOMAIN.md §3: every unified social credit code the demo seed writes passes its check character, so a
// supplier onboarded or searched with the demo's own code is never refused by the rule the forms apply.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo credit codes', () => {
  it('every supplier company and every buyer profile of a supplier carries a valid code', async () => {
    const rows = await t.sql<{ code: string }>(
      `select social_credit_code as code from vendors where social_credit_code is not null
       union select social_credit_code from md_vendor_profiles`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.code).filter((c) => !isValidSocialCreditCode(c))).toEqual([]);
  });
});
