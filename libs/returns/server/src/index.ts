export { returnsRoutes } from './routes.ts';
