export { paymentRoutes } from './routes.ts';
export { PAYMENT_DOC_TYPE } from './payment-service.ts';
export * from './contract.ts';
