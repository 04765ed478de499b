import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { queryRows, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { tenantSupplierIdentities } from '@procure/vendor-server';
import { assertPackage, packageState, type PackageState } from './package-state.ts';
import { RISK_SIGNALS, type RiskSignalKind } from './adapters/index.ts';
import { riskMonitors, riskSettings } from './schema.ts';

// The monitoring list (spec §2 /monitorin): which of the tenant's suppliers are watched, what was found
// for each, and the settings (which signals, whom to tell). A supplier is the tenant's when it serves it
// (the vendor domain's contract); any other id answers 404 like an absent one.

export type Supplier = { vendorId: string; name: string; socialCreditCode: string | null };

/** The tenant's supplier, or 404 `risk.vendorNotFound` (absent and foreign alike). */
export async function tenantSupplier(
  tx: Db,
  tenantId: string,
  vendorId: string,
  locale: string,
): Promise<Supplier> {
  const [supplier] = await tenantSupplierIdentities(tx, tenantId, locale, { vendorIds: [vendorId] });
  if (!supplier) throw new AppError(404, ERROR_CODES.riskVendorNotFound);
  return supplier;
}

export type MonitorRow = Supplier & {
  monitored: boolean;
  addedAt: string | null;
  refreshedOn: string | null;
  counts: Record<RiskSignalKind, number>;
  highestLevel: number;
  latestOn: string | null;
};

type CountRow = { vendor_id: string; kind: RiskSignalKind; n: number; level: number; latest: string };

export async function monitoringList(
  tx: Db,
  tenantId: string,
  locale: string,
  today: string,
): Promise<{ package: PackageState; items: MonitorRow[] }> {
  const suppliers = await tenantSupplierIdentities(tx, tenantId, locale);
  const monitors = await tx.select().from(riskMonitors).where(eq(riskMonitors.tenantId, tenantId));
  const counts = await queryRows<CountRow>(
    tx,
    sql`select vendor_id, kind, count(*)::int as n, max(level)::int as level, max(occurred_on)::text as latest
          from risk_records where tenant_id = ${tenantId} group by vendor_id, kind`,
  );
  const byVendor = new Map(monitors.map((m) => [m.vendorId, m]));
  const items = suppliers.map((s): MonitorRow => {
    const mine = counts.filter((c) => c.vendor_id === s.vendorId);
    const monitor = byVendor.get(s.vendorId);
    return {
      ...s,
      monitored: Boolean(monitor),
      addedAt: monitor ? monitor.addedAt.toISOString() : null,
      refreshedOn: monitor?.refreshedOn ?? null,
      counts: Object.fromEntries(
        RISK_SIGNALS.map((k) => [k, mine.find((c) => c.kind === k)?.n ?? 0]),
      ) as Record<RiskSignalKind, number>,
      highestLevel: mine.reduce((max, c) => Math.max(max, c.level), 0),
      latestOn: mine.reduce<string | null>(
        (max, c) => (max === null || c.latest > max ? c.latest : max),
        null,
      ),
    };
  });
  return { package: await packageState(tx, tenantId, today), items };
}

/**
 * Puts a supplier under monitoring: the tenant's supplier (404), a valid package (2001), not monitored
 * yet (409) and a free place in the package (409 `risk.quotaFull`), all under the tenant's add lock so
 * two concurrent adds never pass the quota together.
 */
export async function addMonitor(
  tx: Db,
  tenantId: string,
  userId: string,
  vendorId: string,
  locale: string,
  today: string,
): Promise<Supplier> {
  const supplier = await tenantSupplier(tx, tenantId, vendorId, locale);
  const state = await assertPackage(tx, tenantId, today, true);
  const [existing] = await tx
    .select({ vendorId: riskMonitors.vendorId })
    .from(riskMonitors)
    .where(and(eq(riskMonitors.tenantId, tenantId), eq(riskMonitors.vendorId, vendorId)));
  if (existing) throw new AppError(409, ERROR_CODES.riskAlreadyMonitored);
  if (state.used >= state.quota) throw new AppError(409, ERROR_CODES.riskQuotaFull, { quota: state.quota });
  await tx.insert(riskMonitors).values({ tenantId, vendorId, addedBy: userId });
  return supplier;
}

export async function removeMonitor(
  tx: Db,
  tenantId: string,
  vendorId: string,
  locale: string,
): Promise<void> {
  await tenantSupplier(tx, tenantId, vendorId, locale);
  const removed = await tx
    .delete(riskMonitors)
    .where(and(eq(riskMonitors.tenantId, tenantId), eq(riskMonitors.vendorId, vendorId)))
    .returning({ vendorId: riskMonitors.vendorId });
  if (removed.length === 0) throw new AppError(404, ERROR_CODES.riskNotMonitored);
}

export async function isMonitored(tx: Db, tenantId: string, vendorId: string): Promise<boolean> {
  const rows = await tx
    .select({ vendorId: riskMonitors.vendorId })
    .from(riskMonitors)
    .where(and(eq(riskMonitors.tenantId, tenantId), eq(riskMonitors.vendorId, vendorId)));
  return rows.length > 0;
}

/** The monitored suppliers with their identities (for the daily refresh). */
export async function monitoredSuppliers(tx: Db, tenantId: string): Promise<Supplier[]> {
  const monitors = await tx
    .select({ vendorId: riskMonitors.vendorId })
    .from(riskMonitors)
    .where(eq(riskMonitors.tenantId, tenantId));
  if (monitors.length === 0) return [];
  return tenantSupplierIdentities(tx, tenantId, 'zh-CN', { vendorIds: monitors.map((m) => m.vendorId) });
}

// ---- settings

export type RiskSettings = { signals: RiskSignalKind[]; notifyUserIds: string[]; email: boolean };
export type Recipient = { userId: string; name: string };

export const DEFAULT_SETTINGS: RiskSettings = { signals: [...RISK_SIGNALS], notifyUserIds: [], email: true };

export async function readSettings(tx: Db, tenantId: string): Promise<RiskSettings> {
  const [row] = await tx.select().from(riskSettings).where(eq(riskSettings.tenantId, tenantId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    signals: RISK_SIGNALS.filter((k) => row.signals.includes(k)),
    notifyUserIds: row.notifyUserIds,
    email: row.email,
  };
}

/** Buyers of the tenant who manage suppliers (permission `supplier`), enabled: who may be notified. */
export async function possibleRecipients(tx: Db, tenantId: string): Promise<Recipient[]> {
  const { memberRoles, rolePermissions, users } = identitySchema;
  const rows = await tx
    .selectDistinct({ userId: users.id, name: users.empName })
    .from(memberRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, memberRoles.roleId), eq(rolePermissions.tenantId, memberRoles.tenantId)),
    )
    .innerJoin(users, eq(users.id, memberRoles.userId))
    .where(
      and(
        eq(memberRoles.tenantId, tenantId),
        eq(rolePermissions.permissionKey, PERMISSIONS.supplier),
        eq(users.disabled, false),
        eq(users.site, 'buyer'),
      ),
    );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.userId.localeCompare(b.userId));
}

/** Saves the settings; every person to notify must be a possible recipient (400, nothing saved). */
export async function saveSettings(tx: Db, tenantId: string, input: RiskSettings): Promise<void> {
  const allowed = new Set((await possibleRecipients(tx, tenantId)).map((r) => r.userId));
  const wrong = input.notifyUserIds.findIndex((id) => !allowed.has(id));
  if (wrong >= 0) throw fieldError(`notifyUserIds.${wrong}`, ERROR_CODES.riskNotifyUserInvalid);
  const values = {
    signals: RISK_SIGNALS.filter((k) => input.signals.includes(k)),
    notifyUserIds: [...new Set(input.notifyUserIds)],
    email: input.email,
  };
  await tx
    .insert(riskSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: riskSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

/** The people to tell today: the settings' list, narrowed to those still allowed. */
export async function recipientsToNotify(
  tx: Db,
  tenantId: string,
  settings: RiskSettings,
): Promise<string[]> {
  if (settings.notifyUserIds.length === 0) return [];
  const allowed = new Set((await possibleRecipients(tx, tenantId)).map((r) => r.userId));
  return settings.notifyUserIds.filter((id) => allowed.has(id));
}
