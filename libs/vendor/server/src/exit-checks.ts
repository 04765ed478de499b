import type { Db } from '@procure/server-db';

// What keeps a supplier from being eliminated (issue #16): its open orders and its payment applications
// under approval or not paid. The order and payment domains own those tables and already depend on this
// one (orders call assertVendorsOrderable), so they cannot be imported here: each registers a reader from
// its own contract.ts when the app starts (apps/api/src/app.ts), as the digest sources do.

export type OpenDocuments = { count: number; codes: string[] };
export type ExitCheckKind = 'orders' | 'payments';
export type ExitCheck = (tx: Db, tenantId: string, vendorId: string) => Promise<OpenDocuments>;

const checks = new Map<ExitCheckKind, ExitCheck>();

/** Registers the reader of one kind of open document (a second registration replaces the first). */
export function registerVendorExitCheck(kind: ExitCheckKind, check: ExitCheck): void {
  checks.set(kind, check);
}

/** Both readers; a missing one is a wiring bug, refused loudly rather than eliminating unchecked. */
export function exitChecks(): { orders: ExitCheck; payments: ExitCheck } {
  const orders = checks.get('orders');
  const payments = checks.get('payments');
  if (!orders || !payments) throw new Error('vendor exit checks are not registered (apps/api/src/app.ts)');
  return { orders, payments };
}
