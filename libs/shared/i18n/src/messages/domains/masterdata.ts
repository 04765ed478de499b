// Server messages of the masterdata domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/masterdata.ts).
export const masterdataMessages = {};
