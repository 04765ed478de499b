// The masterdata domain's contract with the other domains' server code. Every function runs inside the
// caller's tenant transaction (row-level security already scoped); the md_* tables stay private.

export type { ProcurementSetting } from './wire.ts';
/** Procurement and decimal settings of the tenant (defaults until saved). */
export {
  getProcurementSetting,
  getDecimalConfig,
  DEFAULT_PROCUREMENT_SETTING,
} from './services/setting-service.ts';
export { categoryAccount } from './services/category-service.ts';
/** The two-level purchase category tree in the caller's language (the vendor domain's category picker). */
export { listCategoryTree } from './services/category-service.ts';
export { costCentreById } from './helpers.ts';
/** BASE_CURRENCY (CNY); rateOfDay: CNY per unit of a currency in force on a date (payments, issue #15). */
export { BASE_CURRENCY, rateOfDay } from './services/currency-service.ts';
/**
 * References a document names (procurement's reference check, catalogue's category filter): which ids
 * exist and are enabled, batched (one statement per kind); categoryChildIds is a subquery fragment.
 */
export {
  activeCategoryIds,
  activeInvoiceTitleIds,
  activeInvoiceTitle,
  type InvoiceTitleFacts,
  usableVendorIds,
  categoryChildIds,
  vendorIdsWithStatus,
} from './services/reference-queries.ts';
/**
 * The supplier status of the buyer's vendor profiles (the vendor domain's lifecycle reads and moves it;
 * the transition rules and their history live there).
 */
export {
  vendorStatuses,
  lockVendorStatuses,
  changeVendorStatus,
  ensureVendorProfile,
  updateVendorProfileContact,
} from './services/vendor-service.ts';
