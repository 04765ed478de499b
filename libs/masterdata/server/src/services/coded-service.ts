import { sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { isUniqueViolation, newId, queryRows, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { activeStaff } from '@procure/company-server';
import { withName } from './buyer-tenant.ts';

/**
 * The code + names + disabled tables (units, financial accounts, and the identity domain's legal
 * entities, departments and cost centres) share one set of queries; each kind names its table and
 * its extra columns. Identifiers come from this file only, never from a request.
 */
export type CodedKind = {
  table: string;
  /** Extra text / id columns: `column` in the table, `key` on the wire. */
  extras: readonly { column: string; key: string; refTable?: string }[];
  /** The identity tables have no updated_at. */
  hasUpdatedAt: boolean;
};

export const CODED_KINDS = {
  units: { table: 'md_units', extras: [], hasUpdatedAt: true },
  financialAccounts: { table: 'md_financial_accounts', extras: [], hasUpdatedAt: true },
  legalEntities: {
    table: 'legal_entities',
    extras: [{ column: 'tax_no', key: 'taxNo' }],
    hasUpdatedAt: false,
  },
  departments: {
    table: 'departments',
    extras: [{ column: 'legal_entity_id', key: 'legalEntityId', refTable: 'legal_entities' }],
    hasUpdatedAt: false,
  },
  costCentres: {
    table: 'cost_centres',
    extras: [{ column: 'department_id', key: 'departmentId', refTable: 'departments' }],
    hasUpdatedAt: false,
  },
} as const satisfies Record<string, CodedKind>;
export type CodedKindName = keyof typeof CODED_KINDS;

type CodedRow = { id: string; code: string; nameZh: string; nameEn: string; disabled: boolean } & Record<
  string,
  unknown
>;

export async function listCoded(
  tx: Db,
  kind: CodedKind,
  tenantId: string,
  locale: Locale,
  options: { includeDisabled: boolean },
): Promise<(CodedRow & { name: string })[]> {
  const extras = kind.extras.map((e) => sql`, ${sql.identifier(e.column)}::text as ${sql.identifier(e.key)}`);
  const rows = await queryRows<CodedRow>(
    tx,
    sql`select id::text as id, code, name_zh as "nameZh", name_en as "nameEn", disabled${sql.join(extras)}
        from ${sql.identifier(kind.table)}
        where tenant_id = ${tenantId} ${options.includeDisabled ? sql`` : sql`and not disabled`}
        order by disabled, code`,
  );
  return rows.map((r) => withName(locale, r));
}

/** True when `id` is a row of `table` in the tenant. */
export async function existsIn(tx: Db, table: string, tenantId: string, id: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = ${id}`,
  );
  return rows.length > 0;
}

export const codeTaken = (err: unknown) =>
  isUniqueViolation(err) ? new AppError(409, ERROR_CODES.masterdataCodeTaken) : err;

/** Creates (no id) or edits a row; returns its id. Unknown references are field errors (400). */
export async function saveCoded(
  tx: Db,
  kind: CodedKind,
  tenantId: string,
  input: { id?: string; code: string; nameZh: string; nameEn: string } & Record<string, unknown>,
): Promise<string> {
  const values: [string, SQL][] = [
    ['code', sql`${input.code}`],
    ['name_zh', sql`${input.nameZh}`],
    ['name_en', sql`${input.nameEn}`],
  ];
  for (const extra of kind.extras) {
    const value = (input[extra.key] as string | null | undefined) ?? null;
    if (value && extra.refTable && !(await existsIn(tx, extra.refTable, tenantId, value))) {
      throw fieldError(extra.key, 'validation.oneOf');
    }
    values.push([extra.column, sql`${value}`]);
  }
  const table = sql.identifier(kind.table);
  try {
    if (input.id) {
      const sets = values.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
      if (kind.hasUpdatedAt) sets.push(sql`updated_at = now()`);
      const rows = await queryRows(
        tx,
        sql`update ${table} set ${sql.join(sets, sql`, `)} where tenant_id = ${tenantId} and id = ${input.id} returning id`,
      );
      if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
      return input.id;
    }
    const id = newId();
    const columns = values.map(([column]) => sql.identifier(column));
    await tx.execute(
      sql`insert into ${table} (id, tenant_id, ${sql.join(columns, sql`, `)})
          values (${id}, ${tenantId}, ${sql.join(
            values.map(([, v]) => v),
            sql`, `,
          )})`,
    );
    return id;
  } catch (err) {
    throw codeTaken(err);
  }
}

/** Disables or enables a row of a master-data table (404 when it is not the tenant's). */
export async function setDisabled(
  tx: Db,
  table: string,
  tenantId: string,
  id: string,
  disabled: boolean,
): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`update ${sql.identifier(table)} set disabled = ${disabled}
        where tenant_id = ${tenantId} and id = ${id} returning id`,
  );
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
}

/** Employees for pickers (receiver, contract creator): the tenant's active buyer members (company's staff). */
export async function listEmployees(tx: Db, tenantId: string) {
  return activeStaff(tx, tenantId);
}
