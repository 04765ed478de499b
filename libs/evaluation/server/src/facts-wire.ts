import { z } from 'zod';

/** The ledger facts of one supplier in a period (a computed criterion's source; formulas.ts LedgerFacts). */
export const ledgerFactsSchema = z.object({
  deliveryLines: z.number().int().describe('Delivery-note lines created in the period'),
  onTimeLines: z.number().int().describe('Of them, on or before the need-by date'),
  acceptedQty: z.string(),
  rejectedQty: z.string(),
  returnedQty: z.string(),
  pricedLines: z.number().int().describe('Order lines of the period with a last price before it'),
  priceChange: z.string().nullable().describe('Their quantity-weighted average price change in %'),
});
