export * from './company-api.ts';
