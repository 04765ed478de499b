export { OrderLedgerTable, trimQuantity, type LedgerLine } from './order-ledger-table.tsx';
export * from './order-lifecycle-tables.tsx';
export * from './order-action-dialogs.tsx';
export * from './delivery-note-sheet.tsx';
export * from './order-sheet.tsx';
export * from './order-attachments.tsx';
