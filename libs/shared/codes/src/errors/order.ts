// Error and success codes of the order domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/order.ts. Ids start with the domain: 'order.xxx'.
export const ORDER_ERROR_CODES = {} as const;

export const ORDER_SUCCESS_MESSAGES = {} as const;
