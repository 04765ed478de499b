export { evaluationRoutes } from './routes.ts';
export { evaluationStatsRoutes } from './stats-routes.ts';
export * as evaluationAssessmentSchema from './assessments/schema.ts';
export * as evaluationSchema from './schema.ts';
export * from './contract.ts';
/** For the demo seed (tools/seed): plans are created and submitted as a buyer would. */
export { registerPlanDocument, savePlan, submitPlan } from './plans.ts';
/** For the demo seed and tests: appraisals, results, grade changes, appeals and reminders as a user would. */
export { saveAppraisal } from './appraisals.ts';
export { saveAssessment } from './assessments/service.ts';
export { submitResults } from './results.ts';
export { requestAdjustment } from './adjust.ts';
export { appealResult, answerAppeal } from './supplier-results.ts';
export { EVALUATION_REMINDER_JOB, sendEvaluationReminders } from './reminders.ts';
export { registerEvaluationDocuments } from './register.ts';
