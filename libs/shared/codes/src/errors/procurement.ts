// Error and success codes of the procurement domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/procurement.ts. Ids start with the domain: 'procurement.xxx'.
export const PROCUREMENT_ERROR_CODES = {} as const;

export const PROCUREMENT_SUCCESS_MESSAGES = {} as const;
