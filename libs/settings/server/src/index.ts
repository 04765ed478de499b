export { settingsRoutes } from './routes.ts';
export { financeAuthorities, messageSettings, passwordCheckFailures, workProxies } from './schema.ts';
export { activeDelegateFor } from './work-proxy-queries.ts';
export { defaultMessageSetting } from './message-setting-queries.ts';
export type { MessageType } from './wire.ts';
