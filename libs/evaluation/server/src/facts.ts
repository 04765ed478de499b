import type { Db } from '@procure/server-db';
import { deliveryPunctuality, priceChanges } from '@procure/order-server';
import { receiptQuality } from '@procure/receiving-server';
import { returnedQuantities } from '@procure/returns-server';
import { NO_FACTS, type LedgerFacts } from './formulas.ts';

/**
 * The ledger facts of each supplier in a period (China dates, inclusive), read only through the
 * order, receiving and returns contracts (issue #17). Suppliers without any facts get NO_FACTS.
 */
export async function ledgerFacts(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, LedgerFacts>> {
  const deliveries = await deliveryPunctuality(tx, tenantId, vendorIds, from, to);
  const receipts = await receiptQuality(tx, tenantId, vendorIds, from, to);
  const returns = await returnedQuantities(tx, tenantId, vendorIds, from, to);
  const prices = await priceChanges(tx, tenantId, vendorIds, from, to);
  return new Map(
    vendorIds.map((vendorId) => {
      const d = deliveries.get(vendorId);
      const r = receipts.get(vendorId);
      const p = prices.get(vendorId);
      return [
        vendorId,
        {
          ...NO_FACTS,
          deliveryLines: d?.lines ?? 0,
          onTimeLines: d?.onTime ?? 0,
          acceptedQty: r?.acceptedQty ?? '0',
          rejectedQty: r?.rejectedQty ?? '0',
          returnedQty: returns.get(vendorId) ?? '0',
          pricedLines: p?.lines ?? 0,
          priceChange: p?.change ?? null,
        },
      ];
    }),
  );
}
