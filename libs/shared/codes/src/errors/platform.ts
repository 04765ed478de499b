// Error and success codes of the operations console's platform lists (issue #16 §7, /admin supplier and
// buyer); each has a message in libs/shared/i18n/src/messages/domains/platform.ts.
export const PLATFORM_ERROR_CODES = {
  /** 403 at sign-in: every tenant the account could log into, or its supplier company, is frozen. */
  platformCompanyFrozen: 'platform.companyFrozen',
  /** 404: no such company on the platform. */
  platformCompanyNotFound: 'platform.companyNotFound',
  /** 409: freezing a frozen company, or unfreezing an active one. */
  platformAlreadyFrozen: 'platform.alreadyFrozen',
  platformNotFrozen: 'platform.notFrozen',
  platformBadCursor: 'platform.badCursor',
} as const;

export const PLATFORM_SUCCESS_MESSAGES = {
  platformFrozen: 'platform.frozen',
  platformUnfrozen: 'platform.unfrozen',
} as const;
