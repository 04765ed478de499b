import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SOCIAL_CREDIT_ALPHABET,
  isValidSocialCreditCode,
  socialCreditCheckChar,
} from './social-credit-code.ts';

describe('socialCreditCheckChar', () => {
  it.each([
    ['91350100M000100Y4', '3'],
    ['91110000600037341', 'L'],
    ['91440300708461136', 'T'],
    // Σ mod 31 = 0 gives 31, which wraps to the alphabet's first character.
    ['91110108560000016', '0'],
  ])('%s → %s', (first17, check) => {
    expect(socialCreditCheckChar(first17)).toBe(check);
  });

  it('refuses a prefix of the wrong length or outside the alphabet', () => {
    expect(socialCreditCheckChar('9135010')).toBeUndefined();
    expect(socialCreditCheckChar('91350100I000100Y4')).toBeUndefined();
  });

  const body = fc.string({ unit: fc.constantFrom(...SOCIAL_CREDIT_ALPHABET), minLength: 17, maxLength: 17 });

  it('accepts every prefix completed with its check character, and no other character', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...SOCIAL_CREDIT_ALPHABET), (first17, other) => {
        const check = socialCreditCheckChar(first17) ?? '';
        expect(isValidSocialCreditCode(first17 + check)).toBe(true);
        if (other !== check) expect(isValidSocialCreditCode(first17 + other)).toBe(false);
      }),
    );
  });
});
