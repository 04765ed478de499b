export * from './invoice-data.ts';
export * from './request-data.ts';
