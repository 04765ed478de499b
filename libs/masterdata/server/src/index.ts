export { masterdataRoutes } from './routes.ts';
