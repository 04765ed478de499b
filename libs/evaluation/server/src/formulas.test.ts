import { describe, expect, it } from 'vitest';
import {
  NO_FACTS,
  computedScore,
  ledgerRates,
  onTimeDeliveryScore,
  percent,
  priceChangeScore,
  receiptRejectionScore,
  returnRateScore,
  thousandths,
} from './formulas.ts';

describe('computed criteria', () => {
  it('counts quantities in exact thousandths', () => {
    expect(thousandths('0')).toBe(0n);
    expect(thousandths('1.5')).toBe(1500n);
    expect(thousandths('0.001')).toBe(1n);
    expect(thousandths('12.345')).toBe(12345n);
    expect(() => thousandths('1.2345')).toThrow();
    expect(() => thousandths('-1')).toThrow();
  });

  it('rounds a percentage half-up to 2 decimals', () => {
    expect(percent(1n, 3n)).toBe(33.33);
    expect(percent(2n, 3n)).toBe(66.67);
    expect(percent(1n, 8n)).toBe(12.5);
    // 100 × 1/80000 = 0.00125 → 0.00; 100 × 1/400 = 0.25
    expect(percent(1n, 80_000n)).toBe(0);
    expect(percent(1n, 400n)).toBe(0.25);
    // exactly half a hundredth rounds up: 100 × 1/16000 = 0.00625 → 0.01
    expect(percent(1n, 16_000n)).toBe(0.01);
    expect(percent(5n, 5n)).toBe(100);
  });

  it('on-time delivery: on-time lines over delivered lines; no delivery has no score', () => {
    expect(onTimeDeliveryScore(NO_FACTS)).toBeNull();
    expect(onTimeDeliveryScore({ ...NO_FACTS, deliveryLines: 4, onTimeLines: 3 })).toBe(75);
    expect(onTimeDeliveryScore({ ...NO_FACTS, deliveryLines: 3, onTimeLines: 0 })).toBe(0);
    expect(onTimeDeliveryScore({ ...NO_FACTS, deliveryLines: 7, onTimeLines: 7 })).toBe(100);
  });

  it('receipt rejection: the accepted share of what was inspected', () => {
    expect(receiptRejectionScore(NO_FACTS)).toBeNull();
    expect(receiptRejectionScore({ ...NO_FACTS, acceptedQty: '95', rejectedQty: '5' })).toBe(95);
    expect(receiptRejectionScore({ ...NO_FACTS, acceptedQty: '0', rejectedQty: '2.5' })).toBe(0);
    expect(receiptRejectionScore({ ...NO_FACTS, acceptedQty: '2.5', rejectedQty: '0.5' })).toBe(83.33);
  });

  it('return rate: 1 − returned / accepted, capped; returns without receipts score 0', () => {
    expect(returnRateScore(NO_FACTS)).toBeNull();
    expect(returnRateScore({ ...NO_FACTS, acceptedQty: '160', returnedQty: '5' })).toBe(96.88);
    expect(returnRateScore({ ...NO_FACTS, acceptedQty: '10', returnedQty: '10' })).toBe(0);
    expect(returnRateScore({ ...NO_FACTS, acceptedQty: '10', returnedQty: '12' })).toBe(0);
    expect(returnRateScore({ ...NO_FACTS, acceptedQty: '0', returnedQty: '1' })).toBe(0);
    expect(returnRateScore({ ...NO_FACTS, acceptedQty: '40', returnedQty: '0' })).toBe(100);
  });

  it('price change: 100 without a rise, 0 from a 10 % rise, linear in between; nothing comparable has no score', () => {
    const at = (priceChange: string | null) => priceChangeScore({ ...NO_FACTS, pricedLines: 3, priceChange });
    expect(priceChangeScore(NO_FACTS)).toBeNull();
    expect(at(null)).toBeNull();
    expect(at('0.00')).toBe(100);
    expect(at('-12.50')).toBe(100); // a drop scores like no rise
    expect(at('-0.01')).toBe(100);
    expect(at('0.01')).toBe(99.9);
    expect(at('2.69')).toBe(73.1);
    expect(at('5')).toBe(50);
    expect(at('9.99')).toBe(0.1);
    expect(at('10.00')).toBe(0);
    expect(at('37.5')).toBe(0);
    expect(() => at('abc')).toThrow();
  });

  it('shows the rates beside the scores', () => {
    expect(
      ledgerRates({
        deliveryLines: 4,
        onTimeLines: 3,
        acceptedQty: '95',
        rejectedQty: '5',
        returnedQty: '19',
        pricedLines: 0,
        priceChange: null,
      }),
    ).toEqual({ onTimeRate: 75, rejectionRate: 5, returnRate: 20 });
    expect(ledgerRates(NO_FACTS)).toEqual({ onTimeRate: null, rejectionRate: null, returnRate: null });
  });

  it('dispatches by method; manual criteria are not computed', () => {
    const facts = {
      deliveryLines: 2,
      onTimeLines: 1,
      acceptedQty: '9',
      rejectedQty: '1',
      returnedQty: '0.9',
      pricedLines: 2,
      priceChange: '1.5',
    };
    expect(computedScore('onTimeDelivery', facts)).toBe(50);
    expect(computedScore('receiptRejection', facts)).toBe(90);
    expect(computedScore('returnRate', facts)).toBe(90);
    expect(computedScore('priceChange', facts)).toBe(85);
    expect(computedScore('manual', facts)).toBeNull();
  });
});
