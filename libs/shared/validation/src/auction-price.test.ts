import { describe, expect, it } from 'vitest';
import { auctionPriceWarning, compareDecimal } from './auction-price.ts';

describe('auctionPriceWarning (spec §8)', () => {
  it('warns when the price is above the start price, with the start price as a parameter', () => {
    expect(auctionPriceWarning('100.01', '100')).toEqual({
      code: 'validation.auctionPriceAboveStart',
      params: { startPrice: '100' },
    });
    expect(auctionPriceWarning(12, 11.5)).not.toBeNull();
  });

  it('does not warn at or below the start price', () => {
    expect(auctionPriceWarning('100.00', '100')).toBeNull();
    expect(auctionPriceWarning('99.999', '100')).toBeNull();
    expect(auctionPriceWarning('0', '0')).toBeNull();
  });

  it('compares prices beyond float precision exactly', () => {
    expect(auctionPriceWarning('9999999999.000001', '9999999999')).not.toBeNull();
    expect(compareDecimal('0009.50', '9.5')).toBe(0);
    expect(compareDecimal('10', '9.99')).toBe(1);
  });

  it('stays silent while a value is missing or not a number', () => {
    expect(auctionPriceWarning('', '100')).toBeNull();
    expect(auctionPriceWarning('120', null)).toBeNull();
    expect(auctionPriceWarning('abc', '100')).toBeNull();
    expect(auctionPriceWarning('-5', '100')).toBeNull();
  });
});
