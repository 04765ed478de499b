// Server messages of the procurement domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/procurement.ts).
export const procurementMessages = {};
