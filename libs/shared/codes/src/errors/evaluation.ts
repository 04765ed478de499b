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
  /** 400 on scores.i.criterionId: not a criterion assigned to this evaluator (like an absent one). */
  evaluationCriterionNotAssigned: 'evaluation.criterionNotAssigned',
  /** 400 on scores.i.score: 0–100, at most 2 decimals. */
  evaluationScoreRange: 'evaluation.scoreRange',
  /** 400 on grade: not one of the tenant's grade levels, or the grade the result already has. */
  evaluationGradeUnknown: 'evaluation.gradeUnknown',
  evaluationGradeUnchanged: 'evaluation.gradeUnchanged',
  /** 409: the result already has a grade change under approval. */
  evaluationAdjustPending: 'evaluation.adjustPending',
  /** 409: the supplier appealed this result already (once only) / the appeal was answered already. */
  evaluationAppealTwice: 'evaluation.appealTwice',
  evaluationAppealAnswered: 'evaluation.appealAnswered',
  /** 400 on levels: grade names must differ, minimum scores must differ and one level must start at 0. */
  evaluationLevelDuplicate: 'evaluation.levelDuplicate',
  evaluationLevelNoZero: 'evaluation.levelNoZero',
  /** 400: the criteria sheet has errors (data.fields: `rows.<row>.<column>`, `file`); nothing imported. */
  evaluationImportInvalid: 'evaluation.importInvalid',
  /** 400 on rows.<row>.method: not a scoring method ({methods}: the accepted values). */
  evaluationImportMethod: 'evaluation.importMethod',
  /** Transfer of open assessments: 400 on toId (the same person), 409 nothing open / the new one already assesses a supplier. */
  evaluationTransferSame: 'evaluation.transferSame',
  evaluationTransferNone: 'evaluation.transferNone',
  evaluationTransferClash: 'evaluation.transferClash',
  evaluationTransferTitle: 'evaluation.transferTitle',
  evaluationTransferBody: 'evaluation.transferBody',
  // Message texts (reminders and results).
  evaluationReminderTitle: 'evaluation.reminderTitle',
  evaluationReminderBody: 'evaluation.reminderBody',
  evaluationPublishedTitle: 'evaluation.publishedTitle',
  evaluationPublishedBody: 'evaluation.publishedBody',
  evaluationAppealTitle: 'evaluation.appealTitle',
  evaluationAppealBody: 'evaluation.appealBody',
} as const;

export const EVALUATION_SUCCESS_MESSAGES = {
  evaluationMouldSaved: 'evaluation.mouldSaved',
  evaluationCriteriaImported: 'evaluation.criteriaImported',
  evaluationTransferred: 'evaluation.transferred',
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
  evaluationAdjustRequested: 'evaluation.adjustRequested',
  evaluationResultsSubmitted: 'evaluation.resultsSubmitted',
  evaluationAppealAnsweredDone: 'evaluation.appealAnsweredDone',
  evaluationReminded: 'evaluation.reminded',
  evaluationLevelsSaved: 'evaluation.levelsSaved',
} as const;
