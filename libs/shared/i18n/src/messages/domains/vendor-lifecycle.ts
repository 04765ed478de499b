// Server messages of the supplier lifecycle actions and the two-level classification (issue #16), keyed by
// their stable code (libs/shared/codes/src/errors/vendor-lifecycle.ts).
export const vendorLifecycleMessages = {
  'vendor.abolishOpenOrders': /*i18n*/ {
    id: 'vendor.abolishOpenOrders',
    message:
      '{vendor} cannot be eliminated: it still has {count} open orders ({codes}). Complete or cancel them first.',
  },
  'vendor.abolishOpenPayments': /*i18n*/ {
    id: 'vendor.abolishOpenPayments',
    message:
      '{vendor} cannot be eliminated: it still has {count} payment applications under approval or not paid ({codes}). Pay or cancel them first.',
  },
  'vendor.applicationUnderApproval': /*i18n*/ {
    id: 'vendor.applicationUnderApproval',
    message: 'The supplier application is under approval: wait for the approver to decide',
  },
  'vendor.applicationNotDeletable': /*i18n*/ {
    id: 'vendor.applicationNotDeletable',
    message:
      'Application {code} of {company} cannot be deleted: only cancelled applications can be deleted. Nothing was deleted.',
  },
  'vendor.badCursor': /*i18n*/ {
    id: 'vendor.badCursor',
    message: 'This page link is no longer valid: start again from the first page',
  },
  'vendor.certificateState.valid': /*i18n*/ { id: 'vendor.certificateState.valid', message: 'Valid' },
  'vendor.certificateState.expiring': /*i18n*/ {
    id: 'vendor.certificateState.expiring',
    message: 'Expiring soon',
  },
  'vendor.certificateState.expired': /*i18n*/ { id: 'vendor.certificateState.expired', message: 'Expired' },
  'vendor.certificateState.missing': /*i18n*/ {
    id: 'vendor.certificateState.missing',
    message: 'Not uploaded',
  },
  'vendor.certificateState.none': /*i18n*/ { id: 'vendor.certificateState.none', message: 'None required' },
  'vendor.ordersBlocked': /*i18n*/ { id: 'vendor.ordersBlocked', message: 'Blocked' },
  'vendor.ordersAllowed': /*i18n*/ { id: 'vendor.ordersAllowed', message: 'Allowed' },
  'export.list.suppliers': /*i18n*/ { id: 'export.list.suppliers', message: 'Suppliers' },
  'vendor.noOpenApplication': /*i18n*/ {
    id: 'vendor.noOpenApplication',
    message: 'The supplier has no draft or returned application to cancel',
  },
  'vendor.notNoReply': /*i18n*/ {
    id: 'vendor.notNoReply',
    message:
      'Only a potential supplier that has not answered (no application, or a draft or returned one) can be eliminated for no reply',
  },
  'vendor.cancelledTitle': /*i18n*/ {
    id: 'vendor.cancelledTitle',
    message: 'Supplier application cancelled',
  },
  'vendor.cancelledBody': /*i18n*/ {
    id: 'vendor.cancelledBody',
    message: '{tenant} cancelled the supplier application {code} of {company}: {reason}',
  },
  'vendor.abolishedTitle': /*i18n*/ {
    id: 'vendor.abolishedTitle',
    message: 'Supplier relationship ended',
  },
  'vendor.abolishedBody': /*i18n*/ {
    id: 'vendor.abolishedBody',
    message: '{tenant} has eliminated {company} as a supplier: {reason}',
  },
  'vendor.abolishedNoReplyBody': /*i18n*/ {
    id: 'vendor.abolishedNoReplyBody',
    message:
      '{tenant} has eliminated {company} as a supplier: no reply to its invitation or returned application.',
  },
  'vendor.classNotFound': /*i18n*/ {
    id: 'vendor.classNotFound',
    message: 'This supplier class does not exist',
  },
  'vendor.classCodeFirstLevel': /*i18n*/ {
    id: 'vendor.classCodeFirstLevel',
    message:
      'A first-level class code is 2 characters: an upper-case letter, then an upper-case letter or a digit (for example RM or A1)',
  },
  'vendor.classCodeChild': /*i18n*/ {
    id: 'vendor.classCodeChild',
    message: 'A second-level class code is its first-level code {parent} followed by 2 digits from 01 to 99',
  },
  'vendor.classCodeTaken': /*i18n*/ {
    id: 'vendor.classCodeTaken',
    message: 'Another class already has this code',
  },
  'vendor.classCodeFixed': /*i18n*/ {
    id: 'vendor.classCodeFixed',
    message: 'A class code cannot change once saved',
  },
  'vendor.classParentInvalid': /*i18n*/ {
    id: 'vendor.classParentInvalid',
    message: 'A second-level class belongs to a first-level class of your company',
  },
  'vendor.classDisabled': /*i18n*/ {
    id: 'vendor.classDisabled',
    message: 'This class is disabled (or its first-level class is): it takes no suppliers',
  },
  'vendor.classSame': /*i18n*/ {
    id: 'vendor.classSame',
    message: 'The supplier is already in this class',
  },
  'vendor.classNotChild': /*i18n*/ {
    id: 'vendor.classNotChild',
    message:
      "{vendor} is not in this class's first-level class: only suppliers of {parent} move down to its children",
  },
  'vendor.classificationTitle': /*i18n*/ {
    id: 'vendor.classificationTitle',
    message: 'Your supplier class changed',
  },
  'vendor.classificationBody': /*i18n*/ {
    id: 'vendor.classificationBody',
    message: '{tenant} classified {company} as {to} (was {from}): {reason}',
  },
  'vendor.applicationCancelled': /*i18n*/ {
    id: 'vendor.applicationCancelled',
    message: 'Supplier application cancelled',
  },
  'vendor.applicationsDeleted': /*i18n*/ {
    id: 'vendor.applicationsDeleted',
    message: '{count, plural, one {# application deleted} other {# applications deleted}}',
  },
  'vendor.abolished': /*i18n*/ {
    id: 'vendor.abolished',
    message: 'Supplier eliminated',
  },
  'vendor.classSaved': /*i18n*/ {
    id: 'vendor.classSaved',
    message: 'Supplier class saved',
  },
  'vendor.classEnabled': /*i18n*/ {
    id: 'vendor.classEnabled',
    message: 'Supplier class enabled',
  },
  'vendor.classDisabledDone': /*i18n*/ {
    id: 'vendor.classDisabledDone',
    message: 'Supplier class disabled',
  },
  'vendor.classificationChanged': /*i18n*/ {
    id: 'vendor.classificationChanged',
    message: 'Supplier classification changed',
  },
};
