// Supplier lifecycle actions (cancel, abolish, abolish with no reply) and the two-level classification
// (issue #16 §2 and §4). Texts in libs/shared/i18n/src/messages/domains/vendor-lifecycle.ts.

export const VENDOR_LIFECYCLE_ERROR_CODES = {
  /** 409: {vendor} still has {count} open orders ({codes}): not eliminated. */
  vendorAbolishOpenOrders: 'vendor.abolishOpenOrders',
  /** 409: {vendor} still has {count} approving or unpaid payment applications ({codes}). */
  vendorAbolishOpenPayments: 'vendor.abolishOpenPayments',
  /** 409: an application waits for approval: the approver decides first. */
  vendorApplicationUnderApproval: 'vendor.applicationUnderApproval',
  /** 409: cancel: the supplier has no draft or returned application. */
  vendorNoOpenApplication: 'vendor.noOpenApplication',
  /** 409: abolish with no reply: only a potential supplier that has not answered. */
  vendorNotNoReply: 'vendor.notNoReply',
  /** 409: batch delete: application {code} of {company} is not cancelled (only cancelled ones are deleted). */
  vendorApplicationNotDeletable: 'vendor.applicationNotDeletable',
  /** 400 field code: the supplier list's page link (cursor) is not one it gave. */
  vendorBadCursor: 'vendor.badCursor',
  /** Export file name of the supplier files list. */
  exportListSuppliers: 'export.list.suppliers',
  vendorCancelledTitle: 'vendor.cancelledTitle',
  vendorCancelledBody: 'vendor.cancelledBody',
  vendorAbolishedTitle: 'vendor.abolishedTitle',
  vendorAbolishedBody: 'vendor.abolishedBody',
  vendorAbolishedNoReplyBody: 'vendor.abolishedNoReplyBody',
  // Classification
  vendorClassNotFound: 'vendor.classNotFound',
  /** Field code: a first-level code is 2 characters (letter, then letter or digit). */
  vendorClassCodeFirstLevel: 'vendor.classCodeFirstLevel',
  /** Field code: a second-level code is {parent} + 2 digits 01–99. */
  vendorClassCodeChild: 'vendor.classCodeChild',
  /** Field code: the tenant already has a class with this code. */
  vendorClassCodeTaken: 'vendor.classCodeTaken',
  /** Field code: a class's code cannot change once saved. */
  vendorClassCodeFixed: 'vendor.classCodeFixed',
  /** Field code: the parent must be a first-level class of the tenant. */
  vendorClassParentInvalid: 'vendor.classParentInvalid',
  /** 409: a disabled class (or a child of a disabled class) takes no suppliers. */
  vendorClassDisabled: 'vendor.classDisabled',
  /** 409: the supplier is already in this class. */
  vendorClassSame: 'vendor.classSame',
  /** 409: move to the second level: the class is not a child of {vendor}'s first-level class. */
  vendorClassNotChild: 'vendor.classNotChild',
  vendorClassificationTitle: 'vendor.classificationTitle',
  vendorClassificationBody: 'vendor.classificationBody',
} as const;

export const VENDOR_LIFECYCLE_SUCCESS_MESSAGES = {
  vendorApplicationCancelled: 'vendor.applicationCancelled',
  /** {count} applications deleted. */
  vendorApplicationsDeleted: 'vendor.applicationsDeleted',
  vendorAbolished: 'vendor.abolished',
  vendorClassSaved: 'vendor.classSaved',
  vendorClassEnabled: 'vendor.classEnabled',
  vendorClassDisabledDone: 'vendor.classDisabledDone',
  vendorClassificationChanged: 'vendor.classificationChanged',
} as const;
