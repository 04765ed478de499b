export { evaluationRoutes } from './routes.ts';
export { evaluationStatsRoutes } from './stats-routes.ts';
export * as evaluationAssessmentSchema from './assessments/schema.ts';
export * as evaluationSchema from './schema.ts';
export * from './contract.ts';
/** For the demo seed (tools/seed): plans are created and submitted as a buyer would. */
export { registerPlanDocument, savePlan, submitPlan } from './plans.ts';
