import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { withAppRole, withTenant, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { todayInChina } from '@procure/shared-validation';
import type { BusinessInfoAdapter } from './adapters/index.ts';
import { fetchSignals, persistFetched, type Logger, type NewSignal } from './lookups.ts';
import { monitoredSuppliers, readSettings, recipientsToNotify } from './monitoring.ts';
import { packageValid } from './package-state.ts';
import { riskMonitors, riskRefreshRuns } from './schema.ts';

// The daily refresh (issue #16 §6): a pg-boss schedule (07:00 China time) asks the adapter about every
// monitored supplier of every tenant whose package is valid, for the signals the tenant watches, records
// the new ones and tells the people of the settings (message center, e-mail per their settings).
// Idempotent per tenant and China day: the run row (`risk_refresh_runs`, primary key tenant + day), the
// invocations, the records and the messages commit in ONE transaction; a second run the same day (a
// retry, a restart, a second process) finds the row and calls nothing, a lost race rolls back whole.

export const RISK_REFRESH_JOB = 'risk-daily-refresh';
export const RISK_REFRESH_CRON = '0 7 * * *';
export const RISK_REFRESH_TZ = 'Asia/Shanghai';

export type TenantRefresh = { tenantId: string; ran: boolean; suppliers: number; newSignals: number };

async function alreadyRan(tx: Db, tenantId: string, day: string): Promise<boolean> {
  const rows = await tx
    .select({ day: riskRefreshRuns.day })
    .from(riskRefreshRuns)
    .where(and(eq(riskRefreshRuns.tenantId, tenantId), eq(riskRefreshRuns.day, day)));
  return rows.length > 0;
}

/** Posts one alert per supplier with new signals to the people of the settings. */
async function notify(
  tx: Db,
  tenantId: string,
  day: string,
  fresh: NewSignal[],
  recipients: string[],
  email: boolean,
) {
  if (recipients.length === 0 || fresh.length === 0) return;
  const byVendor = new Map<string, NewSignal[]>();
  for (const s of fresh) byVendor.set(s.vendorId, [...(byVendor.get(s.vendorId) ?? []), s]);
  for (const [vendorId, signals] of byVendor) {
    const vendor = signals[0]?.vendorName ?? '';
    await postMessages(tx, {
      tenantId,
      recipientIds: recipients,
      kind: 'notice',
      titleCode: ERROR_CODES.riskAlertTitle,
      bodyCode: ERROR_CODES.riskAlertBody,
      params: {
        vendor,
        count: signals.length,
        date: day,
        titles: signals
          .slice(0, 3)
          .map((s) => s.signal.title)
          .join('；'),
      },
      link: `/monitorin/risk/${vendorId}`,
      email,
    });
  }
}

/** One tenant's refresh for the China day of `now`. */
export async function refreshTenant(
  db: Db,
  adapter: BusinessInfoAdapter,
  tenantId: string,
  now: Date,
  log?: Logger,
): Promise<TenantRefresh> {
  const day = todayInChina(now);
  const scope = { tenantId, userId: null };
  const plan = await withTenant(db, scope, async (tx) => {
    if (await alreadyRan(tx, tenantId, day)) return null;
    if (!(await packageValid(tx, tenantId, day))) return null;
    return { suppliers: await monitoredSuppliers(tx, tenantId), settings: await readSettings(tx, tenantId) };
  });
  if (!plan) return { tenantId, ran: false, suppliers: 0, newSignals: 0 };
  const fetched = await fetchSignals(adapter, plan.suppliers, plan.settings.signals, day, log);
  return withTenant(db, scope, async (tx) => {
    const inserted = await tx
      .insert(riskRefreshRuns)
      .values({ tenantId, day, suppliers: plan.suppliers.length, newSignals: 0 })
      .onConflictDoNothing()
      .returning({ day: riskRefreshRuns.day });
    if (inserted.length === 0) return { tenantId, ran: false, suppliers: 0, newSignals: 0 };
    const fresh = await persistFetched(tx, tenantId, null, adapter, fetched);
    const answered = [...new Set(fetched.filter((f) => f.answer).map((f) => f.supplier.vendorId))];
    if (answered.length > 0) {
      await tx
        .update(riskMonitors)
        .set({ refreshedOn: day })
        .where(and(eq(riskMonitors.tenantId, tenantId), inArray(riskMonitors.vendorId, answered)));
    }
    await tx
      .update(riskRefreshRuns)
      .set({ newSignals: fresh.length })
      .where(and(eq(riskRefreshRuns.tenantId, tenantId), eq(riskRefreshRuns.day, day)));
    const recipients = await recipientsToNotify(tx, tenantId, plan.settings);
    await notify(tx, tenantId, day, fresh, recipients, plan.settings.email);
    return { tenantId, ran: true, suppliers: plan.suppliers.length, newSignals: fresh.length };
  });
}

/** Every tenant, each on its own (one tenant's failure does not undo the others'). */
export async function refreshAllTenants(
  db: Db,
  adapter: BusinessInfoAdapter,
  now: Date,
  log?: Logger,
): Promise<{ tenants: number; ran: number; newSignals: number }> {
  const tenantIds = await withAppRole(db, async (tx) =>
    (await tx.select({ id: identitySchema.tenants.id }).from(identitySchema.tenants)).map((t) => t.id),
  );
  let ran = 0;
  let newSignals = 0;
  for (const tenantId of tenantIds) {
    const result = await refreshTenant(db, adapter, tenantId, now, log);
    if (result.ran) ran += 1;
    newSignals += result.newSignals;
  }
  return { tenants: tenantIds.length, ran, newSignals };
}
