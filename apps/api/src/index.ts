export { buildApp, prepareDatabase, type BuildOptions } from './app.ts';
export { loadConfig, configSchema, ConfigError, type ApiConfig } from './config.ts';
export { seedDemoData } from './demo-seed.ts';
