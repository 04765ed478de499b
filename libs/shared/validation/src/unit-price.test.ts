import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_TEXT_CASES, outcome, withParams, type Case } from './test-utils.ts';
import { sanitizeNumber, unitPrice } from './unit-price.ts';

const limit = (decimals: number) => withParams('validation.unitPrice', { decimals });

const CASES: Record<number, readonly Case[]> = {
  0: [
    ['0', null],
    ['1234567890', null],
    ['12345678901', limit(0)],
    ['1.5', limit(0)],
    ['12.', 'validation.number'],
    ['-1', 'validation.nonNegative'],
    ['01', 'validation.leadingZero'],
    ['1e5', 'validation.number'],
  ],
  2: [
    ['0', null],
    ['0.', null],
    ['12.', null],
    ['0.01', null],
    ['1234567890.12', null],
    ['123456789.1', null],
    ['12345678901', limit(2)],
    ['12345678901.1', limit(2)],
    ['1.123', limit(2)],
    ['9'.repeat(10_000), limit(2)],
    ['1.' + '1'.repeat(10_000), limit(2)],
    ['-1', 'validation.nonNegative'],
    ['+1', 'validation.number'],
    ['1e5', 'validation.number'],
    ['01.5', 'validation.leadingZero'],
    ['.5', 'validation.number'],
    ['１.５', 'validation.number'],
    ['1，5', 'validation.number'],
    ['一', 'validation.number'],
  ],
  4: [
    ['1.1234', null],
    ['1.123', null],
    ['1.12345', limit(4)],
  ],
};

describe.each(Object.entries(CASES))('unitPrice(%s)', (decimals, cases) => {
  const schema = unitPrice(Number(decimals));
  it.each([...SHARED_TEXT_CASES, ...cases])('%j → %j', (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('unitPrice', () => {
  it('refuses a decimals setting that is not a small non-negative integer', () => {
    expect(() => unitPrice(-1)).toThrow(RangeError);
    expect(() => unitPrice(1.5)).toThrow(RangeError);
    expect(() => unitPrice(21)).toThrow(RangeError);
  });
});

describe('sanitizeNumber', () => {
  it.each([
    ['', 2, ''],
    ['abc', 2, ''],
    ['12.345', 2, '12.34'],
    ['12.999', 2, '12.99'],
    ['12.999', 0, '12'],
    ['1.2.3', 2, '1.23'],
    ['1.', 2, '1.'],
    ['1.', 0, '1'],
    ['.', 2, '0.'],
    ['.', 0, ''],
    ['.5', 2, '0.5'],
    ['007', 2, '7'],
    ['000', 2, '0'],
    ['00.50', 2, '0.50'],
    ['-12.5', 2, '12.5'],
    ['+1e5', 2, '15'],
    ['1,234.5', 2, '1234.5'],
    ['¥ 1 234', 2, '1234'],
    ['１２．３４５', 2, '12.34'],
    ['１２。３', 2, '12.3'],
    ['十二', 2, ''],
    ['123456789012345', 2, '1234567890'],
    ['123456789012345.678', 3, '1234567890.678'],
    ['0000000000012', 2, '12'],
  ] as const)('%j with %i decimals → %j', (input, decimals, expected) => {
    expect(sanitizeNumber(input, decimals)).toBe(expected);
  });

  // Inputs rich in the characters that matter: digits, points, zeros, signs, full-width forms.
  const typed = fc.string({
    unit: fc.constantFrom('0', '1', '5', '9', '.', '.', '-', '+', 'e', ',', ' ', 'a', '中', '１', '．', '。'),
    maxLength: 40,
  });
  const anyText = fc.oneof(typed, fc.string({ maxLength: 40 }));
  const decimalsArb = fc.integer({ min: 0, max: 8 });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, decimalsArb, (input, decimals) => {
        const once = sanitizeNumber(input, decimals);
        expect(sanitizeNumber(once, decimals)).toBe(once);
      }),
    );
  });

  it('never exceeds 10 integer digits nor the allowed decimals', () => {
    fc.assert(
      fc.property(anyText, decimalsArb, (input, decimals) => {
        const out = sanitizeNumber(input, decimals);
        const [integer = '', fraction = ''] = out.split('.');
        expect(integer.length).toBeLessThanOrEqual(10);
        expect(fraction.length).toBeLessThanOrEqual(decimals);
        expect(out.length).toBeLessThanOrEqual(10 + (decimals > 0 ? 1 + decimals : 0));
      }),
    );
  });

  it('always produces a value unitPrice(decimals) accepts, when non-empty', () => {
    fc.assert(
      fc.property(anyText, decimalsArb, (input, decimals) => {
        const out = sanitizeNumber(input, decimals);
        if (out !== '') expect(unitPrice(decimals).safeParse(out).success).toBe(true);
      }),
    );
  });

  it('leaves a value unitPrice(decimals) accepts unchanged', () => {
    const valid = fc
      .tuple(
        fc.stringMatching(/^(0|[1-9]\d{0,9})$/),
        fc.stringMatching(/^\d{0,4}$/),
        fc.integer({ min: 4, max: 8 }),
      )
      .map(
        ([integer, fraction, decimals]) =>
          [fraction === '' ? integer : `${integer}.${fraction}`, decimals] as const,
      );
    fc.assert(
      fc.property(valid, ([value, decimals]) => {
        expect(sanitizeNumber(value, decimals)).toBe(value);
      }),
    );
  });

  it('truncates and never rounds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,5}\.\d{1,8}$/),
        fc.integer({ min: 0, max: 8 }),
        (value, decimals) => {
          const out = sanitizeNumber(value, decimals);
          expect(value.startsWith(out.endsWith('.') ? out.slice(0, -1) : out)).toBe(true);
        },
      ),
    );
  });
});
