import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { mdContractTypes, mdInvoiceTitles } from '../schema.ts';
import type { ContractType, ContractTypeInput, InvoiceTitle, InvoiceTitleInput } from '../wire.ts';
import { localName } from './buyer-tenant.ts';
import { codeTaken } from './coded-service.ts';

// Invoice titles and contract types: master data that documents (PR, contract, order) print.

export async function listInvoiceTitles(
  tx: Db,
  tenantId: string,
  options: { includeDisabled: boolean },
): Promise<InvoiceTitle[]> {
  const rows = await tx
    .select()
    .from(mdInvoiceTitles)
    .where(
      and(
        eq(mdInvoiceTitles.tenantId, tenantId),
        options.includeDisabled ? undefined : eq(mdInvoiceTitles.disabled, false),
      ),
    )
    .orderBy(asc(mdInvoiceTitles.disabled), desc(mdInvoiceTitles.isDefault), asc(mdInvoiceTitles.nameZh));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    name: r.nameZh,
    disabled: r.disabled,
    title: r.nameZh,
    taxNo: r.code,
    bankName: r.bankName,
    bankAccount: r.bankAccount,
    address: r.address,
    phone: r.phone,
    isDefault: r.isDefault,
  }));
}

export async function saveInvoiceTitle(tx: Db, tenantId: string, input: InvoiceTitleInput): Promise<string> {
  // One title per tax number; the title is a legal name, the same in both languages.
  const values = {
    code: input.taxNo,
    nameZh: input.title,
    nameEn: input.title,
    bankName: input.bankName,
    bankAccount: input.bankAccount,
    address: input.address,
    phone: input.phone ?? null,
  };
  try {
    return await upsert(tx, mdInvoiceTitles, tenantId, input.id, values);
  } catch (err) {
    // The tax number is the title's code: a taken one is said on the tax number field (409).
    if (err instanceof AppError && err.errorCode === ERROR_CODES.masterdataCodeTaken) {
      throw new AppError(409, ERROR_CODES.masterdataTaxNoTaken, undefined, {
        fields: [{ path: 'taxNo', code: ERROR_CODES.masterdataTaxNoTaken }],
      });
    }
    throw err;
  }
}

/**
 * Disables or enables a title (404 when it is not the tenant's). A disabled title is never the default:
 * disabling the default clears it (the tenant then has none until one is set).
 */
export async function setInvoiceTitleDisabled(
  tx: Db,
  tenantId: string,
  id: string,
  disabled: boolean,
): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`update md_invoice_titles set disabled = ${disabled}, is_default = is_default and not ${disabled},
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${id} returning id`,
  );
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
}

/**
 * Makes one enabled title the tenant's default (the one before loses it). Serialised per tenant, so two
 * concurrent calls leave exactly one default (the later one's); the partial unique index backs it.
 * An absent or foreign id → 404; a disabled title → 409 `masterdata.invoiceTitleDisabled`.
 */
export async function setDefaultInvoiceTitle(tx: Db, tenantId: string, id: string): Promise<void> {
  await lockKey(tx, `md_invoice_titles.default:${tenantId}`);
  const [row] = await queryRows<{ disabled: boolean; is_default: boolean }>(
    tx,
    sql`select disabled, is_default from md_invoice_titles where tenant_id = ${tenantId} and id = ${id} for update`,
  );
  if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
  if (row.disabled) throw new AppError(409, ERROR_CODES.masterdataInvoiceTitleDisabled);
  if (row.is_default) return;
  await tx.execute(
    sql`update md_invoice_titles set is_default = false, updated_at = now()
        where tenant_id = ${tenantId} and is_default`,
  );
  await tx.execute(
    sql`update md_invoice_titles set is_default = true, updated_at = now()
        where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function listContractTypes(
  tx: Db,
  tenantId: string,
  locale: Locale,
  options: { includeDisabled: boolean },
): Promise<ContractType[]> {
  const rows = await tx
    .select()
    .from(mdContractTypes)
    .where(
      and(
        eq(mdContractTypes.tenantId, tenantId),
        options.includeDisabled ? undefined : eq(mdContractTypes.disabled, false),
      ),
    )
    .orderBy(asc(mdContractTypes.disabled), asc(mdContractTypes.code));
  return rows.map((r) => {
    const name = localName(locale, r);
    return {
      id: r.id,
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      name,
      disabled: r.disabled,
      contract_type_code: r.code,
      contract_type_name: name,
      contract_item: r.items,
    };
  });
}

export async function saveContractType(tx: Db, tenantId: string, input: ContractTypeInput): Promise<string> {
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, items: input.contract_item };
  return upsert(tx, mdContractTypes, tenantId, input.id, values);
}

async function upsert<T extends typeof mdInvoiceTitles | typeof mdContractTypes>(
  tx: Db,
  table: T,
  tenantId: string,
  id: string | undefined,
  values: Partial<T['$inferInsert']>,
): Promise<string> {
  try {
    if (id) {
      const rows = await tx
        .update(table as typeof mdInvoiceTitles)
        .set({ ...(values as object), updatedAt: new Date() })
        .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
        .returning({ id: table.id });
      if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
      return id;
    }
    const newRowId = newId();
    await tx
      .insert(table as typeof mdInvoiceTitles)
      .values({ ...(values as typeof mdInvoiceTitles.$inferInsert), id: newRowId, tenantId });
    return newRowId;
  } catch (err) {
    throw codeTaken(err);
  }
}
