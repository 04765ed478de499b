// Server messages of the order domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/order.ts).
export const orderMessages = {
  'order.notFound': /*i18n*/ { id: 'order.notFound', message: 'This purchase order does not exist' },
  'order.badCursor': /*i18n*/ { id: 'order.badCursor', message: 'This page link is no longer valid' },
};
