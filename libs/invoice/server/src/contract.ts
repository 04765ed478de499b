// The invoice domain's contract with other domains' server code (issue #15). Payments read the invoiced
// quantities from the order-line ledger (order-server); statements of account read the invoices of a
// supplier and period through statementInvoices.
export {
  statementInvoices,
  type StatementInvoice,
  type StatementInvoiceQuery,
} from './statement-invoices.ts';
