// Server messages of the catalogue domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/catalogue.ts).
export const catalogueMessages = {};
