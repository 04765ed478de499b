export type { Database, Db, DbLogger } from './database.ts';
export { silentDbLogger } from './database.ts';
export { openDatabase, type OpenDatabaseOptions } from './open-database.ts';
export { openPostgres, type PostgresOptions } from './postgres.ts';
export { openPglite, DataDirLockedError, type PgliteOptions } from './pglite.ts';
export { migrationsFolder } from './migrations-folder.ts';
export { withTenant, withAppRole, applyScope, type TenantScope } from './tenant.ts';
export {
  APP_ROLE,
  appRole,
  tenantPolicy,
  vendorScopedPolicy,
  currentTenantSql,
  currentUserSql,
  currentVendorSql,
} from './rls.ts';
export { isDatabaseUnavailable, isUniqueViolation } from './errors.ts';
export { lockKey } from './lock.ts';
export { newId, isUuid, UUID_PATTERN } from './ids.ts';
export { offlineDatabase } from './offline.ts';
export { queryRows } from './rows.ts';
export { runPrepared } from './prepared.ts';
export { inTurn } from './in-turn.ts';
