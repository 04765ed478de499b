import { sql } from 'drizzle-orm';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { queryRows, withAppRole, withTenant, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { todayInChina } from '@procure/shared-validation';
import { stateOf } from './qualification.ts';
import { usersWithPermission, vendorUserIds } from './invitations.ts';
import { vendorCertificateReminders } from './schema.ts';

// Certificate expiry reminders (issue #16 §5): a daily job on the pg-boss queue tells both sides — the
// supplier's users and the buyer's users who manage suppliers — about each certificate type whose latest
// certificate expires within the type's reminder days ("expiring") or has expired. Once per validity and
// kind (`vendor_certificate_reminders`): a repeated or retried run posts nothing twice, a renewed
// certificate (a later valid_to) starts over.

export const CERTIFICATE_REMINDER_JOB = 'vendor-certificate-reminders';
/** 08:30 in China, every day (read in Asia/Shanghai). */
export const CERTIFICATE_REMINDER_CRON = '30 8 * * *';
export const CERTIFICATE_REMINDER_TZ = 'Asia/Shanghai';

type Due = {
  vendor_id: string;
  vendor_name: string;
  type_id: string;
  type_name: string;
  remind_days: number;
  valid_to: string;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Certificates of active suppliers whose latest validity expires within the type's reminder days or ended. */
export async function dueCertificates(tx: Db, tenantId: string, day: string) {
  const rows = await queryRows<Due>(
    tx,
    sql`select c.vendor_id, v.name_zh as vendor_name, t.id as type_id, t.name as type_name, t.remind_days,
               max(c.valid_to)::text as valid_to
          from vendor_certificates c
          join vendor_certificate_types t on t.id = c.type_id and t.tenant_id = c.tenant_id and not t.disabled
          join tenant_vendors tv on tv.tenant_id = c.tenant_id and tv.vendor_id = c.vendor_id and tv.status = 'active'
          join vendors v on v.id = c.vendor_id
         where c.tenant_id = ${tenantId}
         group by c.vendor_id, v.name_zh, t.id, t.name, t.remind_days
         order by max(c.valid_to), c.vendor_id, t.name`,
  );
  return rows
    .map((row) => ({ row, state: stateOf(row.valid_to, day, row.remind_days) }))
    .filter((d) => d.state === 'expiring' || d.state === 'expired');
}

/** One tenant's reminders, in its row-level-security scope; returns how many certificates were reminded. */
export async function remindTenant(tx: Db, tenantId: string, now: Date): Promise<number> {
  const day = todayInChina(now);
  const due = await dueCertificates(tx, tenantId, day);
  if (due.length === 0) return 0;
  const buyers = await usersWithPermission(tx, tenantId, PERMISSIONS.supplier);
  const suppliers = await vendorUserIds(
    tx,
    tenantId,
    due.map((d) => d.row.vendor_id),
  );
  let posted = 0;
  for (const { row, state } of due) {
    const kind = state as 'expiring' | 'expired';
    const inserted = await tx
      .insert(vendorCertificateReminders)
      .values({ tenantId, vendorId: row.vendor_id, typeId: row.type_id, validTo: row.valid_to, kind })
      .onConflictDoNothing()
      .returning({ kind: vendorCertificateReminders.kind });
    if (inserted.length === 0) continue;
    const params = {
      certificate: row.type_name,
      vendor: row.vendor_name,
      date: row.valid_to,
      days: Math.max(0, daysBetween(day, row.valid_to)),
    };
    const message = {
      tenantId,
      kind: 'notice' as const,
      titleCode: ERROR_CODES.vendorCertificateReminderTitle,
      bodyCode:
        kind === 'expired'
          ? ERROR_CODES.vendorCertificateExpiredBody
          : ERROR_CODES.vendorCertificateExpiringBody,
      params,
    };
    await postMessages(tx, { ...message, recipientIds: suppliers.get(row.vendor_id) ?? [], email: true });
    await postMessages(tx, { ...message, recipientIds: buyers, link: '/vendor' });
    posted += 1;
  }
  return posted;
}

/** Every tenant, each in its own transaction (one tenant's failure does not undo the others' reminders). */
export async function sendCertificateReminders(
  db: Db,
  now: Date,
): Promise<{ tenants: number; reminded: number }> {
  const tenantIds = await withAppRole(db, async (tx) =>
    (await tx.select({ id: identitySchema.tenants.id }).from(identitySchema.tenants)).map((t) => t.id),
  );
  let reminded = 0;
  for (const tenantId of tenantIds) {
    reminded += await withTenant(db, { tenantId, userId: null }, (tx) => remindTenant(tx, tenantId, now));
  }
  return { tenants: tenantIds.length, reminded };
}
