// Error and success codes of the message domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/message.ts. Ids start with the domain: 'message.xxx'.
export const MESSAGE_ERROR_CODES = {} as const;

export const MESSAGE_SUCCESS_MESSAGES = {} as const;
