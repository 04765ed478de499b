export * from './payment-data.ts';
