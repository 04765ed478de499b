export * from './payment-data.ts';
export * from './write-off-data.ts';
export * from './payment-setting-data.ts';
