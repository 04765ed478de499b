export * from './statement-data.ts';
export * from './reconciliation-data.ts';
export * from './data-rule-data.ts';
