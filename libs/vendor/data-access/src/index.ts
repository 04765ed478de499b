export type {
  Certificate,
  CertificateInput,
  CertificateState,
  QualificationOverview,
  Requirement,
  VendorRow,
  Invitation,
  InvitationState,
  InvitationInfo,
  ApplicationRow,
  ApplicationDetail,
  MyApplication,
  CategoryOption,
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
export {
  useAcceptInvitation,
  useApplicationDetail,
  useApplications,
  useCancelInvitation,
  useInvitationInfo,
  useInvitations,
  useMyApplication,
  useRegisterThroughInvitation,
  useResendInvitation,
  useSaveApplication,
  useSendInvitation,
} from './use-vendor-onboarding.ts';
