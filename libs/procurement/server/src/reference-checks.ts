import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import type { FieldIssue, PurchaseApplyInput } from '@procure/shared-validation';
import { receivingAddressIdsOf } from '@procure/address-server';
import { fileIdsOfType } from '@procure/files-server';
import { activeCategoryIds, activeInvoiceTitleIds, usableVendorIds } from '@procure/masterdata-server';

// "Referenced master data exists in the tenant and is not disabled" (brief rule 2): every id the
// request names is looked up in the caller's tenant; a missing, foreign or disabled one is a field
// error at its own path, and nothing is written.

type Ref = { path: string; id: string };

/** Upload types of spec §3: a request's attachments (1) and a line's (50). */
const FILE_TYPE = { request: 1, line: 50 } as const;

/** The ids that exist, by one statement of the table's owner (ours for identity's published tables). */
type Lookup = (ids: string[]) => Promise<Set<string>>;

async function found(lookup: Lookup, refs: readonly Ref[]): Promise<Ref[]> {
  if (refs.length === 0) return [];
  const ok = await lookup([...new Set(refs.map((ref) => ref.id))]);
  return refs.filter((ref) => !ok.has(ref.id));
}

async function idsOf(tx: Db, query: SQL): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(tx, query);
  return new Set(rows.map((row) => row.id));
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
  const checks: [Lookup, Ref[]][] = [
    [
      (ids) =>
        idsOf(
          tx,
          sql`select id from legal_entities where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
        ),
      ref('legalEntityId', input.legalEntityId),
    ],
    [
      (ids) =>
        idsOf(
          tx,
          sql`select id from cost_centres where tenant_id = ${tenantId} and not disabled and id in ${idList(ids)}`,
        ),
      ref('costCentreId', input.costCentreId),
    ],
    [(ids) => activeInvoiceTitleIds(tx, tenantId, ids), ref('invoiceTitleId', input.invoiceTitleId)],
    [
      (ids) =>
        idsOf(
          tx,
          sql`select u.id from users u join tenant_members m on m.user_id = u.id and m.tenant_id = ${tenantId}
              where u.site = 'buyer' and not u.disabled and u.id in ${idList(ids)}`,
        ),
      people,
    ],
    // The receiving address is a receiving-type address (1) of the receiver or of the applicant.
    [
      (ids) => receivingAddressIdsOf(tx, tenantId, [applicantId, input.receiverId ?? applicantId], ids),
      ref('receivingAddressId', input.receivingAddressId),
    ],
    [
      (ids) => usableVendorIds(tx, tenantId, ids),
      lines.flatMap((line, i) => ref(`lines.${i}.vendorId`, line.vendorId)),
    ],
    [
      (ids) => activeCategoryIds(tx, tenantId, ids),
      lines.flatMap((line, i) => ref(`lines.${i}.categoryId`, line.categoryId)),
    ],
    [(ids) => fileIdsOfType(tx, tenantId, FILE_TYPE.request, ids), headerFiles],
    [(ids) => fileIdsOfType(tx, tenantId, FILE_TYPE.line, ids), lineFiles],
  ];
  const missing: Ref[] = [];
  for (const [lookup, refs] of checks) missing.push(...(await found(lookup, refs)));
  if (missing.length > 0) {
    const fields: FieldIssue[] = missing.map((m) => ({
      path: m.path,
      code: ERROR_CODES.procurementRefNotFound,
    }));
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  }
}
