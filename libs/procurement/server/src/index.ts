export { procurementRoutes } from './routes.ts';
// The demo seed submits a request the way a user does (the approval engine writes its tasks).
export { registerPurchaseApply } from './document-type.ts';
export { commitRequest } from './transitions.ts';
