import type { Failure } from './codes.ts';

const DECIMAL = /^\d+(\.\d*)?$/;

/** Compares two non-negative decimal strings exactly (16+ digit prices lose precision as floats). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const intA = ai.replace(/^0+(?=\d)/, '');
  const intB = bi.replace(/^0+(?=\d)/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const left = intA + af.padEnd(width, '0');
  const right = intB + bf.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * Spec §8: an auction bid above the item's start price earns a warning (not an error: the bid may
 * stand). Null while either value is missing or not a plain non-negative decimal.
 */
export function auctionPriceWarning(
  price: string | number | null | undefined,
  startPrice: string | number | null | undefined,
): Failure | null {
  const bid = price === null || price === undefined ? '' : String(price).trim();
  const start = startPrice === null || startPrice === undefined ? '' : String(startPrice).trim();
  if (!DECIMAL.test(bid) || !DECIMAL.test(start)) return null;
  return compareDecimal(bid, start) > 0
    ? { code: 'validation.auctionPriceAboveStart', params: { startPrice: start } }
    : null;
}
