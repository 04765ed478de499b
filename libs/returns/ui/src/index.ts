export * from './return-tables.tsx';
