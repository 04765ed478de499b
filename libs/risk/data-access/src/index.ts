export * from './risk-keys.ts';
export * from './risk-api-types.ts';
export * from './use-risk.ts';
