export * from './payment-tables.tsx';
export * from './payment-columns.tsx';
