export { vendorRoutes, type VendorRouteOptions } from './routes.ts';
export {
  sendCertificateReminders,
  CERTIFICATE_REMINDER_JOB,
  CERTIFICATE_REMINDER_CRON,
} from './expiry-reminders.ts';
export { certificateDigestSource } from './digest.ts';
export { registerVendorOrderFacts, type OrderFacts } from './order-facts.ts';
export { registerVendorGradeReader, type GradeReader } from './supplier-customers.ts';
export * from './contract.ts';
export * as vendorSchema from './schema.ts';
/** For the demo seed (tools/seed): the application as the supplier saves and submits it. */
export { registerSupplierApplication, saveApplication } from './applications.ts';
/** For the demo seed: a profile change as the supplier submits it. */
export { registerSupplierChange, submitChange } from './profile.ts';
