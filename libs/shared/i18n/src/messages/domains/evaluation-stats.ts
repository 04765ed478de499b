// Server messages of the performance statistics, one-off vendor assessments and the grade guard (issue
// #17 §5–§7), keyed by their stable code (libs/shared/codes/src/errors/evaluation-stats.ts).
export const evalstatsMessages = {
  'evaluation.assessmentNotFound': /*i18n*/ {
    id: 'evaluation.assessmentNotFound',
    message: 'This vendor assessment does not exist',
  },
  'evaluation.assessmentScoresShape': /*i18n*/ {
    id: 'evaluation.assessmentScoresShape',
    message: 'Score each of the template’s {count} criteria',
  },
  'evaluation.badCursor': /*i18n*/ {
    id: 'evaluation.badCursor',
    message: 'This page link is not valid. Go back to the first page.',
  },
  'evaluation.gradeBlocked': /*i18n*/ {
    id: 'evaluation.gradeBlocked',
    message:
      'No order can be placed with {vendor}: its latest published performance grade is {grade}, and the company setting blocks orders to suppliers with that grade',
  },
  'evaluation.gradeWarning': /*i18n*/ {
    id: 'evaluation.gradeWarning',
    message: '{vendor} has the performance grade {grade} (latest published evaluation): order with care',
  },
  'export.list.evaluationStatistics': /*i18n*/ {
    id: 'export.list.evaluationStatistics',
    message: 'Supplier performance statistics',
  },
  'export.list.evaluationAssessments': /*i18n*/ {
    id: 'export.list.evaluationAssessments',
    message: 'Vendor assessments',
  },
  'evaluation.assessmentSaved': /*i18n*/ { id: 'evaluation.assessmentSaved', message: 'Assessment saved' },
  'evaluation.assessmentDeleted': /*i18n*/ {
    id: 'evaluation.assessmentDeleted',
    message: 'Assessment deleted',
  },
  'evaluation.assessmentSubmitted': /*i18n*/ {
    id: 'evaluation.assessmentSubmitted',
    message: 'Assessment submitted',
  },
  'evaluation.assessmentVoided': /*i18n*/ { id: 'evaluation.assessmentVoided', message: 'Assessment voided' },
  'evaluation.settingSaved': /*i18n*/ { id: 'evaluation.settingSaved', message: 'Setting saved' },
} as const;
