export * from './payment-tables.tsx';
export * from './payment-columns.tsx';
export * from './write-off-table.tsx';
