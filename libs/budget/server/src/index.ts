export { budgetRoutes } from './routes.ts';
export * from './contract.ts';
export * as budgetSchema from './schema.ts';
export { budgetImport } from './budget-import.ts';
