export { riskRoutes, type RiskRouteOptions } from './routes.ts';
export * from './adapters/index.ts';
export {
  refreshAllTenants,
  refreshTenant,
  RISK_REFRESH_JOB,
  RISK_REFRESH_CRON,
  RISK_REFRESH_TZ,
} from './refresh.ts';
export * as riskSchema from './schema.ts';
/** For the demo seed (tools/seed): the first look at a supplier, as the monitoring list's add does it. */
export { fetchSignals, persistFetched } from './lookups.ts';
