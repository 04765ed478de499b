export { receivingRoutes } from './routes.ts';
export * from './contract.ts';
export { registerReceiptApproval } from './approval.ts';
