// Error codes of idempotent money-moving POSTs (issue #15, DOMAIN.md §4); each has a message in
// libs/shared/i18n/src/messages/domains/idempotency.ts.
export const IDEMPOTENCY_ERROR_CODES = {
  /** 409: the Idempotency-Key was used on this route with another body. */
  idempotencyMismatch: 'idempotency.mismatch',
  /** 400: the Idempotency-Key is empty, longer than 255 characters or not printable ASCII. */
  idempotencyInvalidKey: 'idempotency.invalidKey',
} as const;
