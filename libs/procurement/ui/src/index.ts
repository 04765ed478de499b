export { isPurchaseKind, usePurchaseKindLabels, useSavingTypeLabels } from './purchase-kind.ts';
