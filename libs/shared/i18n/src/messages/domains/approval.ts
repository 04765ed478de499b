// Server messages of the approval domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/approval.ts).
export const approvalMessages = {
  'approval.notPending': /*i18n*/ {
    id: 'approval.notPending',
    message:
      'This approval is no longer waiting for you: it was handled, withdrawn or taken by another approver',
  },
  'approval.alreadyApproving': /*i18n*/ {
    id: 'approval.alreadyApproving',
    message: 'This document is already under approval',
  },
  'approval.notApproving': /*i18n*/ {
    id: 'approval.notApproving',
    message: 'This document is not under approval',
  },
  'approval.noApprover': /*i18n*/ {
    id: 'approval.noApprover',
    message: 'No approver is assigned for this document. Ask an administrator to set up the approval flow.',
  },
  'approval.assignmentExists': /*i18n*/ {
    id: 'approval.assignmentExists',
    message: 'Approvers for this type and scope are already assigned. Edit that row instead.',
  },
  'approval.notEmployee': /*i18n*/ {
    id: 'approval.notEmployee',
    message: 'Choose an active employee of this company',
  },
  'approval.transferSelf': /*i18n*/ {
    id: 'approval.transferSelf',
    message: 'Choose another employee than the current approver',
  },
  'approval.dynamicNotAllowed': /*i18n*/ {
    id: 'approval.dynamicNotAllowed',
    message: 'This approval step does not accept approvers chosen at submit',
  },
  'approval.duplicateNodeKey': /*i18n*/ {
    id: 'approval.duplicateNodeKey',
    message: 'Each step needs its own key',
  },
  'approval.employeesRequired': /*i18n*/ {
    id: 'approval.employeesRequired',
    message: 'Choose at least one employee for a named-employee step',
  },
  'approval.amountRange': /*i18n*/ {
    id: 'approval.amountRange',
    message: 'The minimum amount must not exceed the maximum amount',
  },
  'approval.scopeRequired': /*i18n*/ {
    id: 'approval.scopeRequired',
    message: 'Choose what this assignment applies to',
  },
  'approval.unknownScope': /*i18n*/ {
    id: 'approval.unknownScope',
    message: 'This department, cost centre or legal entity does not exist',
  },
  'approval.approved': /*i18n*/ { id: 'approval.approved', message: 'Approved' },
  'approval.rejected': /*i18n*/ {
    id: 'approval.rejected',
    message: 'Rejected and returned to the applicant',
  },
  'approval.transferred': /*i18n*/ { id: 'approval.transferred', message: 'Transferred' },
  'approval.flowSaved': /*i18n*/ { id: 'approval.flowSaved', message: 'Approval flow saved' },
  'approval.flowEnabled': /*i18n*/ { id: 'approval.flowEnabled', message: 'Approval flow enabled' },
  'approval.flowDisabled': /*i18n*/ { id: 'approval.flowDisabled', message: 'Approval flow disabled' },
  'approval.assignmentSaved': /*i18n*/ { id: 'approval.assignmentSaved', message: 'Approvers saved' },
  'approval.assignmentDeleted': /*i18n*/ { id: 'approval.assignmentDeleted', message: 'Approvers deleted' },
  'approval.taskTitle': /*i18n*/ { id: 'approval.taskTitle', message: 'Waiting for your approval: {code}' },
  'approval.taskBody': /*i18n*/ {
    id: 'approval.taskBody',
    message: '{applicant} submitted "{title}" ({code}) and it waits for your approval at step "{node}".',
  },
  'approval.resultApprovedTitle': /*i18n*/ {
    id: 'approval.resultApprovedTitle',
    message: 'Approved: {code}',
  },
  'approval.resultApprovedBody': /*i18n*/ {
    id: 'approval.resultApprovedBody',
    message: 'Your document "{title}" ({code}) has been approved.',
  },
  'approval.resultRejectedTitle': /*i18n*/ {
    id: 'approval.resultRejectedTitle',
    message: 'Rejected: {code}',
  },
  'approval.resultRejectedBody': /*i18n*/ {
    id: 'approval.resultRejectedBody',
    message: 'Your document "{title}" ({code}) was rejected and returned to you. Comment: {comment}',
  },
};
