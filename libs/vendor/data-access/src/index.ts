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
  Customer,
  OpenInvitation,
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
  LifecycleState,
  StatusChange,
  VendorClass,
  ClassificationRecord,
  VendorClassification,
  SupplierClass,
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
  useDeleteApplications,
  useInvitationInfo,
  useInvitations,
  useMyApplication,
  useRegisterThroughInvitation,
  useResendInvitation,
  useSaveApplication,
  useSendInvitation,
} from './use-vendor-onboarding.ts';
export {
  useAcceptOpenInvitation,
  useCustomers,
  useDeclineInvitation,
  useOpenInvitations,
} from './use-vendor-customers.ts';
export {
  useChangeDetail,
  useMyProfile,
  useSubmitProfileChange,
  useSupplierFile,
  useWithdrawProfileChange,
} from './use-vendor-profile.ts';
export {
  classOptions,
  useChangeClassification,
  useChildrenChangeClassification,
  useConversionRecords,
  useEnableVendorClass,
  useLifecycleAction,
  useMyClassification,
  useSaveVendorClass,
  useVendorClasses,
  useVendorClassification,
  useVendorLifecycle,
  useVendorStatusHistory,
  type LifecycleAction,
} from './use-vendor-lifecycle.ts';
export {
  useSupplierCopies,
  useSupplierCopy,
  type SupplierCopy,
  type SupplierCopyDetail,
  type SupplierCopyPage,
  type SupplierCopyQuery,
} from './use-supplier-copies.ts';
export {
  supplierPageQueryOptions,
  useSupplierPage,
  type SupplierPage,
  type SupplierPageQuery,
} from './use-supplier-page.ts';
export { useInvitationSetting, useSaveInvitationSetting } from './use-invitation-settings.ts';
export {
  useVendorLately,
  useVendorOrderStatistics,
  type DynamicEvent,
  type OrderStatistics,
  type StatisticsPeriod,
} from './use-vendor-dynamics.ts';
export {
  certificatePageQueryOptions,
  sendCertificateNotices,
  useCertificatePage,
  useSendCertificateNotices,
  type CertificateListRow,
  type CertificatePage,
  type CertificatePageQuery,
} from './use-certificate-notices.ts';
export {
  businessPageQueryOptions,
  useBusinessPage,
  useChangeVendorLevels,
  useSaveVendorLevel,
  useVendorLevels,
  type BusinessPage,
  type BusinessQuery,
  type BusinessRow,
  type LevelChangeInput,
  type VendorLevel,
  type VendorLevelInput,
} from './use-vendor-levels.ts';
