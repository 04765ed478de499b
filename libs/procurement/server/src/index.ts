export { procurementRoutes } from './routes.ts';
