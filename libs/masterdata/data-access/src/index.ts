export { masterdataKeys } from './masterdata-keys.ts';
export * from './masterdata-api-types.ts';
export * from './use-lookups.ts';
export * from './use-manage.ts';
export * from './imports.ts';
export * from './invoice-titles.ts';
