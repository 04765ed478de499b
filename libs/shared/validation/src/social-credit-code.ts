/** GB 32100-2015 alphabet: digits and upper-case letters without I, O, S, V, Z. */
export const SOCIAL_CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character for the first 17 characters, or `undefined` if one is outside the alphabet. */
export function socialCreditCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = SOCIAL_CREDIT_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const check = 31 - (sum % 31);
  return SOCIAL_CREDIT_ALPHABET.charAt(check === 31 ? 0 : check);
}

export function isSocialCreditFormat(value: string): boolean {
  return FORMAT.test(value);
}

export function isValidSocialCreditCode(value: string): boolean {
  return isSocialCreditFormat(value) && socialCreditCheckChar(value.slice(0, 17)) === value.charAt(17);
}
