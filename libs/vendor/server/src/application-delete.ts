import { and, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { vendorApplications } from './schema.ts';

// Batch delete of supplier applications (issue #16 §2, spec §7 vendor approval batchDelete).
// Decision: only a CANCELLED application is deleted (a draft or returned one is cancelled first, which tells
// the supplier; an approving one is the approver's; an approved one is the record of the qualification).
// All or nothing: an id the tenant does not have (absent, or another tenant's: row-level security hides it)
// → 404 like a single absent application; a row in another state → 409 naming the first such one in the
// order given. Nothing is deleted on either. The rows are locked first, so two deletes of one row serialise
// and the later one answers 404.

const DELETABLE: ReadonlySet<number> = new Set([CODES.application.cancelled.code]);

export async function deleteApplications(tx: Db, tenantId: string, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({
      id: vendorApplications.id,
      code: vendorApplications.code,
      name: vendorApplications.name,
      status: vendorApplications.status,
    })
    .from(vendorApplications)
    .where(and(eq(vendorApplications.tenantId, tenantId), inArray(vendorApplications.id, unique)))
    .orderBy(vendorApplications.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (unique.some((id) => !byId.has(id))) throw new AppError(404, ERROR_CODES.vendorApplicationNotFound);
  const refused = unique.map((id) => byId.get(id)!).find((row) => !DELETABLE.has(row.status));
  if (refused) {
    throw new AppError(409, ERROR_CODES.vendorApplicationNotDeletable, {
      code: refused.code,
      company: refused.name,
    });
  }
  await tx
    .delete(vendorApplications)
    .where(and(eq(vendorApplications.tenantId, tenantId), inArray(vendorApplications.id, unique)));
  return unique.length;
}
