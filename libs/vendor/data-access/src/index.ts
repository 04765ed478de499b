export type {
  Certificate,
  CertificateInput,
  CertificateState,
  QualificationOverview,
  Requirement,
  VendorRow,
} from './vendor-api-types.ts';
export { vendorKeys } from './vendor-keys.ts';
export {
  fetchVendors,
  saveCertificate,
  useMyQualification,
  useSaveCertificate,
  useVendorQualification,
  useVendors,
} from './use-vendor-qualification.ts';
