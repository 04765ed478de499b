export * from './budget-api.ts';
