import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan, money } from './money.ts';

describe('money (examples)', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.10', '2.2', '3.30'],
    ['99999999.99', '0.01', '100000000.00'],
    ['-1.5', '1.5', '0.0'],
    ['-0.01', '0', '-0.01'],
    ['007', '1.', '8'],
  ])('add(%s, %s) = %s', (a, b, sum) => {
    expect(money.add(a, b)).toBe(sum);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.001', '-0.001'],
    ['100000000.00', '0.01', '99999999.99'],
  ])('sub(%s, %s) = %s', (a, b, diff) => {
    expect(money.sub(a, b)).toBe(diff);
  });

  it('sums, multiplies and compares exactly', () => {
    expect(money.sum([])).toBe('0');
    expect(money.sum(['0.1', '0.1', '0.1'])).toBe('0.3');
    expect(money.mul('3', '0.1')).toBe('0.3');
    expect(money.mul('1.25', '-0.04')).toBe('-0.0500');
    expect(money.compare('1.50', '1.5')).toBe(0);
    expect(money.compare('-2', '1')).toBe(-1);
    expect(money.compare('10', '9.999')).toBe(1);
    expect(money.sign('-0.00')).toBe(0);
    expect(money.normalize('-007.50')).toBe('-7.50');
    expect(money.normalize('-0.0')).toBe('0.0');
  });

  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['-0.004', 2, '0.00'],
    ['0.995', 2, '1.00'],
    ['5', 2, '5.00'],
    ['1.5', 0, '2'],
  ] as const)('round(%s, %i) = %s', (value, decimals, rounded) => {
    expect(money.round(value, decimals)).toBe(rounded);
  });

  it.each([
    ['0', '0.00', '¥0.00'],
    ['1234567.891', '1,234,567.89', '¥1,234,567.89'],
    ['999.995', '1,000.00', '¥1,000.00'],
    ['-1234.5', '-1,234.50', '-¥1,234.50'],
    ['100', '100.00', '¥100.00'],
    ['123456789012.3456', '123,456,789,012.35', '¥123,456,789,012.35'],
  ])('format(%s) = %s, formatYuan = %s', (value, formatted, yuan) => {
    expect(money.format(value)).toBe(formatted);
    expect(formatYuan(value)).toBe(yuan);
  });

  it('formats with other decimal counts', () => {
    expect(money.format('1234.5', 4)).toBe('1,234.5000');
    expect(money.format('1234.5', 0)).toBe('1,235');
  });

  it.each(['', '-', '.5', '1e5', '1,000', 'NaN', '１', ' 1', '0x10'])('refuses %j', (value) => {
    expect(() => money.add(value, '1')).toThrow(RangeError);
  });

  it('unformats what it formatted', () => {
    expect(money.unformat('¥1,234,567.89')).toBe('1234567.89');
    expect(money.unformat('-¥1,234.50')).toBe('-1234.50');
    expect(() => money.unformat('¥abc')).toThrow(RangeError);
  });
});

/** A decimal string with its exact value as a BigInt scaled by 10^scale, built independently. */
const decimalArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => {
    const abs = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const body = scale === 0 ? abs : `${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
    return { text: units < 0n ? `-${body}` : body, units, scale };
  });

/** The exact value of a decimal string as a fraction units / 10^scale (reference parser). */
function exact(text: string): { units: bigint; scale: number } {
  const negative = text.startsWith('-');
  const [integer = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(integer + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

function sameValue(a: { units: bigint; scale: number }, b: { units: bigint; scale: number }): boolean {
  return a.units * 10n ** BigInt(b.scale) === b.units * 10n ** BigInt(a.scale);
}

describe('money (properties)', () => {
  it('adds and subtracts exactly, as the BigInt reference does', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const x = a.units * 10n ** BigInt(scale - a.scale);
        const y = b.units * 10n ** BigInt(scale - b.scale);
        expect(sameValue(exact(money.add(a.text, b.text)), { units: x + y, scale })).toBe(true);
        expect(sameValue(exact(money.sub(a.text, b.text)), { units: x - y, scale })).toBe(true);
      }),
    );
  });

  it('sums a list exactly', () => {
    fc.assert(
      fc.property(fc.array(decimalArb, { maxLength: 20 }), (values) => {
        const scale = Math.max(0, ...values.map((v) => v.scale));
        const total = values.reduce((t, v) => t + v.units * 10n ** BigInt(scale - v.scale), 0n);
        expect(sameValue(exact(money.sum(values.map((v) => v.text))), { units: total, scale })).toBe(true);
      }),
    );
  });

  it('undoes an add with a sub', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(money.compare(money.sub(money.add(a.text, b.text), b.text), a.text)).toBe(0);
      }),
    );
  });

  it('compares as the reference does, and antisymmetrically', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const diff = a.units * 10n ** BigInt(b.scale) - b.units * 10n ** BigInt(a.scale);
        expect(money.compare(a.text, b.text)).toBe(diff < 0n ? -1 : diff > 0n ? 1 : 0);
        expect(money.compare(b.text, a.text)).toBe(-money.compare(a.text, b.text) || 0);
      }),
    );
  });

  it('round-trips format: unformat(format(x, d)) is round(x, d), equal to x when x has ≤ d decimals', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 8 }), (a, decimals) => {
        const formatted = money.format(a.text, decimals);
        expect(money.unformat(formatted)).toBe(money.round(a.text, decimals));
        expect(money.unformat(formatYuan(a.text))).toBe(money.round(a.text, 2));
        if (a.scale <= decimals) expect(money.compare(money.unformat(formatted), a.text)).toBe(0);
        expect(formatted).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
      }),
    );
  });

  it('rounds to within half a unit of the last kept decimal', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 8 }), (a, decimals) => {
        const diff = exact(money.sub(money.round(a.text, decimals), a.text));
        // |diff| ≤ 0.5 × 10^-decimals  ⇔  2·|units| ≤ 10^(scale − decimals)
        const abs = diff.units < 0n ? -diff.units : diff.units;
        expect(2n * abs * 10n ** BigInt(decimals) <= 10n ** BigInt(diff.scale)).toBe(true);
      }),
    );
  });
});
