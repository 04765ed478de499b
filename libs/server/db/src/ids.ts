import { randomUUID } from 'node:crypto';

/** Ids are generated in code: `uuidv7()` exists on PostgreSQL 18 (PGlite) but not on 15 (STACK trap 13). */
export function newId(): string {
  return randomUUID();
}

/** Any RFC 4122-shaped UUID. Ids are checked by pattern before they reach a query (STACK trap 15). */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
