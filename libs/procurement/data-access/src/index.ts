export { procurementKeys } from './procurement-keys.ts';
export type * from './purchase-apply-types.ts';
export * from './procurement-client.ts';
export {
  purchaseApplyListOptions,
  purchaseApplyOptions,
  useBudgetCheck,
  usePurchaseApply,
  usePurchaseApplyList,
} from './use-purchase-apply-queries.ts';
export {
  useApprove,
  useCancel,
  useCommit,
  useCopy,
  useCreateFromCart,
  useDelete,
  useHoldSubmit,
  useRepeal,
} from './use-purchase-apply-mutations.ts';
export {
  computeLineAmount,
  emptyLine,
  emptyPurchaseApplyForm,
  lineSourceOf,
  purchaseApplyFormSchemas,
  toHoldSubmitBody,
  toLineBody,
  toPurchaseApplyForm,
  type FormDefaults,
  type PurchaseApplyFormOutput,
  type PurchaseApplyFormValues,
  type PurchaseApplyLineValues,
} from './purchase-apply-form.ts';
export {
  useDeleteTemplate,
  useOrderTemplate,
  useOrderTemplates,
  useRenameTemplate,
  useRequestFromTemplate,
  useSaveTemplateFromRequest,
  type OrderTemplate,
  type OrderTemplateDetail,
} from './use-order-templates.ts';
