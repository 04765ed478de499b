// Error and success codes of the procurement domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/procurement.ts. Ids start with the domain: 'procurement.xxx'.
export const PROCUREMENT_ERROR_CODES = {
  procurementNotFound: 'procurement.notFound',
  procurementNotEditable: 'procurement.notEditable',
  procurementNotDraft: 'procurement.notDraft',
  procurementNotSubmittable: 'procurement.notSubmittable',
  procurementNotApproving: 'procurement.notApproving',
  procurementNotCancellable: 'procurement.notCancellable',
  procurementOverBudget: 'procurement.overBudget',
  procurementOrdersStarted: 'procurement.ordersStarted',
  procurementEmptyCart: 'procurement.emptyCart',
  // Order templates (issue #13 §4).
  procurementTemplateNotFound: 'procurement.templateNotFound',
  procurementTemplateNameTaken: 'procurement.templateNameTaken',
  procurementTemplateLimit: 'procurement.templateLimit',
  procurementTemplateEmpty: 'procurement.templateEmpty',
  // Field codes (data.fields[].code) of the rules only the purchase request has.
  procurementRefNotFound: 'procurement.refNotFound',
  procurementAmountMismatch: 'procurement.amountMismatch',
  procurementContractTypeMixed: 'procurement.contractTypeMixed',
  procurementNeedByPast: 'procurement.needByPast',
  procurementQuantityZero: 'procurement.quantityZero',
} as const;

export const PROCUREMENT_SUCCESS_MESSAGES = {
  procurementSaved: 'procurement.saved',
  procurementSubmitted: 'procurement.submitted',
  procurementActed: 'procurement.acted',
  procurementRepealed: 'procurement.repealed',
  procurementDeleted: 'procurement.deleted',
  procurementCopied: 'procurement.copied',
  procurementCancelled: 'procurement.cancelled',
  procurementTemplateSaved: 'procurement.templateSaved',
  procurementTemplateRenamed: 'procurement.templateRenamed',
  procurementTemplateDeleted: 'procurement.templateDeleted',
  // Message-center texts (postMessages titleCode/bodyCode).
  procurementOrdersCreatedTitle: 'procurement.ordersCreated.title',
  procurementOrdersCreatedBody: 'procurement.ordersCreated.body',
} as const;
