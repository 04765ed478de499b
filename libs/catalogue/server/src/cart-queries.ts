import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { Owner } from '@procure/server-auth';
import { cartItems } from './schema.ts';
import { CART_MAX_QUANTITY } from './wire.ts';

// The cart: every `where` is scoped by tenant AND owner (on top of row-level security), so another
// user's line answers exactly like an absent one.

export type CartRow = typeof cartItems.$inferSelect;
export type NewCartLine = Omit<
  typeof cartItems.$inferInsert,
  'tenantId' | 'userId' | 'createdAt' | 'updatedAt'
>;

const ownedBy = ({ tenantId, userId }: Owner) =>
  and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId));

export async function listCart(tx: Db, owner: Owner): Promise<CartRow[]> {
  return tx
    .select()
    .from(cartItems)
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function cartRowsByIds(tx: Db, owner: Owner, ids: readonly string[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), inArray(cartItems.id, [...ids])));
}

/**
 * Adds a line, or adds `quantity` to the owner's existing line of the same SKU in one statement (no
 * lost update under concurrency); undefined when the sum would pass the per-line limit.
 */
export async function upsertLine(tx: Db, owner: Owner, line: NewCartLine): Promise<CartRow | undefined> {
  const rows = await tx
    .insert(cartItems)
    .values({ ...line, ...owner })
    .onConflictDoUpdate({
      target: [cartItems.tenantId, cartItems.userId, cartItems.source, cartItems.skuId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPrice: sql`excluded.added_price`,
        name: sql`excluded.name`,
        unit: sql`excluded.unit`,
        imageUrl: sql`excluded.image_url`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}`,
    })
    .returning();
  return rows[0];
}

export async function setQuantity(
  tx: Db,
  owner: Owner,
  id: string,
  quantity: number,
): Promise<CartRow | undefined> {
  const rows = await tx
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(cartItems.id, id)))
    .returning();
  return rows[0];
}

export async function deleteLines(tx: Db, owner: Owner, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(cartItems)
    .where(and(ownedBy(owner), inArray(cartItems.id, [...ids])))
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function countLines(tx: Db, owner: Owner): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(ownedBy(owner));
  return rows[0]?.n ?? 0;
}
