import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { APP_ROLE } from './rls.ts';

/**
 * Who a transaction runs for; `null` leaves the setting empty (tenant tables then show no rows).
 * `vendorId` is the supplier company of a supplier session: vendor-scoped tables then show only its
 * rows (`vendorScopedPolicy`); absent or null for buyers, operations and system work.
 */
export type TenantScope = { tenantId: string | null; userId: string | null; vendorId?: string | null };

/**
 * Switches the current transaction to the app role and sets tenant and user for row-level security.
 * `set_config(…, true)` is SET LOCAL: it ends with the transaction, so a pooled connection stays clean.
 */
export async function applyScope(tx: Db, scope: TenantScope): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${scope.tenantId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true), set_config('app.vendor_id', ${scope.vendorId ?? ''}, true)`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `applyScope`'s statement with the values written in (they must be UUIDs or empty, checked here; null
 * when one is not), so that a driver can send it in the same round trip as BEGIN (simple protocol:
 * no parameters).
 */
export function scopeStatementLiteral(scope: TenantScope): string | null {
  const values = [scope.tenantId, scope.userId, scope.vendorId].map((v) => v ?? '');
  if (values.some((v) => v !== '' && !UUID.test(v))) return null;
  const [tenantId, userId, vendorId] = values;
  return `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.user_id', '${userId}', true), set_config('app.vendor_id', '${vendorId}', true)`;
}

/**
 * A driver's faster scoped transaction: same contract as `db.transaction` + `applyScope` (a real
 * drizzle transaction, savepoints inside, rollback on throw), fewer round trips. Registered by
 * `openPostgres` for its pool's database; absent for PGlite and for transactions (savepoints).
 */
export type ScopedTransactionRunner = <T>(scope: TenantScope, fn: (tx: Db) => Promise<T>) => Promise<T>;

const scopedRunners = new WeakMap<Db, ScopedTransactionRunner>();

export function registerScopedTransactions(db: Db, runner: ScopedTransactionRunner): void {
  scopedRunners.set(db, runner);
}

/**
 * Runs `fn` in a transaction as the non-superuser app role with the tenant and user set. Always
 * through the driver's transaction API: a plain `BEGIN` on PGlite would pull other requests'
 * statements into this transaction (STACK trap 10). Called with a transaction, it nests (savepoint).
 */
export async function withTenant<T>(db: Db, scope: TenantScope, fn: (tx: Db) => Promise<T>): Promise<T> {
  const runner = scopedRunners.get(db);
  if (runner) return runner(scope, fn);
  return db.transaction(async (tx) => {
    await applyScope(tx, scope);
    return fn(tx);
  });
}

/** For global tables (users, sessions, menus…) before a tenant is known: same role, no tenant. */
export async function withAppRole<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  userId: string | null = null,
): Promise<T> {
  return withTenant(db, { tenantId: null, userId }, fn);
}
