export * from './evaluation-keys.ts';
export * from './use-moulds.ts';
export * from './use-plans.ts';
export * from './use-statistics.ts';
export * from './use-assessments.ts';
export * from './use-appraise.ts';
