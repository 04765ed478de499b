import { describe, expect, it } from 'vitest';
import { matchLine, type MatchInput } from './match.ts';

const base: MatchInput = {
  orderedQty: '10.000',
  receivedQty: '8.000',
  returnedQty: '1.000',
  previouslyInvoicedQty: '2.000',
  orderUnitPrice: '10.500000',
  quantity: '5',
  unitPrice: '10.5',
  priceTolerance: '0',
  qtyTolerance: '0',
};

describe('matchLine (three-way match of one invoice line)', () => {
  it('is within when the quantity equals received − returned − previously invoiced at the order price', () => {
    const result = matchLine(base);
    expect(result).toMatchObject({
      orderedQty: '10',
      netReceivedQty: '7',
      previouslyInvoicedQty: '2',
      basisQty: '5',
      qtyDiff: '0',
      priceDiff: '0',
      held: false,
      reasons: [],
    });
  });

  it('never holds a partial invoice or a lower price', () => {
    expect(matchLine({ ...base, quantity: '0.001', unitPrice: '9' }).held).toBe(false);
  });

  it('holds a quantity above the basis with zero tolerance, with the numbers of the reason', () => {
    const result = matchLine({ ...base, quantity: '5.001' });
    expect(result.held).toBe(true);
    expect(result.qtyWithin).toBe(false);
    expect(result.reasons).toEqual([
      {
        code: 'invoice.hold.quantity',
        params: { quantity: '5.001', basis: '5', diff: '0.001', tolerance: '0' },
      },
    ]);
  });

  it('accepts exactly the tolerance and holds one unit past it (exact decimals)', () => {
    // basis 5, tolerance 10 % → 5.5 allowed; 5.501 held.
    expect(matchLine({ ...base, quantity: '5.5', qtyTolerance: '10' }).held).toBe(false);
    expect(matchLine({ ...base, quantity: '5.501', qtyTolerance: '10' }).held).toBe(true);
    // order price 10.5, tolerance 2.5 % → 10.7625 allowed; 10.762501 held.
    expect(matchLine({ ...base, unitPrice: '10.7625', priceTolerance: '2.5' }).priceWithin).toBe(true);
    const over = matchLine({ ...base, unitPrice: '10.762501', priceTolerance: '2.5' });
    expect(over.held).toBe(true);
    expect(over.reasons[0]).toEqual({
      code: 'invoice.hold.price',
      params: { price: '10.762501', orderPrice: '10.5', diff: '0.262501', tolerance: '2.5' },
    });
  });

  it('holds anything invoiced when nothing is left (nothing received, or all invoiced already)', () => {
    const nothing = matchLine({
      ...base,
      receivedQty: '0',
      returnedQty: '0',
      previouslyInvoicedQty: '0',
      quantity: '1',
      qtyTolerance: '50',
    });
    expect(nothing.held).toBe(true);
    expect(nothing.reasons[0]?.code).toBe('invoice.hold.nothingToInvoice');
    const overInvoiced = matchLine({ ...base, previouslyInvoicedQty: '9' });
    expect(overInvoiced.basisQty).toBe('0');
    expect(overInvoiced.reasons[0]?.code).toBe('invoice.hold.nothingToInvoice');
  });

  it('gives both reasons when both quantity and price are outside', () => {
    const result = matchLine({ ...base, quantity: '6', unitPrice: '11' });
    expect(result.reasons.map((reason) => reason.code)).toEqual([
      'invoice.hold.quantity',
      'invoice.hold.price',
    ]);
  });
});
