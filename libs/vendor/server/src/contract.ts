import type { Db } from '@procure/server-db';
import { assertOrderable, blockReasons, type BlockReason } from './qualification.ts';

// The vendor domain's contract with the other domains' server code (issue #16). Every function runs
// inside the caller's tenant transaction (row-level security already scoped); the vendor_* tables
// stay private.

export type { BlockReason } from './qualification.ts';

/**
 * Why each of `vendorIds` may not be ordered from or paid today (China date): its mandatory certificates
 * (types allocated to one of its categories) whose latest certificate has expired. Vendors absent from
 * the map are orderable. One statement for any number of vendors.
 */
export async function vendorBlockReasons(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, BlockReason[]>> {
  return blockReasons(tx, tenantId, vendorIds);
}

/**
 * Refuses (AppError 422 `vendor.certificateExpired`, translated, naming the supplier, the certificate
 * and its end date) when any of `vendorIds` is blocked by an expired mandatory certificate. Call it where
 * an order or a payment to those suppliers is created, in the same transaction.
 */
export async function assertVendorsOrderable(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<void> {
  return assertOrderable(tx, tenantId, vendorIds);
}
