export * from './returns-data.ts';
