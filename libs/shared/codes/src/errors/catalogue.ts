// Error and success codes of the catalogue domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/catalogue.ts. Ids start with the domain: 'catalogue.xxx'.
export const CATALOGUE_ERROR_CODES = {} as const;

export const CATALOGUE_SUCCESS_MESSAGES = {} as const;
