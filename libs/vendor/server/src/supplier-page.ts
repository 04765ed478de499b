import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { vendorIdsWithStatus } from '@procure/masterdata-server';
import { classificationsOf } from './classification.ts';
import { describeSuppliers } from './qualification.ts';
import { decodeSupplierCursor, encodeSupplierCursor, type SupplierPageQuery } from './supplier-page-wire.ts';
import type { SupplierRow } from './wire.ts';

// The buyer's supplier files list (`/vendor`, issue #16 §3): the tenant's suppliers searched by part of the
// name (either language) or the start of the credit code, filtered by supplier status and class (a
// first-level class includes its children), keyset pages on (Chinese name, id). One statement finds the
// page; the certificate state, status and class of its rows are then read in batches. The export walks it.

const { tenantVendors } = tenancySchema;
const { vendors } = identitySchema;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefixPattern = (keyword: string) => `${keyword.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Adds each row's class (two levels) to the rows. */
export async function withClasses(tx: Db, tenantId: string, rows: SupplierRow[]): Promise<SupplierRow[]> {
  const classes = await classificationsOf(
    tx,
    tenantId,
    rows.map((row) => row.vendorId),
  );
  return rows.map((row) => {
    const own = classes.get(row.vendorId);
    return own
      ? {
          ...row,
          classId: own.id,
          classCode: own.code,
          className: own.name,
          firstClassId: own.parentId ?? own.id,
        }
      : row;
  });
}

function filters(tenantId: string, query: SupplierPageQuery): (SQL | undefined)[] {
  const keyword = query.keyword?.trim();
  const cursor = query.cursor ? decodeSupplierCursor(query.cursor) : null;
  return [
    eq(tenantVendors.tenantId, tenantId),
    keyword
      ? or(
          ilike(vendors.nameZh, likePattern(keyword)),
          ilike(vendors.nameEn, likePattern(keyword)),
          like(vendors.socialCreditCode, prefixPattern(keyword)),
        )
      : undefined,
    query.status === undefined
      ? undefined
      : sql`${vendors.id} in ${vendorIdsWithStatus(tenantId, query.status)}`,
    query.classId
      ? sql`${vendors.id} in (select vc.vendor_id from vendor_classifications vc
          join vendor_classes c on c.id = vc.class_id
          where vc.tenant_id = ${tenantId} and (c.id = ${query.classId} or c.parent_id = ${query.classId}))`
      : undefined,
    cursor ? sql`(${vendors.nameZh}, ${vendors.id}) > (${cursor.name}, ${cursor.id}::uuid)` : undefined,
  ];
}

export async function pageSuppliers(
  tx: Db,
  tenantId: string,
  query: SupplierPageQuery,
  locale: string,
): Promise<{ items: SupplierRow[]; nextCursor: string | null }> {
  const rows = await tx
    .select({
      vendorId: vendors.id,
      nameZh: vendors.nameZh,
      nameEn: vendors.nameEn,
      socialCreditCode: vendors.socialCreditCode,
    })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(and(...filters(tenantId, query)))
    .orderBy(asc(vendors.nameZh), asc(vendors.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const items = await withClasses(tx, tenantId, await describeSuppliers(tx, tenantId, page, locale));
  return {
    items,
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeSupplierCursor({ name: last.nameZh, id: last.vendorId })
        : null,
  };
}

/** How many suppliers the filters find (the export's progress). */
export async function countSuppliers(tx: Db, tenantId: string, query: SupplierPageQuery): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(and(...filters(tenantId, { ...query, cursor: undefined })));
  return row?.n ?? 0;
}
