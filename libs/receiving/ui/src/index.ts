export { ReceiptLinesTable, type ReceiptLineView } from './receipt-lines-table.tsx';
export {
  CloseReceivingDialog,
  type ClosableLine,
  type CloseReceivingDialogProps,
} from './close-receiving-dialog.tsx';
export { ReceiptDocument, type ReceiptView } from './receipt-document.tsx';
export { useReceiptColumns, useReceiptFilters, type ReceiptRow } from './receipt-columns.tsx';
