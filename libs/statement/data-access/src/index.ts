export * from './statement-data.ts';
