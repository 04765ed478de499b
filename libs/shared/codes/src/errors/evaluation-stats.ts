// Error and success codes of the supplier performance statistics, one-off vendor assessments and the
// grade guard (issue #17 §5–§7); each has a message in libs/shared/i18n/src/messages/domains/evaluation-stats.ts.
export const EVALSTATS_ERROR_CODES = {
  evaluationAssessmentNotFound: 'evaluation.assessmentNotFound',
  /** 400 on scores: one score per criterion of the template ({count}). */
  evaluationAssessmentScoresShape: 'evaluation.assessmentScoresShape',
  /** 400 on a cursor that this list did not hand out. */
  evaluationBadCursor: 'evaluation.badCursor',
  /** 422 at order creation: the supplier's latest published grade is the lowest ({vendor}, {grade}). */
  evaluationGradeBlocked: 'evaluation.gradeBlocked',
  /** The warning beside a request whose supplier has the lowest grade ({vendor}, {grade}). */
  evaluationGradeWarning: 'evaluation.gradeWarning',
  exportListEvaluationStatistics: 'export.list.evaluationStatistics',
  exportListEvaluationAssessments: 'export.list.evaluationAssessments',
} as const;

export const EVALSTATS_SUCCESS_MESSAGES = {
  evaluationAssessmentSaved: 'evaluation.assessmentSaved',
  evaluationAssessmentDeleted: 'evaluation.assessmentDeleted',
  evaluationAssessmentSubmitted: 'evaluation.assessmentSubmitted',
  evaluationAssessmentVoided: 'evaluation.assessmentVoided',
  evaluationSettingSaved: 'evaluation.settingSaved',
} as const;
