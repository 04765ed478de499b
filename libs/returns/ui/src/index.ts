export * from './return-tables.tsx';
export * from './return-files.tsx';
export * from './return-columns.tsx';
