// Server messages of idempotent POSTs (issue #15), keyed by their stable code
// (libs/shared/codes/src/errors/idempotency.ts).
export const idempotencyMessages = {
  'idempotency.mismatch': /*i18n*/ {
    id: 'idempotency.mismatch',
    message: 'This request key was already used with different content. Start the action again.',
  },
  'idempotency.invalidKey': /*i18n*/ {
    id: 'idempotency.invalidKey',
    message: 'The request key is not valid (1 to 255 visible characters)',
  },
};
