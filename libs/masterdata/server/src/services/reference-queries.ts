import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

// Master data that other domains' documents point at (procurement's form, catalogue's goods list).
// Each function runs in the caller's tenant transaction, one statement for a whole batch of ids.

const uuidList = (ids: readonly string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

async function idsOf(tx: Db, query: SQL): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(tx, query);
  return new Set(rows.map((row) => row.id));
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The ids among `ids` that are categories of the tenant and not disabled. */
export async function activeCategoryIds(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return idsOf(
    tx,
    sql`select id from md_categories where tenant_id = ${tenantId} and not disabled and id in ${uuidList(unique(ids))}`,
  );
}

/** The ids among `ids` that are invoice titles of the tenant and not disabled. */
export async function activeInvoiceTitleIds(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return idsOf(
    tx,
    sql`select id from md_invoice_titles where tenant_id = ${tenantId} and not disabled and id in ${uuidList(unique(ids))}`,
  );
}

export type InvoiceTitleFacts = {
  id: string;
  name: string;
  taxNo: string;
  bank: string;
  address: string;
};

/** An enabled invoice title of the tenant with what an invoice prints (name, tax number, bank, address). */
export async function activeInvoiceTitle(
  tx: Db,
  tenantId: string,
  id: string,
): Promise<InvoiceTitleFacts | null> {
  const rows = await queryRows<InvoiceTitleFacts>(
    tx,
    sql`select id, name_zh as name, code as "taxNo", concat_ws(' ', bank_name, bank_account) as bank,
        concat_ws(' ', address, phone) as address
        from md_invoice_titles where tenant_id = ${tenantId} and not disabled and id = ${id}::uuid`,
  );
  return rows[0] ?? null;
}

/**
 * The ids among `vendorIds` that the tenant may buy from: an active supplier relation
 * (tenant_vendors) and not disabled in the tenant's vendor master data (md_vendor_profiles).
 */
export async function usableVendorIds(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Set<string>> {
  if (vendorIds.length === 0) return new Set();
  return idsOf(
    tx,
    sql`select tv.vendor_id as id from tenant_vendors tv
        where tv.tenant_id = ${tenantId} and tv.status = 'active' and tv.vendor_id in ${uuidList(unique(vendorIds))}
        and not exists (select 1 from md_vendor_profiles p where p.tenant_id = tv.tenant_id
                        and p.vendor_id = tv.vendor_id and p.disabled)`,
  );
}

/**
 * The second-level categories under `categoryId`, as a subquery (`… in ${categoryChildIds(id)}`). A
 * fragment rather than a look-up so that a filtered list stays one statement (its keyset pagination and
 * its count run on the database); it runs in the caller's statement, so under the caller's RLS scope.
 */
export function categoryChildIds(categoryId: string): SQL {
  return sql`(select id from md_categories where parent_id = ${categoryId})`;
}

/**
 * The suppliers whose buyer profile has supplier status `status`, as a subquery (`… in
 * ${vendorIdsWithStatus(tenantId, status)}`): the vendor domain's supplier list filters by status in its
 * own statement (keyset pages). Runs under the caller's RLS scope.
 */
export function vendorIdsWithStatus(tenantId: string, status: number): SQL {
  return sql`(select vendor_id from md_vendor_profiles where tenant_id = ${tenantId} and status = ${status})`;
}
