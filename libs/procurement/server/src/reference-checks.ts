import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import type { FieldIssue, PurchaseApplyInput } from '@procure/shared-validation';

// "Referenced master data exists in the tenant and is not disabled" (brief rule 2): every id the
// request names is looked up in the caller's tenant; a missing, foreign or disabled one is a field
// error at its own path, and nothing is written.

type Ref = { path: string; id: string };

async function found(tx: Db, query: (ids: string[]) => SQL, refs: readonly Ref[]): Promise<Ref[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const rows = await queryRows<{ id: string }>(tx, query(ids));
  const ok = new Set(rows.map((row) => row.id));
  return refs.filter((ref) => !ok.has(ref.id));
}

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

function ref(path: string, id: string | undefined | null): Ref[] {
  return id ? [{ path, id }] : [];
}

export async function checkReferences(
  tx: Db,
  tenantId: string,
  applicantId: string,
  input: PurchaseApplyInput,
): Promise<void> {
  const lines = input.lines;
  const people = [
    ...ref('receiverId', input.receiverId),
    ...ref('contractCreatorId', input.contractCreatorId),
  ];
  const headerFiles = (input.attachmentIds ?? []).map((id, i) => ({ path: `attachmentIds.${i}`, id }));
  const lineFiles = lines.flatMap((line, l) =>
    (line.attachmentIds ?? []).map((id, i) => ({ path: `lines.${l}.attachmentIds.${i}`, id })),
  );
  // One statement after another: a transaction is one connection (pg queues concurrent queries on it).
  const checks: [(ids: string[]) => SQL, Ref[]][] = [
    [
      (ids) =>
        sql`select id from legal_entities where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
      ref('legalEntityId', input.legalEntityId),
    ],
    [
      (ids) =>
        sql`select id from cost_centres where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
      ref('costCentreId', input.costCentreId),
    ],
    [
      (ids) =>
        sql`select id from md_invoice_titles where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
      ref('invoiceTitleId', input.invoiceTitleId),
    ],
    [
      (
        ids,
      ) => sql`select u.id from users u join tenant_members m on m.user_id = u.id and m.tenant_id = ${tenantId}
                     where u.site = 'buyer' and not u.disabled and u.id in ${idList(ids)}`,
      people,
    ],
    // The receiving address is a receiving-type address (1) of the receiver or of the applicant.
    [
      (ids) => sql`select id from person_addresses where tenant_id = ${tenantId} and address_type = 1
                     and user_id in (${applicantId}::uuid, ${input.receiverId ?? applicantId}::uuid)
                     and id in ${idList(ids)}`,
      ref('receivingAddressId', input.receivingAddressId),
    ],
    [
      (ids) => sql`select tv.vendor_id as id from tenant_vendors tv
                     where tv.tenant_id = ${tenantId} and tv.status = 'active' and tv.vendor_id in ${idList(ids)}
                     and not exists (select 1 from md_vendor_profiles p where p.tenant_id = tv.tenant_id
                                     and p.vendor_id = tv.vendor_id and p.disabled)`,
      lines.flatMap((line, i) => ref(`lines.${i}.vendorId`, line.vendorId)),
    ],
    [
      (ids) =>
        sql`select id from md_categories where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
      lines.flatMap((line, i) => ref(`lines.${i}.categoryId`, line.categoryId)),
    ],
    [
      (ids) => sql`select id from files where tenant_id = ${tenantId} and type = 1 and id in ${idList(ids)}`,
      headerFiles,
    ],
    [
      (ids) => sql`select id from files where tenant_id = ${tenantId} and type = 50 and id in ${idList(ids)}`,
      lineFiles,
    ],
  ];
  const missing: Ref[] = [];
  for (const [query, refs] of checks) missing.push(...(await found(tx, query, refs)));
  if (missing.length > 0) {
    const fields: FieldIssue[] = missing.map((m) => ({
      path: m.path,
      code: ERROR_CODES.procurementRefNotFound,
    }));
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  }
}
