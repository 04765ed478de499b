import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema as id } from '@procure/identity-server';
import { tenantRegistrations, type RegistrationStatus } from './schema.ts';

export type RegistrationRow = typeof tenantRegistrations.$inferSelect;
export type NewRegistration = typeof tenantRegistrations.$inferInsert;

/** Pending first (oldest first: first come, first served), then reviewed ones, newest first. */
export async function listRegistrations(tx: Db, status?: RegistrationStatus): Promise<RegistrationRow[]> {
  return tx
    .select()
    .from(tenantRegistrations)
    .where(status ? eq(tenantRegistrations.status, status) : undefined)
    .orderBy(
      sql`case when ${tenantRegistrations.status} = 'pending' then 0 else 1 end`,
      sql`case when ${tenantRegistrations.status} = 'pending' then ${tenantRegistrations.createdAt} end asc`,
      desc(tenantRegistrations.createdAt),
    )
    .limit(500);
}

export async function findRegistration(tx: Db, registrationId: string): Promise<RegistrationRow | undefined> {
  const rows = await tx.select().from(tenantRegistrations).where(eq(tenantRegistrations.id, registrationId));
  return rows[0];
}

/** The row, locked until the transaction ends: a second reviewer waits, then sees it reviewed. */
export async function lockRegistration(tx: Db, registrationId: string): Promise<RegistrationRow | undefined> {
  const rows = await tx
    .select()
    .from(tenantRegistrations)
    .where(eq(tenantRegistrations.id, registrationId))
    .for('update');
  return rows[0];
}

export async function insertRegistration(tx: Db, row: NewRegistration): Promise<void> {
  await tx.insert(tenantRegistrations).values(row);
}

export async function markReviewed(
  tx: Db,
  registrationId: string,
  review: { status: RegistrationStatus; reason: string | null; reviewedBy: string; tenantId: string | null },
): Promise<void> {
  await tx
    .update(tenantRegistrations)
    .set({ ...review, reviewedAt: new Date() })
    .where(eq(tenantRegistrations.id, registrationId));
}

export async function userExists(tx: Db, username: string): Promise<boolean> {
  const users = await tx.select({ id: id.users.id }).from(id.users).where(eq(id.users.username, username));
  return users.length > 0;
}

/** Taken by a user, or asked for by a pending registration. */
export async function usernameInUse(tx: Db, username: string): Promise<boolean> {
  if (await userExists(tx, username)) return true;
  const pending = await tx
    .select({ id: tenantRegistrations.id })
    .from(tenantRegistrations)
    .where(and(eq(tenantRegistrations.username, username), eq(tenantRegistrations.status, 'pending')));
  return pending.length > 0;
}

export type Contact = { mobile: string } | { email: string };

/** A pending registration with this mobile or e-mail (one enterprise, one request at a time). */
export async function pendingWithContact(tx: Db, contact: Contact): Promise<boolean> {
  const match =
    'mobile' in contact
      ? eq(tenantRegistrations.mobile, contact.mobile)
      : eq(tenantRegistrations.email, contact.email);
  const rows = await tx
    .select({ id: tenantRegistrations.id })
    .from(tenantRegistrations)
    .where(and(eq(tenantRegistrations.status, 'pending'), match));
  return rows.length > 0;
}

/** The contact is taken: a user has it, or a pending registration does. */
export async function contactInUse(tx: Db, contact: Contact): Promise<boolean> {
  const match = 'mobile' in contact ? eq(id.users.mobile, contact.mobile) : eq(id.users.email, contact.email);
  const users = await tx.select({ id: id.users.id }).from(id.users).where(match);
  return users.length > 0 || (await pendingWithContact(tx, contact));
}

export async function creditCodeInUse(tx: Db, socialCreditCode: string): Promise<boolean> {
  const rows = await tx
    .select({ id: tenantRegistrations.id })
    .from(tenantRegistrations)
    .where(
      and(
        eq(tenantRegistrations.socialCreditCode, socialCreditCode),
        sql`${tenantRegistrations.status} <> 'rejected'`,
      ),
    );
  if (rows.length > 0) return true;
  // A tenant that exists without a registration (the demo's, or one created by operations) holds it too.
  const tenants = await tx
    .select({ id: id.tenants.id })
    .from(id.tenants)
    .where(eq(id.tenants.socialCreditCode, socialCreditCode));
  return tenants.length > 0;
}
