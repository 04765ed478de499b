// Server messages of the procurement domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/procurement.ts).
export const procurementMessages = {
  'procurement.templateNotFound': /*i18n*/ {
    id: 'procurement.templateNotFound',
    message: 'This order template does not exist',
  },
  'procurement.templateNameTaken': /*i18n*/ {
    id: 'procurement.templateNameTaken',
    message: 'You already have a template with this name',
  },
  'procurement.templateLimit': /*i18n*/ {
    id: 'procurement.templateLimit',
    message: 'You can keep at most {max} order templates: delete one first',
  },
  'procurement.templateEmpty': /*i18n*/ {
    id: 'procurement.templateEmpty',
    message: 'The document has no lines to save as a template',
  },
  'procurement.templateSaved': /*i18n*/ {
    id: 'procurement.templateSaved',
    message: 'Saved as order template',
  },
  'procurement.templateRenamed': /*i18n*/ {
    id: 'procurement.templateRenamed',
    message: 'Template renamed',
  },
  'procurement.templateDeleted': /*i18n*/ {
    id: 'procurement.templateDeleted',
    message: 'Template deleted',
  },
  'procurement.notFound': /*i18n*/ {
    id: 'procurement.notFound',
    message: 'This purchase request does not exist',
  },
  'procurement.notEditable': /*i18n*/ {
    id: 'procurement.notEditable',
    message: 'Only a draft or returned purchase request can be changed',
  },
  'procurement.notDraft': /*i18n*/ {
    id: 'procurement.notDraft',
    message: 'Only a draft purchase request can be deleted',
  },
  'procurement.notSubmittable': /*i18n*/ {
    id: 'procurement.notSubmittable',
    message: 'Only a draft or returned purchase request can be submitted',
  },
  'procurement.notApproving': /*i18n*/ {
    id: 'procurement.notApproving',
    message: 'This purchase request is not under approval any more',
  },
  'procurement.notCancellable': /*i18n*/ {
    id: 'procurement.notCancellable',
    message: 'This purchase request cannot be cancelled in its current status',
  },
  'procurement.overBudget': /*i18n*/ {
    id: 'procurement.overBudget',
    message: 'The request exceeds the available budget ({available} left). Confirm to submit it over budget.',
  },
  'procurement.ordersStarted': /*i18n*/ {
    id: 'procurement.ordersStarted',
    message: 'A supplier has already confirmed an order of this request; it can no longer be cancelled',
  },
  'procurement.emptyCart': /*i18n*/ { id: 'procurement.emptyCart', message: 'Choose at least one cart item' },
  'procurement.refNotFound': /*i18n*/ {
    id: 'procurement.refNotFound',
    message: 'This entry does not exist or is disabled. Choose another one.',
  },
  'procurement.amountMismatch': /*i18n*/ {
    id: 'procurement.amountMismatch',
    message: 'The amount must be unit price × quantity ({expected})',
  },
  'procurement.contractTypeMixed': /*i18n*/ {
    id: 'procurement.contractTypeMixed',
    message: 'All lines must have the same contract type',
  },
  'procurement.needByPast': /*i18n*/ {
    id: 'procurement.needByPast',
    message: 'The need-by date cannot be earlier than today ({today})',
  },
  'procurement.quantityZero': /*i18n*/ {
    id: 'procurement.quantityZero',
    message: 'The quantity must be greater than 0',
  },
  'procurement.saved': /*i18n*/ { id: 'procurement.saved', message: 'Purchase request saved' },
  'procurement.submitted': /*i18n*/ { id: 'procurement.submitted', message: 'Purchase request submitted' },
  'procurement.acted': /*i18n*/ { id: 'procurement.acted', message: 'Your decision has been recorded' },
  'procurement.repealed': /*i18n*/ { id: 'procurement.repealed', message: 'Purchase request withdrawn' },
  'procurement.deleted': /*i18n*/ { id: 'procurement.deleted', message: 'Purchase request deleted' },
  'procurement.copied': /*i18n*/ { id: 'procurement.copied', message: 'A copy was saved as a new draft' },
  'procurement.cancelled': /*i18n*/ { id: 'procurement.cancelled', message: 'Purchase request cancelled' },
  'procurement.ordersCreated.title': /*i18n*/ {
    id: 'procurement.ordersCreated.title',
    message: 'Orders created for {code}',
  },
  'procurement.ordersCreated.body': /*i18n*/ {
    id: 'procurement.ordersCreated.body',
    message: 'Purchase request {code} was approved; {count} purchase orders were sent to the suppliers.',
  },
};
