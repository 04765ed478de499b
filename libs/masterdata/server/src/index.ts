export { masterdataRoutes } from './routes.ts';
// Server helpers for other domains; each runs in the caller's transaction (tenant scope already set).
export {
  getProcurementSetting,
  getDecimalConfig,
  DEFAULT_PROCUREMENT_SETTING,
} from './services/setting-service.ts';
export { categoryAccount } from './services/category-service.ts';
export { costCentreById } from './helpers.ts';
export { BASE_CURRENCY } from './services/currency-service.ts';
export type { ProcurementSetting } from './wire.ts';
export * as masterdataSchema from './schema.ts';
