// The invoice domain's contract with other domains' server code (issue #15). Nothing yet: payments read
// the invoiced quantities from the order-line ledger (order-server), not from invoices.
export {};
