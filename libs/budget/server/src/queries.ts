import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { inTurn, newId } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import { budgetObjects, budgets } from './schema.ts';
import type { BudgetQuery, BudgetView } from './wire.ts';

const { costCentres } = identitySchema;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of the list; available and usage are computed by PostgreSQL on numeric (exact). */
function selection(locale: Locale) {
  return {
    id: budgets.id,
    objectId: budgets.objectId,
    name: budgetObjects.name,
    costCentreId: budgetObjects.costCentreId,
    costCentreCode: costCentres.code,
    costCentreName: locale === 'zh-CN' ? costCentres.nameZh : costCentres.nameEn,
    projectCode: budgetObjects.projectCode,
    period: budgets.period,
    currency: budgets.currency,
    amount: budgets.amount,
    committed: budgets.committed,
    spent: budgets.spent,
    available: sql<string>`(${budgets.amount} - ${budgets.committed} - ${budgets.spent})::numeric(20,2)::text`,
    usagePercent: sql<string>`case when ${budgets.amount} = 0 then 0
      else round((${budgets.committed} + ${budgets.spent}) * 100 / ${budgets.amount}, 1) end::text`,
    disabled: budgets.disabled,
  };
}

type Row = Omit<BudgetView, 'usagePercent'> & { usagePercent: string };
const toView = (row: Row): BudgetView => ({ ...row, usagePercent: Number(row.usagePercent) });

function baseQuery(tx: Db, locale: Locale) {
  return tx
    .select(selection(locale))
    .from(budgets)
    .innerJoin(budgetObjects, eq(budgetObjects.id, budgets.objectId))
    .leftJoin(costCentres, eq(costCentres.id, budgetObjects.costCentreId));
}

export async function listBudgets(tx: Db, tenantId: string, query: BudgetQuery, locale: Locale) {
  const filters: (SQL | undefined)[] = [eq(budgets.tenantId, tenantId)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(
      or(
        ilike(budgetObjects.name, like),
        ilike(budgetObjects.projectCode, like),
        ilike(costCentres.code, like),
      ),
    );
  }
  if (query.period) filters.push(eq(budgets.period, query.period));
  if (query.costCentreId) filters.push(eq(budgetObjects.costCentreId, query.costCentreId));
  if (query.status) filters.push(eq(budgets.disabled, query.status === 'disabled'));
  const where = and(...filters);
  const [rows, [total]] = await inTurn([
    baseQuery(tx, locale)
      .where(where)
      .orderBy(desc(budgets.period), costCentres.code, budgetObjects.projectCode, budgets.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx
      .select({ n: count() })
      .from(budgets)
      .innerJoin(budgetObjects, eq(budgetObjects.id, budgets.objectId))
      .leftJoin(costCentres, eq(costCentres.id, budgetObjects.costCentreId))
      .where(where),
  ]);
  return {
    rows: (rows as Row[]).map(toView),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findBudget(tx: Db, tenantId: string, id: string, locale: Locale) {
  const [row] = await baseQuery(tx, locale).where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)));
  return row ? toView(row as Row) : null;
}

/** An enabled cost centre of the tenant, by id. */
export async function costCentreExists(tx: Db, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(and(eq(costCentres.tenantId, tenantId), eq(costCentres.id, id), eq(costCentres.disabled, false)));
  return !!row;
}

/** Enabled cost centres of the tenant by code (the import names them by code). */
export async function costCentreIdsByCode(tx: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: costCentres.id, code: costCentres.code })
    .from(costCentres)
    .where(and(eq(costCentres.tenantId, tenantId), eq(costCentres.disabled, false)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export type NewBudget = {
  costCentreId: string;
  projectCode: string | null;
  name: string;
  period: string;
  amount: string;
};

/** The object for (cost centre, project), created on first use; its name follows the latest input. */
async function upsertObject(tx: Db, tenantId: string, input: NewBudget): Promise<string> {
  const [row] = await tx
    .insert(budgetObjects)
    .values({
      id: newId(),
      tenantId,
      costCentreId: input.costCentreId,
      projectCode: input.projectCode,
      name: input.name,
    })
    .onConflictDoUpdate({
      target: [budgetObjects.tenantId, budgetObjects.costCentreId, budgetObjects.projectCode],
      set: { name: input.name },
    })
    .returning({ id: budgetObjects.id });
  return (row as { id: string }).id;
}

/** Inserts a budget; a second one for the same object and period is a unique violation (409). */
export async function insertBudget(tx: Db, tenantId: string, input: NewBudget): Promise<string> {
  const objectId = await upsertObject(tx, tenantId, input);
  const id = newId();
  await tx.insert(budgets).values({ id, tenantId, objectId, period: input.period, amount: input.amount });
  return id;
}

/**
 * Sets the amount under the row lock, refusing to go below committed + spent (the ledger's
 * invariant); returns the used amount when refused, null when saved, undefined when absent.
 */
export async function updateAmount(tx: Db, tenantId: string, id: string, amount: string) {
  const [row] = await tx
    .select({ used: sql<string>`(${budgets.committed} + ${budgets.spent})::text` })
    .from(budgets)
    .where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)))
    .for('update');
  if (!row) return undefined;
  const [saved] = await tx
    .update(budgets)
    .set({ amount, updatedAt: sql`now()` })
    .where(and(eq(budgets.id, id), sql`${budgets.committed} + ${budgets.spent} <= ${amount}::numeric`))
    .returning({ id: budgets.id });
  return saved ? null : row.used;
}

export async function setDisabled(tx: Db, tenantId: string, id: string, disabled: boolean): Promise<boolean> {
  const rows = await tx
    .update(budgets)
    .set({ disabled, updatedAt: sql`now()` })
    .where(and(eq(budgets.tenantId, tenantId), eq(budgets.id, id)))
    .returning({ id: budgets.id });
  return rows.length > 0;
}
