import type { Db } from '@procure/server-db';
import { tenantSuppliers } from '@procure/vendor-server';

/** Suppliers' names in the reader's language (the copied name is the fallback for a former supplier). */
export async function vendorNamesIn(
  tx: Db,
  tenantId: string,
  locale: string,
  vendorIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(vendorIds)];
  if (ids.length === 0) return new Map();
  return new Map((await tenantSuppliers(tx, tenantId, locale, ids)).map((s) => [s.vendorId, s.name]));
}
