import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { lockKey, type Db } from '@procure/server-db';
import { personAddresses } from './schema.ts';

// Data access: plain functions (tx, params), every `where` scoped by tenant AND owner in code, on top
// of row-level security.

import type { Owner } from '@procure/server-auth';
export type { Owner };
export type AddressRow = typeof personAddresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  | 'name'
  | 'phone'
  | 'email'
  | 'regionCode'
  | 'provinceName'
  | 'cityName'
  | 'areaName'
  | 'street'
  | 'address'
  | 'addressType'
>;

const ownedBy = ({ tenantId, userId }: Owner) =>
  and(eq(personAddresses.tenantId, tenantId), eq(personAddresses.userId, userId));

/** Serialises writes to one owner's address book (also when it is still empty, where row locks cannot). */
export async function lockOwner(tx: Db, owner: Owner): Promise<void> {
  await lockKey(tx, `person_addresses:${owner.tenantId}:${owner.userId}`);
}

export async function listAddresses(tx: Db, owner: Owner): Promise<AddressRow[]> {
  return tx
    .select()
    .from(personAddresses)
    .where(ownedBy(owner))
    .orderBy(
      desc(personAddresses.isDefault),
      asc(personAddresses.addressType),
      desc(personAddresses.createdAt),
      asc(personAddresses.id),
    );
}

export async function findAddress(tx: Db, owner: Owner, id: string): Promise<AddressRow | undefined> {
  const rows = await tx
    .select()
    .from(personAddresses)
    .where(and(ownedBy(owner), eq(personAddresses.id, id)));
  return rows[0];
}

export async function countOfType(tx: Db, owner: Owner, addressType: number): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(personAddresses)
    .where(and(ownedBy(owner), eq(personAddresses.addressType, addressType)));
  return rows[0]?.n ?? 0;
}

export async function insertAddress(
  tx: Db,
  owner: Owner,
  values: AddressValues & { id: string; isDefault: boolean },
): Promise<AddressRow> {
  const rows = await tx
    .insert(personAddresses)
    .values({ ...values, ...owner })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  tx: Db,
  owner: Owner,
  id: string,
  values: AddressValues & { isDefault: boolean },
): Promise<AddressRow | undefined> {
  const rows = await tx
    .update(personAddresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(personAddresses.id, id)))
    .returning();
  return rows[0];
}

/** Unsets the default of a type (except `keepId`); done before setting a new one (one-default index). */
export async function clearDefault(
  tx: Db,
  owner: Owner,
  addressType: number,
  keepId?: string,
): Promise<void> {
  await tx
    .update(personAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        ownedBy(owner),
        eq(personAddresses.addressType, addressType),
        eq(personAddresses.isDefault, true),
        keepId ? ne(personAddresses.id, keepId) : undefined,
      ),
    );
}

export async function markDefault(tx: Db, owner: Owner, id: string): Promise<AddressRow | undefined> {
  const rows = await tx
    .update(personAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(personAddresses.id, id)))
    .returning();
  return rows[0];
}

/** The most recently changed address of a type: the one promoted when the default leaves that type. */
export async function latestOfType(
  tx: Db,
  owner: Owner,
  addressType: number,
): Promise<AddressRow | undefined> {
  const rows = await tx
    .select()
    .from(personAddresses)
    .where(and(ownedBy(owner), eq(personAddresses.addressType, addressType)))
    .orderBy(desc(personAddresses.updatedAt), desc(personAddresses.createdAt))
    .limit(1);
  return rows[0];
}

export async function deleteAddress(tx: Db, owner: Owner, id: string): Promise<number> {
  const rows = await tx
    .delete(personAddresses)
    .where(and(ownedBy(owner), eq(personAddresses.id, id)))
    .returning({ id: personAddresses.id });
  return rows.length;
}
