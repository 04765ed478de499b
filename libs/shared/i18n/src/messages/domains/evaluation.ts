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
  'evaluation.transferred': /*i18n*/ {
    id: 'evaluation.transferred',
    message: '{count} open assessments transferred',
  },
  'evaluation.criteriaImported': /*i18n*/ {
    id: 'evaluation.criteriaImported',
    message: '{count} criteria imported; they replace the template’s criteria',
  },
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
  'evaluation.criterionNotAssigned': /*i18n*/ {
    id: 'evaluation.criterionNotAssigned',
    message: 'This criterion is not assigned to you in this assessment',
  },
  'evaluation.scoreRange': /*i18n*/ {
    id: 'evaluation.scoreRange',
    message: 'Enter a score from 0 to 100 with at most 2 decimals',
  },
  'evaluation.gradeUnknown': /*i18n*/ {
    id: 'evaluation.gradeUnknown',
    message: 'Choose one of the grade levels',
  },
  'evaluation.gradeUnchanged': /*i18n*/ {
    id: 'evaluation.gradeUnchanged',
    message: 'Choose a grade other than the current one',
  },
  'evaluation.adjustPending': /*i18n*/ {
    id: 'evaluation.adjustPending',
    message: 'A grade change of this supplier is already under approval',
  },
  'evaluation.appealTwice': /*i18n*/ {
    id: 'evaluation.appealTwice',
    message: 'This result was appealed already: a result can be appealed once',
  },
  'evaluation.appealAnswered': /*i18n*/ {
    id: 'evaluation.appealAnswered',
    message: 'This appeal was answered already',
  },
  'evaluation.levelDuplicate': /*i18n*/ {
    id: 'evaluation.levelDuplicate',
    message: 'Each level needs its own grade name and its own minimum score',
  },
  'evaluation.levelNoZero': /*i18n*/ {
    id: 'evaluation.levelNoZero',
    message: 'The lowest level must start at 0',
  },
  'evaluation.importInvalid': /*i18n*/ {
    id: 'evaluation.importInvalid',
    message: 'The sheet has errors; nothing was imported. Correct the rows listed and upload it again.',
  },
  'evaluation.importMethod': /*i18n*/ {
    id: 'evaluation.importMethod',
    message: 'Unknown scoring method; use one of: {methods}',
  },
  'evaluation.transferSame': /*i18n*/ {
    id: 'evaluation.transferSame',
    message: 'Choose another employee than the current evaluator',
  },
  'evaluation.transferNone': /*i18n*/ {
    id: 'evaluation.transferNone',
    message: 'This evaluator has no open assessments in this plan',
  },
  'evaluation.transferClash': /*i18n*/ {
    id: 'evaluation.transferClash',
    message: 'The new evaluator already assesses one of these suppliers in this plan',
  },
  'evaluation.transferTitle': /*i18n*/ {
    id: 'evaluation.transferTitle',
    message: 'Performance assessments handed to you: {plan}',
  },
  'evaluation.transferBody': /*i18n*/ {
    id: 'evaluation.transferBody',
    message: '{from} handed you {count} open assessments of performance plan {plan} ({code}). {comment}',
  },
  'evaluation.reminderTitle': /*i18n*/ {
    id: 'evaluation.reminderTitle',
    message: 'Performance scoring overdue: {plan}',
  },
  'evaluation.reminderBody': /*i18n*/ {
    id: 'evaluation.reminderBody',
    message: 'Please score {vendor} in performance plan {plan} ({code}); the deadline was {deadline}.',
  },
  'evaluation.publishedTitle': /*i18n*/ {
    id: 'evaluation.publishedTitle',
    message: 'Performance results published: {plan}',
  },
  'evaluation.publishedBody': /*i18n*/ {
    id: 'evaluation.publishedBody',
    message: '{customer} published your performance result for {period}: grade {grade}.',
  },
  'evaluation.appealTitle': /*i18n*/ {
    id: 'evaluation.appealTitle',
    message: 'Performance appeal from {vendor}',
  },
  'evaluation.appealBody': /*i18n*/ {
    id: 'evaluation.appealBody',
    message: '{vendor} appealed its result in plan {plan} ({code}): {comment}',
  },
  'evaluation.adjustRequested': /*i18n*/ {
    id: 'evaluation.adjustRequested',
    message: 'Grade change submitted for approval',
  },
  'evaluation.resultsSubmitted': /*i18n*/ {
    id: 'evaluation.resultsSubmitted',
    message: 'Results submitted for approval',
  },
  'evaluation.appealAnsweredDone': /*i18n*/ {
    id: 'evaluation.appealAnsweredDone',
    message: 'Answer sent to the supplier',
  },
  'evaluation.reminded': /*i18n*/ {
    id: 'evaluation.reminded',
    message: 'Reminders sent: {count}',
  },
  'evaluation.levelsSaved': /*i18n*/ {
    id: 'evaluation.levelsSaved',
    message: 'Grade levels saved',
  },
};
