// Server messages of the operations console's platform lists (issue #16 §7), keyed by their stable code
// (libs/shared/codes/src/errors/platform.ts).
export const platformMessages = {
  'platform.companyFrozen': /*i18n*/ {
    id: 'platform.companyFrozen',
    message:
      "Your company's account has been frozen by the platform operator. Nobody of it can sign in until it is unfrozen; contact the platform's customer service.",
  },
  'platform.companyNotFound': /*i18n*/ {
    id: 'platform.companyNotFound',
    message: 'This company does not exist on the platform',
  },
  'platform.alreadyFrozen': /*i18n*/ {
    id: 'platform.alreadyFrozen',
    message: 'This company is already frozen',
  },
  'platform.notFrozen': /*i18n*/ { id: 'platform.notFrozen', message: 'This company is not frozen' },
  'platform.badCursor': /*i18n*/ {
    id: 'platform.badCursor',
    message: 'This page link is no longer valid: start again from the first page',
  },
  'platform.frozen': /*i18n*/ {
    id: 'platform.frozen',
    message: 'The company is frozen: its people are signed out and cannot sign in',
  },
  'platform.unfrozen': /*i18n*/ {
    id: 'platform.unfrozen',
    message: 'The company is unfrozen: its people can sign in again',
  },
};
