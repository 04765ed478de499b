// Server messages of the approval domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/approval.ts).
export const approvalMessages = {};
