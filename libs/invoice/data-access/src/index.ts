export * from './invoice-data.ts';
