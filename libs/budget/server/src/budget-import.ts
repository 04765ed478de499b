import { budgetAmount, budgetPeriod, projectCode } from '@procure/budget-rules';
import { defineImport, importError, type ImportError } from '@procure/server-import';
import type { Db } from '@procure/server-db';
import { isUniqueViolation } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import { nameLength, optional, rules } from '@procure/shared-validation';
import { BUDGET_ERROR_CODES } from '@procure/shared-codes';
import { costCentreIdsByCode, insertBudget } from './queries.ts';

/** The budget sheet: one row per budget; the cost centre by its code (what people know). */
export const budgetImport = defineImport({
  sheet: { zh: '预算', en: 'Budgets' },
  columns: [
    {
      key: 'costCentreCode',
      header: { zh: '成本中心编码', en: 'Cost centre code' },
      schema: rules.name,
      example: 'CC-PROC',
    },
    { key: 'projectCode', header: { zh: '项目编码', en: 'Project code' }, schema: optional(projectCode) },
    {
      key: 'name',
      header: { zh: '预算名称', en: 'Budget name' },
      schema: nameLength,
      example: '2026 采购预算',
    },
    { key: 'period', header: { zh: '期间', en: 'Period' }, schema: budgetPeriod, example: '2026' },
    {
      key: 'amount',
      header: { zh: '金额（元）', en: 'Amount (CNY)' },
      schema: budgetAmount,
      example: '200000.00',
    },
  ],
  maxRows: 2000,
});

const issue = (locale: Locale, row: number, key: string, code: string) =>
  importError(budgetImport.columns, locale, row, key, code);

/**
 * Parses and imports in the caller's transaction: all rows or none. Rows that pass the column rules
 * are checked against the tenant (known cost centre, no duplicate in the sheet or the database).
 */
export async function importBudgets(
  tx: Db,
  tenantId: string,
  bytes: Uint8Array,
  locale: Locale,
): Promise<{ imported: number; errors: ImportError[] }> {
  const { rows, rowNumbers, errors } = await budgetImport.parse(bytes, locale);
  if (errors.length > 0) return { imported: 0, errors };
  const centres = await costCentreIdsByCode(tx, tenantId);
  const seen = new Set<string>();
  const problems: ImportError[] = [];
  rows.forEach((row, index) => {
    const excelRow = rowNumbers[index] as number;
    if (!centres.has(row.costCentreCode)) {
      problems.push(issue(locale, excelRow, 'costCentreCode', BUDGET_ERROR_CODES.budgetUnknownCostCentre));
    }
    const key = `${row.costCentreCode}|${row.projectCode ?? ''}|${row.period}`;
    if (seen.has(key))
      problems.push(issue(locale, excelRow, 'period', BUDGET_ERROR_CODES.budgetImportDuplicateRow));
    seen.add(key);
  });
  if (problems.length > 0) return { imported: 0, errors: problems };
  for (const [index, row] of rows.entries()) {
    try {
      // A savepoint per row, so a duplicate in the database reports its row instead of aborting.
      await tx.transaction((sp) =>
        insertBudget(sp, tenantId, {
          costCentreId: centres.get(row.costCentreCode) as string,
          projectCode: row.projectCode ?? null,
          name: row.name,
          period: row.period,
          amount: row.amount,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      problems.push(
        issue(locale, rowNumbers[index] as number, 'period', BUDGET_ERROR_CODES.budgetImportDuplicateRow),
      );
    }
  }
  return { imported: problems.length > 0 ? 0 : rows.length, errors: problems };
}
