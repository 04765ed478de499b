import type { Db } from '@procure/server-db';

// What the supplier files read of orders (issue #16 §3: the "lately" list's new orders, the order statistics
// of the 360° view). The order domain owns the tables and already depends on this one, so it registers its
// readers from its contract.ts when the app starts (apps/api/src/app.ts), as the exit checks do.

export type RecentOrderFact = {
  id: string;
  code: string;
  vendorId: string;
  amount: string;
  currency: string;
  createdAt: Date;
};

export type OrderStatusFigures = {
  status: number;
  currency: string;
  orderCount: number;
  orderedAmount: string;
  receivedAmount: string;
  returnedAmount: string;
  invoicedAmount: string;
  paidAmount: string;
  lastOrderAt: Date | null;
};

export type OrderFacts = {
  recent: (tx: Db, tenantId: string, limit: number) => Promise<RecentOrderFact[]>;
  statistics: (
    tx: Db,
    tenantId: string,
    vendorId: string,
    period: { from: string; to: string },
  ) => Promise<{ rows: OrderStatusFigures[]; lastOrderAt: Date | null }>;
};

let facts: OrderFacts | null = null;

/** Registers the order domain's readers (a second registration replaces the first). */
export function registerVendorOrderFacts(readers: OrderFacts): void {
  facts = readers;
}

/** The registered readers; missing ones are a wiring bug, refused loudly. */
export function orderFacts(): OrderFacts {
  if (!facts) throw new Error('vendor order facts are not registered (apps/api/src/app.ts)');
  return facts;
}
