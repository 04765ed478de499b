export { settingsRoutes } from './routes.ts';
export { financeAuthorities, messageSettings, passwordCheckFailures, workProxies } from './schema.ts';
export * from './contract.ts';
