// The statement domain's contract with other domains' server code (issue #15). Nothing yet: statements read
// orders, invoices and payments through their contracts; nobody reads statements.
export {};
