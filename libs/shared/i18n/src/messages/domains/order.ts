// Server messages of the order domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/order.ts).
export const orderMessages = {};
