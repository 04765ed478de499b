// Error and success codes of the supplier performance domain (issue #17); each has a message in
// libs/shared/i18n/src/messages/domains/evaluation.ts. Ids start with the domain: 'evaluation.xxx'.
export const EVALUATION_ERROR_CODES = {
  evaluationMouldNotFound: 'evaluation.mouldNotFound',
  /** 422: a plan cannot use a disabled template. */
  evaluationMouldDisabled: 'evaluation.mouldDisabled',
  evaluationPlanNotFound: 'evaluation.planNotFound',
  evaluationAppraisalNotFound: 'evaluation.appraisalNotFound',
  evaluationResultNotFound: 'evaluation.resultNotFound',
  /** 409: this action is not possible in the plan's (appraisal's, result's) current status. */
  evaluationWrongStatus: 'evaluation.wrongStatus',
  // Field codes (data.fields[].code).
  evaluationWeightsSum: 'evaluation.weightsSum',
  evaluationCriterionDuplicate: 'evaluation.criterionDuplicate',
  evaluationVendorUnknown: 'evaluation.vendorUnknown',
  evaluationEvaluatorUnknown: 'evaluation.evaluatorUnknown',
  evaluationPeriodOrder: 'evaluation.periodOrder',
  evaluationDeadlineBeforeEnd: 'evaluation.deadlineBeforeEnd',
  evaluationVendorDuplicate: 'evaluation.vendorDuplicate',
  evaluationEvaluatorRequired: 'evaluation.evaluatorRequired',
  /** 400 on evaluatorIds: one list per criterion of the template ({count}). */
  evaluationEvaluatorsShape: 'evaluation.evaluatorsShape',
  evaluationScoreMissing: 'evaluation.scoreMissing',
} as const;

export const EVALUATION_SUCCESS_MESSAGES = {
  evaluationMouldSaved: 'evaluation.mouldSaved',
  evaluationMouldEnabled: 'evaluation.mouldEnabled',
  evaluationMouldDisabledDone: 'evaluation.mouldDisabledDone',
  evaluationPlanSaved: 'evaluation.planSaved',
  evaluationPlanSubmitted: 'evaluation.planSubmitted',
  evaluationPlanCancelled: 'evaluation.planCancelled',
  evaluationAppraisalSaved: 'evaluation.appraisalSaved',
  evaluationAppraisalCommitted: 'evaluation.appraisalCommitted',
  evaluationGradeAdjusted: 'evaluation.gradeAdjusted',
  evaluationPublished: 'evaluation.published',
  evaluationAppealed: 'evaluation.appealed',
} as const;
