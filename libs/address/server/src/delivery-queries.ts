import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

// Address look-ups for documents that ship to a person's receiving address (procurement). Each runs in
// the caller's tenant transaction; one statement each, batched by ids where a form names several.

const RECEIVING = 1;

const uuidList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The user's default receiving address (else their oldest receiving address), or null. */
export async function defaultReceivingAddressId(
  tx: Db,
  tenantId: string,
  userId: string,
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from person_addresses where tenant_id = ${tenantId} and user_id = ${userId}
        and address_type = ${RECEIVING} order by is_default desc, created_at limit 1`,
  );
  return rows[0]?.id ?? null;
}

/** The ids among `ids` that are receiving addresses of one of `userIds` in the tenant. */
export async function receivingAddressIdsOf(
  tx: Db,
  tenantId: string,
  userIds: readonly string[],
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0 || userIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from person_addresses where tenant_id = ${tenantId} and address_type = ${RECEIVING}
        and user_id in ${uuidList(userIds)} and id in ${uuidList([...new Set(ids)])}`,
  );
  return new Set(rows.map((row) => row.id));
}

export type DeliveryAddress = { name: string; phone: string; address: string };

/** Name, phone and the address on one line (province city area street address), or null. */
export async function deliveryAddress(tx: Db, tenantId: string, id: string): Promise<DeliveryAddress | null> {
  const rows = await queryRows<DeliveryAddress>(
    tx,
    sql`select name, phone, concat_ws(' ', province_name, city_name, area_name, street, address) as address
        from person_addresses where tenant_id = ${tenantId} and id = ${id}`,
  );
  return rows[0] ?? null;
}

const INVOICE = 2;

/** One of the user's invoice (mailing) addresses: name, phone and the address on one line, or null. */
export async function invoiceAddressOf(
  tx: Db,
  tenantId: string,
  userId: string,
  id: string,
): Promise<DeliveryAddress | null> {
  const rows = await queryRows<DeliveryAddress>(
    tx,
    sql`select name, phone, concat_ws(' ', province_name, city_name, area_name, street, address) as address
        from person_addresses where tenant_id = ${tenantId} and user_id = ${userId}
        and address_type = ${INVOICE} and id = ${id}::uuid`,
  );
  return rows[0] ?? null;
}
