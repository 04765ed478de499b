export { invoiceRoutes } from './routes.ts';
export { createInvoiceAdapters, type InvoiceAdapterConfig, type InvoiceAdapters } from './adapters/index.ts';
export * from './contract.ts';
