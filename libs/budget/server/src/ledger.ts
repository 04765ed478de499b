import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { newId } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import type { BudgetCheck, BudgetCheckStatus, BudgetTarget, DocumentRef } from './types.ts';
import { budgetEntries, budgetObjects, budgets } from './schema.ts';

// The commitment ledger behind the contract (contract.ts). Every change of a budget's running
// totals happens here, after `SELECT … FOR UPDATE` of that budget row inside the caller's
// transaction, so two submissions against one budget are serialised and cannot over-commit.

const PASSED: BudgetCheckStatus = 1;
const OVER: BudgetCheckStatus = 2;
const NONE: BudgetCheckStatus = 3;
const PERIOD = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;
const AMOUNT = /^\d{1,18}(?:\.\d{1,2})?$/;

export type EntryKind = 'reserved' | 'committed' | 'released' | 'spent';

type BudgetRow = { id: string; amount: string; committed: string; spent: string };
type Hold = { budgetId: string; kind: EntryKind; amount: string };

function assertAmount(amount: string): void {
  // A programming error, not user input: the callers validate amounts with their own rules first.
  if (!AMOUNT.test(amount)) throw new RangeError(`Not a budget amount: ${JSON.stringify(amount)}`);
}

/** The periods to try, most specific first: '2026-11' → ['2026-11', '2026']; '2026' → ['2026']. */
export function periodsOf(period: string): string[] {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a budget period: ${JSON.stringify(period)}`);
  return match[2] ? [period, match[1] as string] : [period];
}

/** The enabled budget a target hits (exact period first, then its year), or null. */
export async function findBudgetId(tx: Db, target: BudgetTarget): Promise<string | null> {
  const project = target.projectCode ? target.projectCode : null;
  const periods = periodsOf(target.period);
  const rows = await tx
    .select({ id: budgets.id, period: budgets.period })
    .from(budgets)
    .innerJoin(budgetObjects, eq(budgetObjects.id, budgets.objectId))
    .where(
      and(
        eq(budgets.tenantId, target.tenantId),
        eq(budgetObjects.costCentreId, target.costCentreId),
        project === null ? isNull(budgetObjects.projectCode) : eq(budgetObjects.projectCode, project),
        inArray(budgets.period, periods),
        eq(budgets.disabled, false),
      ),
    );
  for (const period of periods) {
    const hit = rows.find((r) => r.period === period);
    if (hit) return hit.id;
  }
  return null;
}

async function readBudget(tx: Db, id: string, lock: boolean): Promise<BudgetRow> {
  const query = tx
    .select({ id: budgets.id, amount: budgets.amount, committed: budgets.committed, spent: budgets.spent })
    .from(budgets)
    .where(eq(budgets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`budget ${id} vanished`);
  return row;
}

/** Locks budget rows in id order, so two documents locking the same pair never deadlock. */
async function lockBudgets(tx: Db, ids: string[]): Promise<Map<string, BudgetRow>> {
  const unique = [...new Set(ids)].sort();
  const locked = new Map<string, BudgetRow>();
  for (const id of unique) locked.set(id, await readBudget(tx, id, true));
  return locked;
}

/** The document's current hold: its latest ledger row, when that is a reservation or commitment. */
async function currentHold(tx: Db, doc: DocumentRef): Promise<Hold | null> {
  const [latest] = await tx
    .select({ budgetId: budgetEntries.budgetId, kind: budgetEntries.kind, amount: budgetEntries.amount })
    .from(budgetEntries)
    .where(
      and(
        eq(budgetEntries.tenantId, doc.tenantId),
        eq(budgetEntries.docType, doc.docType),
        eq(budgetEntries.documentId, doc.documentId),
      ),
    )
    .orderBy(desc(budgetEntries.seq))
    .limit(1);
  if (!latest || (latest.kind !== 'reserved' && latest.kind !== 'committed')) return null;
  return latest as Hold;
}

async function addEntry(
  tx: Db,
  doc: DocumentRef,
  budgetId: string,
  kind: EntryKind,
  amount: string,
  overBudget = false,
): Promise<void> {
  await tx.insert(budgetEntries).values({
    id: newId(),
    tenantId: doc.tenantId,
    budgetId,
    docType: doc.docType,
    documentId: doc.documentId,
    kind,
    amount,
    overBudget,
  });
  if (kind === 'reserved' || kind === 'released') {
    const delta = kind === 'reserved' ? sql`${amount}::numeric` : sql`-${amount}::numeric`;
    await tx
      .update(budgets)
      .set({ committed: sql`${budgets.committed} + ${delta}`, updatedAt: sql`now()` })
      .where(eq(budgets.id, budgetId));
  }
}

function toCheck(row: BudgetRow, amount: string, alreadyHeld = '0'): BudgetCheck {
  const available = money.sub(money.sub(money.add(row.amount, alreadyHeld), row.committed), row.spent);
  return {
    status: money.compare(amount, available) <= 0 ? PASSED : OVER,
    budgetId: row.id,
    amount: money.normalize(row.amount),
    committed: money.normalize(row.committed),
    spent: money.normalize(row.spent),
    available: money.round(available, 2),
  };
}

const noBudget = (): BudgetCheck => ({
  status: NONE,
  budgetId: null,
  amount: null,
  committed: null,
  spent: null,
  available: null,
});

export async function checkBudget(tx: Db, target: BudgetTarget, amount: string): Promise<BudgetCheck> {
  assertAmount(amount);
  const id = await findBudgetId(tx, target);
  return id ? toCheck(await readBudget(tx, id, false), amount) : noBudget();
}

export async function reserveBudget(
  tx: Db,
  target: BudgetTarget,
  doc: DocumentRef,
  amount: string,
  confirmOverBudget: boolean,
): Promise<{ check: BudgetCheck; reserved: boolean }> {
  assertAmount(amount);
  const budgetId = await findBudgetId(tx, target);
  // The hold may move while we wait for a lock; read it again under the locks until it is stable.
  for (let attempt = 0; ; attempt++) {
    const before = await currentHold(tx, doc);
    const locked = await lockBudgets(
      tx,
      [budgetId, before?.budgetId].filter((id): id is string => !!id),
    );
    const hold = await currentHold(tx, doc);
    if (hold?.budgetId !== before?.budgetId && attempt < 3) continue;

    if (!budgetId) {
      // Resubmitted against a target without a budget: the earlier reservation no longer applies.
      if (hold) await addEntry(tx, doc, hold.budgetId, 'released', hold.amount);
      return { check: noBudget(), reserved: false };
    }
    const row = locked.get(budgetId) as BudgetRow;
    const check = toCheck(row, amount, hold?.budgetId === budgetId ? hold.amount : '0');
    if (check.status === OVER && !confirmOverBudget) return { check, reserved: false };
    if (hold) await addEntry(tx, doc, hold.budgetId, 'released', hold.amount);
    await addEntry(tx, doc, budgetId, 'reserved', amount, check.status === OVER);
    return { check, reserved: true };
  }
}

export async function commitBudget(tx: Db, doc: DocumentRef): Promise<void> {
  const before = await currentHold(tx, doc);
  if (!before) return;
  await lockBudgets(tx, [before.budgetId]);
  const hold = await currentHold(tx, doc);
  if (hold?.kind === 'reserved') await addEntry(tx, doc, hold.budgetId, 'committed', hold.amount);
}

export async function releaseBudget(tx: Db, doc: DocumentRef): Promise<void> {
  const before = await currentHold(tx, doc);
  if (!before) return;
  await lockBudgets(tx, [before.budgetId]);
  const hold = await currentHold(tx, doc);
  if (hold) await addEntry(tx, doc, hold.budgetId, 'released', hold.amount);
}

/**
 * What moving a document's hold by `delta` would mean, read-only: the check of the new amount against
 * the hold's budget (the hold itself counts as available). null when the document holds nothing.
 */
export async function checkHoldChange(tx: Db, doc: DocumentRef, delta: string): Promise<BudgetCheck | null> {
  const hold = await currentHold(tx, doc);
  if (!hold) return null;
  const row = await readBudget(tx, hold.budgetId, false);
  return toCheck(row, money.add(hold.amount, delta), hold.amount);
}

/**
 * Moves a document's hold (reserved or committed) by `delta` on the budget it already holds (an order
 * change applied to an order of a request: more → held again, less → released). The budget row is
 * locked; the new amount is flagged over budget when it exceeds what is available (the change was
 * confirmed over budget, or approved, before it got here). No hold → nothing (status 3).
 */
export async function adjustHold(tx: Db, doc: DocumentRef, delta: string): Promise<BudgetCheck> {
  if (money.sign(delta) === 0) return (await checkHoldChange(tx, doc, delta)) ?? noBudget();
  const before = await currentHold(tx, doc);
  if (!before) return noBudget();
  const locked = await lockBudgets(tx, [before.budgetId]);
  const hold = await currentHold(tx, doc);
  if (!hold) return noBudget();
  const amount = money.round(money.add(hold.amount, delta), 2);
  if (money.sign(amount) < 0) throw new RangeError(`adjustHold: ${hold.amount} + ${delta} is negative`);
  const check = toCheck(locked.get(hold.budgetId) as BudgetRow, amount, hold.amount);
  await addEntry(tx, doc, hold.budgetId, 'released', hold.amount);
  await addEntry(tx, doc, hold.budgetId, 'reserved', amount, check.status === OVER);
  if (hold.kind === 'committed') await addEntry(tx, doc, hold.budgetId, 'committed', amount);
  return check;
}

/** The ledger rows of a budget, newest first (management view). */
export async function listEntries(tx: Db, budgetId: string, limit = 200) {
  return tx
    .select({
      id: budgetEntries.id,
      docType: budgetEntries.docType,
      documentId: budgetEntries.documentId,
      kind: budgetEntries.kind,
      amount: budgetEntries.amount,
      overBudget: budgetEntries.overBudget,
      at: budgetEntries.createdAt,
    })
    .from(budgetEntries)
    .where(eq(budgetEntries.budgetId, budgetId))
    .orderBy(desc(budgetEntries.seq))
    .limit(limit);
}
