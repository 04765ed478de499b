/**
 * Exact decimal arithmetic on decimal strings (money travels as strings, ARCHITECTURE.md §4): every
 * value becomes a BigInt scaled by 10^scale, so no binary floating point is ever involved.
 * Inputs are plain decimals (`-12.5`, `0.10`, `7.`); anything else throws a RangeError, because a
 * malformed amount reaching this code is a programming error (user input goes through the rules first).
 */

type Scaled = { units: bigint; scale: number };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

function parse(value: string): Scaled {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal string: ${JSON.stringify(value)}`);
  const [, sign = '', integer = '', decimals = ''] = match;
  const units = BigInt(integer + decimals);
  return { units: sign === '-' ? -units : units, scale: decimals.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function toDecimalString({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

/** Both operands at the larger of their scales. */
function align(a: string, b: string): [bigint, bigint, number] {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [rescale(x, scale), rescale(y, scale), scale];
}

/** `a + b`, at the larger scale of the two (`1.10` + `2.2` = `3.30`). */
function add(a: string, b: string): string {
  const [x, y, scale] = align(a, b);
  return toDecimalString({ units: x + y, scale });
}

/** `a − b`, at the larger scale of the two. */
function sub(a: string, b: string): string {
  const [x, y, scale] = align(a, b);
  return toDecimalString({ units: x - y, scale });
}

/** The sum of a list (`0` for an empty one). */
function sum(values: readonly string[]): string {
  return values.reduce((total, value) => add(total, value), '0');
}

/** `a × b`, exact (the scale is the sum of the scales): quantity × unit price. */
function mul(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return toDecimalString({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** −1, 0 or 1 as `a` is below, equal to or above `b` (`1.50` equals `1.5`). */
function compare(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Rounds half away from zero to exactly `decimals` decimals (`2.345` → `2.35`, `-2.345` → `-2.35`). */
function round(value: string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Bad decimals: ${decimals}`);
  const x = parse(value);
  if (x.scale <= decimals) return toDecimalString({ units: rescale(x, decimals), scale: decimals });
  const divisor = 10n ** BigInt(x.scale - decimals);
  const magnitude = x.units < 0n ? -x.units : x.units;
  let units = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  return toDecimalString({ units: x.units < 0n ? -units : units, scale: decimals });
}

/** Groups the integer digits by thousands. */
function group(decimal: string): string {
  const negative = decimal.startsWith('-');
  const body = negative ? decimal.slice(1) : decimal;
  const point = body.indexOf('.');
  const integer = point < 0 ? body : body.slice(0, point);
  const rest = point < 0 ? '' : body.slice(point);
  return `${negative ? '-' : ''}${integer.replace(/\B(?=(\d{3})+$)/g, ',')}${rest}`;
}

/** Rounded to `decimals` (default 2) with thousands separators: `1234567.891` → `1,234,567.89`. */
function format(value: string, decimals = 2): string {
  return group(round(value, decimals));
}

/** Undoes `format`/`formatYuan`: drops the ¥ sign, separators and spaces (`¥1,234.50` → `1234.50`). */
function unformat(text: string): string {
  const plain = text.replace(/[¥￥,\s]/g, '');
  parse(plain);
  return plain;
}

/** −1, 0 or 1: the sign of a decimal string. */
function sign(value: string): -1 | 0 | 1 {
  return compare(value, '0');
}

/** The canonical form: no leading zeros, no `-0`, scale kept (`007.50` → `7.50`). */
function normalize(value: string): string {
  return toDecimalString(parse(value));
}

export const money = { add, sub, sum, mul, compare, sign, round, format, unformat, normalize } as const;

/** A yuan amount as shown in the portal: `¥1,234.50`; negative amounts as `-¥1,234.50`. */
export function formatYuan(value: string): string {
  const formatted = format(value, 2);
  return formatted.startsWith('-') ? `-¥${formatted.slice(1)}` : `¥${formatted}`;
}
