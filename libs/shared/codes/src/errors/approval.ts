// Error and success codes of the approval domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/approval.ts. Ids start with the domain: 'approval.xxx'.
export const APPROVAL_ERROR_CODES = {} as const;

export const APPROVAL_SUCCESS_MESSAGES = {} as const;
