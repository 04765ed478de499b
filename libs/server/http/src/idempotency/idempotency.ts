import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, withAppRole, type Db } from '@procure/server-db';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '../app-error.ts';

// Idempotent money-moving POSTs (DOMAIN.md §4; docs/conventions.md "Idempotency"). A request may carry
// `Idempotency-Key`; the key is scoped to (tenant, user, route) and kept 24 hours. The key row is taken
// in the caller's transaction BEFORE the effect runs, so:
// - a concurrent repeat blocks on the row's primary key until the first transaction ends; if the first
//   committed, the repeat finds its stored result (no second effect); if it rolled back (a 4xx), the
//   repeat runs as a first request;
// - a repeat with another body answers 409 `idempotency.mismatch` and changes nothing;
// - errors are not stored: nothing of a failed request persists, the key included.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Header set on an answer that repeats a stored result. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The request's key, or null when it sent none; a malformed key → 400 `idempotency.invalidKey`. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) throw new AppError(400, ERROR_CODES.idempotencyInvalidKey);
  return key;
}

export type IdempotencyScope = { tenantId: string; userId: string };

/**
 * Runs `effect` once per (tenant, user, route, key) within 24 hours, inside `tx` (the caller's tenant
 * transaction). Without the header it simply runs. The result must be JSON (it is stored and replayed).
 */
export async function idempotent<T>(
  tx: Db,
  request: FastifyRequest,
  scope: IdempotencyScope,
  effect: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === null) return effect();
  const route = request.routeOptions.url ?? request.url;
  const hash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
  // A key older than the TTL counts as new: the upsert takes it over; a live one is left alone.
  const taken = await queryRows<{ taken: boolean }>(
    tx,
    sql`insert into idempotency_keys (tenant_id, user_id, route, key, request_hash)
        values (${scope.tenantId}, ${scope.userId}, ${route}, ${key}, ${hash})
        on conflict (tenant_id, user_id, route, key) do update
          set request_hash = excluded.request_hash, response = null, created_at = now()
          where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
        returning true as taken`,
  );
  if (taken.length === 0) {
    const rows = await queryRows<{ request_hash: string; response: T | null }>(
      tx,
      sql`select request_hash, response from idempotency_keys
          where tenant_id = ${scope.tenantId} and user_id = ${scope.userId} and route = ${route} and key = ${key}`,
    );
    const row = rows[0];
    if (!row || row.request_hash !== hash) throw new AppError(409, ERROR_CODES.idempotencyMismatch);
    request.idempotentReplay = true;
    return row.response as T;
  }
  const result = await effect();
  await tx.execute(
    sql`update idempotency_keys set response = ${JSON.stringify(result ?? null)}::jsonb
        where tenant_id = ${scope.tenantId} and user_id = ${scope.userId} and route = ${route} and key = ${key}`,
  );
  return result;
}

/**
 * Deletes keys older than the TTL as of `now`, in every tenant: runs as the app role with no tenant,
 * which the policy `idempotency_keys_expired_cleanup` lets delete expired keys only.
 */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000).toISOString();
  return withAppRole(db, async (tx) => {
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from idempotency_keys where created_at < ${before}::timestamptz returning 1)
          select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer repeats a stored result of the same Idempotency-Key. */
    idempotentReplay?: boolean;
  }
}
