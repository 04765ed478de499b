// Supplier files (issue #16 §3–5): the "lately" list, order statistics, classification levels and the
// business list, manual and batch certificate notices. Texts in
// libs/shared/i18n/src/messages/domains/vendor-files.ts.

export const VENDOR_FILES_ERROR_CODES = {
  /** Field code: the period ends before it starts. */
  vendorPeriodToBeforeFrom: 'vendor.periodToBeforeFrom',
  /** Field code: a period of at most ten years. */
  vendorPeriodTooLong: 'vendor.periodTooLong',
  // Classification levels and the business list
  vendorLevelNotFound: 'vendor.levelNotFound',
  /** Field code: a level code is 1–4 upper-case letters or digits. */
  vendorLevelCode: 'vendor.levelCode',
  /** Field code: the tenant already has a level with this code. */
  vendorLevelCodeTaken: 'vendor.levelCodeTaken',
  /** 409: a disabled level takes no supplier. */
  vendorLevelDisabled: 'vendor.levelDisabled',
  /** 409: {vendor} has no class yet: classify it before giving it a level. */
  vendorLevelUnclassified: 'vendor.levelUnclassified',
  /** 409: {vendor} already has this level. */
  vendorLevelSame: 'vendor.levelSame',
  vendorLevelTitle: 'vendor.levelTitle',
  vendorLevelBody: 'vendor.levelBody',
  vendorLevelRemovedBody: 'vendor.levelRemovedBody',
  /** Export file name of the business list. */
  exportListVendorBusiness: 'export.list.vendorBusiness',
  // Certificate notices
  vendorNoticeCertificateNotFound: 'vendor.noticeCertificateNotFound',
  /** 409: {certificate} of {vendor} is valid until {date}: only expiring or expired certificates get a notice. */
  vendorNoticeNotDue: 'vendor.noticeNotDue',
  /** 409: {certificate} of {vendor} already had a notice today. */
  vendorNoticeAlreadySent: 'vendor.noticeAlreadySent',
  /** 409: a newer certificate of the same type replaced {certificate} of {vendor}. */
  vendorNoticeSuperseded: 'vendor.noticeSuperseded',
  vendorNoticeTitle: 'vendor.noticeTitle',
  vendorNoticeExpiringBody: 'vendor.noticeExpiringBody',
  vendorNoticeExpiredBody: 'vendor.noticeExpiredBody',
  /** Export file name of the certificate list. */
  exportListCertificates: 'export.list.vendorCertificates',
} as const;

export const VENDOR_FILES_SUCCESS_MESSAGES = {
  vendorLevelSaved: 'vendor.levelSaved',
  vendorLevelChanged: 'vendor.levelChanged',
  /** {count} notices sent. */
  vendorNoticesSent: 'vendor.noticesSent',
} as const;
