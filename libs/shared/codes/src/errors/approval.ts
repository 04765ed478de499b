// Error and success codes of the approval domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/approval.ts. Ids start with the domain: 'approval.xxx'.
export const APPROVAL_ERROR_CODES = {
  /** 409: no pending task of the caller on the document (acted already, withdrawn, another approver won). */
  approvalNotPending: 'approval.notPending',
  /** 409: the document is already under approval. */
  approvalAlreadyApproving: 'approval.alreadyApproving',
  /** 409: the document is not under approval (withdraw). */
  approvalNotApproving: 'approval.notApproving',
  /** 422: the matching flow needs approval but none of its nodes resolves an approver. */
  approvalNoApprover: 'approval.noApprover',
  /** 409: an assignment for this approver type and scope exists already. */
  approvalAssignmentExists: 'approval.assignmentExists',
  /** Field codes (400 validation.failed). */
  approvalNotEmployee: 'approval.notEmployee',
  approvalTransferSelf: 'approval.transferSelf',
  approvalDynamicNotAllowed: 'approval.dynamicNotAllowed',
  approvalDuplicateNodeKey: 'approval.duplicateNodeKey',
  approvalEmployeesRequired: 'approval.employeesRequired',
  approvalAmountRange: 'approval.amountRange',
  approvalScopeRequired: 'approval.scopeRequired',
  approvalUnknownScope: 'approval.unknownScope',
} as const;

export const APPROVAL_SUCCESS_MESSAGES = {
  approvalApproved: 'approval.approved',
  approvalRejected: 'approval.rejected',
  approvalTransferred: 'approval.transferred',
  approvalFlowSaved: 'approval.flowSaved',
  approvalFlowEnabled: 'approval.flowEnabled',
  approvalFlowDisabled: 'approval.flowDisabled',
  approvalAssignmentSaved: 'approval.assignmentSaved',
  approvalAssignmentDeleted: 'approval.assignmentDeleted',
  /** Notification texts (message center and e-mail), params: code, title, applicant, node, result. */
  approvalTaskTitle: 'approval.taskTitle',
  approvalTaskBody: 'approval.taskBody',
  approvalResultApprovedTitle: 'approval.resultApprovedTitle',
  approvalResultApprovedBody: 'approval.resultApprovedBody',
  approvalResultRejectedTitle: 'approval.resultRejectedTitle',
  approvalResultRejectedBody: 'approval.resultRejectedBody',
} as const;
