// SQLSTATE classes and driver messages that mean "the database cannot be reached right now", as
// opposed to a bug in a query: those answer 503 + Retry-After and heal when the database returns.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '3D000', '53300', '53400']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Connection ended unexpectedly',
  'PGlite is closed',
];

function looksUnavailable(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  if (
    code &&
    (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))
  ) {
    return true;
  }
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

/** True when the error (or any error in its `cause` chain, e.g. drizzle's DrizzleQueryError) is a lost database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (looksUnavailable(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * True when a unique constraint refused the write (SQLSTATE 23505, anywhere in the `cause` chain): the
 * database's last word in a race two requests' checks both passed, answered as a conflict.
 */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
