export { OrderLedgerTable, trimQuantity, type LedgerLine } from './order-ledger-table.tsx';
