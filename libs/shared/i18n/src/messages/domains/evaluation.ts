// Server messages of the supplier performance domain (issue #17), keyed by their stable code
// (libs/shared/codes/src/errors/evaluation.ts).
export const evaluationMessages = {
  'evaluation.mouldNotFound': /*i18n*/ {
    id: 'evaluation.mouldNotFound',
    message: 'This evaluation template does not exist',
  },
  'evaluation.mouldDisabled': /*i18n*/ {
    id: 'evaluation.mouldDisabled',
    message: 'This evaluation template is disabled: enable it or choose another',
  },
  'evaluation.planNotFound': /*i18n*/ {
    id: 'evaluation.planNotFound',
    message: 'This performance plan does not exist',
  },
  'evaluation.appraisalNotFound': /*i18n*/ {
    id: 'evaluation.appraisalNotFound',
    message: 'This assessment does not exist or is not assigned to you',
  },
  'evaluation.resultNotFound': /*i18n*/ {
    id: 'evaluation.resultNotFound',
    message: 'This evaluation result does not exist',
  },
  'evaluation.wrongStatus': /*i18n*/ {
    id: 'evaluation.wrongStatus',
    message: 'This action is not possible in the current status. Refresh the page to see it.',
  },
  'evaluation.weightsSum': /*i18n*/ {
    id: 'evaluation.weightsSum',
    message: 'The weights must add up to 100 (now {sum})',
  },
  'evaluation.criterionDuplicate': /*i18n*/ {
    id: 'evaluation.criterionDuplicate',
    message: 'Another criterion already has this name',
  },
  'evaluation.vendorUnknown': /*i18n*/ {
    id: 'evaluation.vendorUnknown',
    message: 'This supplier does not serve your company',
  },
  'evaluation.evaluatorUnknown': /*i18n*/ {
    id: 'evaluation.evaluatorUnknown',
    message: 'This employee cannot score performance',
  },
  'evaluation.periodOrder': /*i18n*/ {
    id: 'evaluation.periodOrder',
    message: 'The period must end on or after its start',
  },
  'evaluation.deadlineBeforeEnd': /*i18n*/ {
    id: 'evaluation.deadlineBeforeEnd',
    message: 'The scoring deadline cannot be before the end of the period',
  },
  'evaluation.vendorDuplicate': /*i18n*/ {
    id: 'evaluation.vendorDuplicate',
    message: 'This supplier is already in the plan',
  },
  'evaluation.evaluatorRequired': /*i18n*/ {
    id: 'evaluation.evaluatorRequired',
    message: 'Choose at least one evaluator for this manually scored criterion',
  },
  'evaluation.evaluatorsShape': /*i18n*/ {
    id: 'evaluation.evaluatorsShape',
    message: 'Give the evaluators of each of the template’s {count} criteria',
  },
  'evaluation.scoreMissing': /*i18n*/ {
    id: 'evaluation.scoreMissing',
    message: 'Score every criterion before submitting',
  },
  'evaluation.mouldSaved': /*i18n*/ { id: 'evaluation.mouldSaved', message: 'Template saved' },
  'evaluation.mouldEnabled': /*i18n*/ { id: 'evaluation.mouldEnabled', message: 'Template enabled' },
  'evaluation.mouldDisabledDone': /*i18n*/ {
    id: 'evaluation.mouldDisabledDone',
    message: 'Template disabled',
  },
  'evaluation.planSaved': /*i18n*/ { id: 'evaluation.planSaved', message: 'Performance plan saved' },
  'evaluation.planSubmitted': /*i18n*/ {
    id: 'evaluation.planSubmitted',
    message: 'Performance plan submitted for approval',
  },
  'evaluation.planCancelled': /*i18n*/ {
    id: 'evaluation.planCancelled',
    message: 'Performance plan cancelled',
  },
  'evaluation.appraisalSaved': /*i18n*/ { id: 'evaluation.appraisalSaved', message: 'Scores saved' },
  'evaluation.appraisalCommitted': /*i18n*/ {
    id: 'evaluation.appraisalCommitted',
    message: 'Scores submitted',
  },
  'evaluation.gradeAdjusted': /*i18n*/ { id: 'evaluation.gradeAdjusted', message: 'Grade adjusted' },
  'evaluation.published': /*i18n*/ {
    id: 'evaluation.published',
    message: 'Results published to the suppliers',
  },
  'evaluation.appealed': /*i18n*/ { id: 'evaluation.appealed', message: 'Appeal sent to the buyer' },
};
