export * from './detect-locale.ts';
export * from './load-catalogs.ts';
export * from './web-i18n.ts';
