// Error and success codes of the order domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/order.ts. Ids start with the domain: 'order.xxx'.
export const ORDER_ERROR_CODES = {
  orderNotFound: 'order.notFound',
  // Field code (data.fields[].code) of a list cursor that is not one this API handed out.
  orderBadCursor: 'order.badCursor',
} as const;

export const ORDER_SUCCESS_MESSAGES = {} as const;
