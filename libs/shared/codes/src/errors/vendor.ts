// Error and success codes of the vendor domain (issue #16, supplier lifecycle); each has a message in
// libs/shared/i18n/src/messages/domains/vendor.ts. Ids start with the domain: 'vendor.xxx'.
export const VENDOR_ERROR_CODES = {
  vendorNotFound: 'vendor.notFound',
  vendorCertificateTypeNotFound: 'vendor.certificateTypeNotFound',
  vendorCertificateNotFound: 'vendor.certificateNotFound',
  /** 422: an order to a supplier whose mandatory certificate has expired ({vendor}, {certificate}, {date}). */
  vendorCertificateExpired: 'vendor.certificateExpired',
  /** 422: an order to a frozen or eliminated supplier ({vendor}). */
  vendorNotOrderableStatus: 'vendor.notOrderableStatus',
  /** 409: this status change is not allowed from the supplier's current status. */
  vendorStatusTransition: 'vendor.statusTransition',
  // Field codes (data.fields[].code).
  vendorFileNotQualification: 'vendor.fileNotQualification',
  vendorCategoryUnknown: 'vendor.categoryUnknown',
  vendorValidToBeforeFrom: 'vendor.validToBeforeFrom',
} as const;

export const VENDOR_SUCCESS_MESSAGES = {
  vendorCertificateTypeSaved: 'vendor.certificateTypeSaved',
  vendorCertificateSaved: 'vendor.certificateSaved',
  vendorCategoriesSaved: 'vendor.categoriesSaved',
  vendorStatusChanged: 'vendor.statusChanged',
} as const;
