// Error and success codes of the masterdata domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/masterdata.ts. Ids start with the domain: 'masterdata.xxx'.
export const MASTERDATA_ERROR_CODES = {} as const;

export const MASTERDATA_SUCCESS_MESSAGES = {} as const;
