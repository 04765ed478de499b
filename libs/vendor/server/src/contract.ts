import type { Db } from '@procure/server-db';
import { assertOrderable, blockReasons, tenantSupplierNames, type BlockReason } from './qualification.ts';
import { supplierIdentities } from './supplier-identities.ts';

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
  return assertOrderable(tx, tenantId, vendorIds, 'order');
}

/**
 * The same refusal for payment applications (created, copied or submitted): 422
 * `vendor.notPayableStatus` (frozen or eliminated) or `vendor.paymentCertificateExpired` ({vendor},
 * {certificate}, {date}), worded for a payment. Takes the same FOR SHARE lock as order creation.
 */
export async function assertVendorsPayable(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<void> {
  return assertOrderable(tx, tenantId, vendorIds, 'payment');
}

/**
 * The suppliers serving the tenant (tenant_vendors), name in the locale's language, sorted by Chinese
 * name; `vendorIds` narrows to those (unknown or foreign ids are left out). For documents that pick
 * suppliers (performance plans, issue #17) and show their names.
 */
export async function tenantSuppliers(
  tx: Db,
  tenantId: string,
  locale: string,
  vendorIds?: readonly string[],
): Promise<{ vendorId: string; name: string }[]> {
  return tenantSupplierNames(tx, tenantId, locale, vendorIds);
}

/** Supplier classes (the two-level classification) for other domains' filters (issue #17 statistics). */
export { supplierClassOptions, vendorIdsInClass } from './vendor-classes.ts';

/**
 * The suppliers serving the tenant with their unified social credit code (enterprise risk, issue #16 §6),
 * name in the locale's language, sorted by Chinese name; `vendorIds` narrows to those (unknown or foreign
 * ids are left out), `socialCreditCode` to the one company of that code.
 */
export async function tenantSupplierIdentities(
  tx: Db,
  tenantId: string,
  locale: string,
  filter: { vendorIds?: readonly string[]; socialCreditCode?: string } = {},
): Promise<{ vendorId: string; name: string; socialCreditCode: string | null }[]> {
  return supplierIdentities(tx, tenantId, locale, filter);
}

/**
 * The order and payment domains register what keeps a supplier from elimination (their open documents,
 * read from their own contract.ts); apps/api/src/app.ts wires them (issue #16 abolish check).
 */
export { registerVendorExitCheck, type ExitCheck, type OpenDocuments } from './exit-checks.ts';
