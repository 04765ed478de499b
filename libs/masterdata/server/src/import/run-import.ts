import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { identitySchema } from '@procure/identity-server';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import type { ImportError } from '@procure/server-import';
import {
  mdCategories,
  mdCategoryAccounts,
  mdFinancialAccounts,
  mdUnits,
  mdVendorProfiles,
} from '../schema.ts';
import { codeTaken } from '../services/coded-service.ts';
import { saveVendor } from '../services/vendor-service.ts';
import {
  categoryImport,
  costCentreImport,
  emptyKnown,
  splitCodes,
  unitImport,
  vendorImport,
  type ImportKind,
  type Known,
} from './definitions.ts';

const { costCentres, departments } = identitySchema;

/** The template of an import kind, headers in the caller's language. */
export function importTemplate(kind: ImportKind, locale: Locale): Promise<Buffer> {
  const importers = {
    units: unitImport,
    costCentres: costCentreImport,
    procurementCategories: categoryImport,
    vendors: vendorImport,
  };
  return importers[kind]().template(locale);
}

/** Row errors as a 400: each field's path is `rows.<excel row>.<column header>` (the web shows both). */
function rejected(errors: ImportError[]): AppError {
  return new AppError(400, ERROR_CODES.masterdataImportInvalid, undefined, {
    fields: errors.map((e) => ({ path: `rows.${e.row}.${e.column}`, code: e.code })),
  });
}

async function knownFor(tx: Db, kind: ImportKind, tenantId: string): Promise<Known> {
  const known = emptyKnown();
  const codes = async (table: typeof mdUnits | typeof costCentres | typeof mdCategories) =>
    (await tx.select({ code: table.code }).from(table).where(eq(table.tenantId, tenantId))).forEach((r) =>
      known.codes.add(r.code),
    );
  if (kind === 'units') await codes(mdUnits);
  if (kind === 'costCentres') {
    await codes(costCentres);
    const rows = await tx
      .select({ id: departments.id, code: departments.code })
      .from(departments)
      .where(eq(departments.tenantId, tenantId));
    rows.forEach((r) => known.departments.set(r.code, r.id));
  }
  if (kind === 'procurementCategories') {
    await codes(mdCategories);
    const parents = await tx
      .select({ id: mdCategories.id, code: mdCategories.code })
      .from(mdCategories)
      .where(and(eq(mdCategories.tenantId, tenantId), isNull(mdCategories.parentId)));
    parents.forEach((r) => known.parents.set(r.code, r.id));
    const accounts = await tx
      .select({ id: mdFinancialAccounts.id, code: mdFinancialAccounts.code })
      .from(mdFinancialAccounts)
      .where(eq(mdFinancialAccounts.tenantId, tenantId));
    accounts.forEach((r) => known.accounts.set(r.code, r.id));
  }
  if (kind === 'vendors') {
    const rows = await tx
      .select({ code: mdVendorProfiles.socialCreditCode })
      .from(mdVendorProfiles)
      .where(eq(mdVendorProfiles.tenantId, tenantId));
    rows.forEach((r) => known.codes.add(r.code));
  }
  return known;
}

/**
 * Checks every row of the upload (all errors at once, with row and column); imports all rows in the
 * caller's transaction only when none failed. Returns the number of rows imported.
 */
export async function runImport(
  tx: Db,
  kind: ImportKind,
  tenantId: string,
  bytes: Uint8Array,
  locale: Locale,
): Promise<number> {
  const known = await knownFor(tx, kind, tenantId);
  // Each branch parses with its own typed importer, then inserts its rows.
  try {
    if (kind === 'units') {
      const { rows, errors } = await unitImport(known).parse(bytes, locale);
      if (errors.length > 0) throw rejected(errors);
      if (rows.length > 0)
        await tx.insert(mdUnits).values(rows.map((r) => ({ id: newId(), tenantId, ...r })));
      return rows.length;
    }
    if (kind === 'costCentres') {
      const { rows, errors } = await costCentreImport(known).parse(bytes, locale);
      if (errors.length > 0) throw rejected(errors);
      const values = rows.map((r) => ({
        id: newId(),
        tenantId,
        code: r.code,
        nameZh: r.nameZh,
        nameEn: r.nameEn,
        departmentId: r.departmentCode ? (known.departments.get(r.departmentCode) ?? null) : null,
      }));
      if (values.length > 0) await tx.insert(costCentres).values(values);
      return rows.length;
    }
    if (kind === 'procurementCategories') {
      const { rows, errors } = await categoryImport(known).parse(bytes, locale);
      if (errors.length > 0) throw rejected(errors);
      // First-level rows first, so that second-level rows of the same file find their parent's id.
      const ids = new Map<string, string>();
      for (const r of [...rows].sort((a, b) => Number(!!a.parentCode) - Number(!!b.parentCode))) {
        const id = newId();
        ids.set(r.code, id);
        const parentId = r.parentCode ? known.parents.get(r.parentCode) || ids.get(r.parentCode) : null;
        await tx
          .insert(mdCategories)
          .values({ id, tenantId, code: r.code, nameZh: r.nameZh, nameEn: r.nameEn, parentId });
        const accountIds = r.parentCode
          ? [...new Set(splitCodes(r.accountCodes))].map((c) => known.accounts.get(c) as string)
          : [];
        if (accountIds.length > 0)
          await tx
            .insert(mdCategoryAccounts)
            .values(accountIds.map((accountId) => ({ tenantId, categoryId: id, accountId })));
      }
      return rows.length;
    }
    const { rows, errors } = await vendorImport(known).parse(bytes, locale);
    if (errors.length > 0) throw rejected(errors);
    for (const r of rows) {
      await saveVendor(tx, tenantId, {
        name: r.name,
        socialCreditCode: r.socialCreditCode,
        status: r.status ? Number(r.status) : CODES.supplierStatus.potential.code,
        contactName: r.contactName,
        contactMobile: r.contactMobile,
        contactEmail: r.contactEmail,
      });
    }
    return rows.length;
  } catch (err) {
    throw codeTaken(err);
  }
}
