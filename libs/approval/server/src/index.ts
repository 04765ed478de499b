export { approvalRoutes } from './routes.ts';
export * from './contract.ts';
export { PENDING_APPROVAL_MENU } from './menu-counter.ts';
export * as approvalSchema from './schema.ts';
export { approvalDigestSource } from './digest.ts';
