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
  MyProfile,
  VendorProfile,
  ChangeApplication,
  ProfileChange,
  SupplierFile,
  ChangeDetail,
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
export {
  useChangeDetail,
  useMyProfile,
  useSubmitProfileChange,
  useSupplierFile,
  useWithdrawProfileChange,
} from './use-vendor-profile.ts';
export {
  useSupplierCopies,
  useSupplierCopy,
  type SupplierCopy,
  type SupplierCopyDetail,
  type SupplierCopyPage,
  type SupplierCopyQuery,
} from './use-supplier-copies.ts';
