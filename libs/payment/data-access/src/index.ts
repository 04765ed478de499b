export * from './payment-data.ts';
export * from './write-off-data.ts';
