export * from './statement-data.ts';
export * from './reconciliation-data.ts';
