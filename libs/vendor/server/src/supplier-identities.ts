import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema, tenancySchema } from '@procure/identity-server';

/** The tenant's suppliers (tenant_vendors) with their credit code; see contract.ts tenantSupplierIdentities. */
export async function supplierIdentities(
  tx: Db,
  tenantId: string,
  locale: string,
  filter: { vendorIds?: readonly string[]; socialCreditCode?: string },
): Promise<{ vendorId: string; name: string; socialCreditCode: string | null }[]> {
  if (filter.vendorIds && filter.vendorIds.length === 0) return [];
  const { tenantVendors } = tenancySchema;
  const { vendors } = identitySchema;
  const filters: SQL[] = [eq(tenantVendors.tenantId, tenantId)];
  if (filter.vendorIds) filters.push(inArray(tenantVendors.vendorId, [...new Set(filter.vendorIds)]));
  if (filter.socialCreditCode) filters.push(eq(vendors.socialCreditCode, filter.socialCreditCode));
  const rows = await tx
    .select({
      vendorId: vendors.id,
      nameZh: vendors.nameZh,
      nameEn: vendors.nameEn,
      socialCreditCode: vendors.socialCreditCode,
    })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(and(...filters))
    .orderBy(asc(vendors.nameZh), asc(vendors.id));
  return rows.map((row) => ({
    vendorId: row.vendorId,
    name: locale === 'en-US' ? row.nameEn : row.nameZh,
    socialCreditCode: row.socialCreditCode,
  }));
}
