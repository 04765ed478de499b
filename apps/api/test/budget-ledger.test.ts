import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkBudget,
  commitBudget,
  releaseBudget,
  reserveBudget,
  type BudgetTarget,
  type DocumentRef,
} from '@procure/budget-server';
import { openPostgres, silentDbLogger, withTenant, type Database } from '@procure/server-db';
import { DEMO, demoId } from './support/demo-ids.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The commitment ledger (contract.ts) on real PostgreSQL: statuses, arithmetic, replacement,
// and the invariant under concurrency (separate connections, one transaction each).

const T = DEMO.tenants.huaxia;
const FINANCE_CC = demoId(7002);
const PRODUCTION_CC = demoId(7003);
const OBJECT = demoId(649001);
const YEAR_BUDGET = demoId(649002);
const MONTH_BUDGET = demoId(649003);
const DOC_TYPE = 'procurement';

let t: TestApp;
let pool: Database;
beforeAll(async () => {
  t = await startTestApp();
  // Its own pool of 20: each concurrent reservation gets its own connection and transaction.
  pool = openPostgres({ url: t.url, logger: silentDbLogger, max: 20 });
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

const target = (period = '2026', projectCode: string | null = 'T-LEDGER'): BudgetTarget => ({
  tenantId: T,
  costCentreId: FINANCE_CC,
  projectCode,
  period,
});
const doc = (documentId = randomUUID()): DocumentRef => ({ tenantId: T, docType: DOC_TYPE, documentId });
const inTenant = <R>(fn: Parameters<typeof withTenant<R>>[2], db = t.database.db) =>
  withTenant(db, { tenantId: T, userId: DEMO.users.purchaser }, fn);

async function budgetRow(id = YEAR_BUDGET) {
  const [row] = await t.sql<{ amount: string; committed: string; spent: string }>(
    'select amount, committed, spent from budgets where id = $1',
    [id],
  );
  return row;
}

beforeEach(async () => {
  await t.sql('delete from budget_entries where budget_id in ($1, $2)', [YEAR_BUDGET, MONTH_BUDGET]);
  await t.sql('delete from budgets where object_id = $1', [OBJECT]);
  await t.sql('delete from budget_objects where id = $1', [OBJECT]);
  await t.sql(
    `insert into budget_objects (id, tenant_id, cost_centre_id, project_code, name) values ($1, $2, $3, 'T-LEDGER', 'Ledger test')`,
    [OBJECT, T, FINANCE_CC],
  );
  await t.sql(
    `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2026', '1000.00')`,
    [YEAR_BUDGET, T, OBJECT],
  );
});

describe('checkBudget', () => {
  it('answers 1 within, 2 over and 3 without a budget, and never changes anything', async () => {
    const within = await inTenant((tx) => checkBudget(tx, target(), '1000.00'));
    expect(within).toEqual({
      status: 1,
      budgetId: YEAR_BUDGET,
      amount: '1000.00',
      committed: '0.00',
      spent: '0.00',
      available: '1000.00',
    });
    expect((await inTenant((tx) => checkBudget(tx, target(), '1000.01'))).status).toBe(2);
    // Another project, no project, another cost centre, another year: no budget, not a silent pass.
    for (const other of [
      target('2026', 'OTHER'),
      target('2031', null),
      { ...target(), costCentreId: PRODUCTION_CC, period: '2031' },
      target('2027'),
    ]) {
      expect(await inTenant((tx) => checkBudget(tx, other, '1.00'))).toMatchObject({
        status: 3,
        budgetId: null,
      });
    }
    // No project → the cost centre's own budget (the demo seed's finance budget of this year), never the project's.
    const year = String(new Date().getFullYear());
    expect((await inTenant((tx) => checkBudget(tx, target(year, null), '1.00'))).budgetId).toBe(
      demoId(600102),
    );
    expect(await budgetRow()).toEqual({ amount: '1000.00', committed: '0.00', spent: '0.00' });
  });

  it('takes the exact month first, then the year of a month period; a disabled budget is not found', async () => {
    expect((await inTenant((tx) => checkBudget(tx, target('2026-11'), '1.00'))).budgetId).toBe(YEAR_BUDGET);
    await t.sql(
      `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2026-11', '10.00')`,
      [MONTH_BUDGET, T, OBJECT],
    );
    expect((await inTenant((tx) => checkBudget(tx, target('2026-11'), '1.00'))).budgetId).toBe(MONTH_BUDGET);
    expect((await inTenant((tx) => checkBudget(tx, target('2026-10'), '1.00'))).budgetId).toBe(YEAR_BUDGET);
    await t.sql('update budgets set disabled = true where id = $1', [YEAR_BUDGET]);
    expect((await inTenant((tx) => checkBudget(tx, target('2026-10'), '1.00'))).status).toBe(3);
  });

  it('sees only the caller tenant: the same target in another tenant has no budget', async () => {
    const foreign = await withTenant(t.database.db, { tenantId: DEMO.tenants.dongfang, userId: null }, (tx) =>
      checkBudget(tx, { ...target(), tenantId: DEMO.tenants.dongfang }, '1.00'),
    );
    expect(foreign.status).toBe(3);
  });
});

describe('reserve, commit, release', () => {
  it('reserves, commits and releases with exact arithmetic and a ledger row each', async () => {
    const d = doc();
    const first = await inTenant((tx) => reserveBudget(tx, target(), d, '300.10', false));
    expect(first).toMatchObject({ reserved: true, check: { status: 1, available: '1000.00' } });
    expect(await budgetRow()).toMatchObject({ committed: '300.10' });
    await inTenant((tx) => commitBudget(tx, d));
    expect(await budgetRow()).toMatchObject({ committed: '300.10' });
    const after = await inTenant((tx) => checkBudget(tx, target(), '699.90'));
    expect(after).toMatchObject({ status: 1, committed: '300.10', available: '699.90' });
    await inTenant((tx) => releaseBudget(tx, d));
    expect(await budgetRow()).toMatchObject({ committed: '0.00' });
    // Released twice, committed after release: no-ops.
    await inTenant((tx) => releaseBudget(tx, d));
    await inTenant((tx) => commitBudget(tx, d));
    const entries = await t.sql<{ kind: string; amount: string }>(
      'select kind, amount from budget_entries where document_id = $1 order by seq',
      [d.documentId],
    );
    expect(entries).toEqual([
      { kind: 'reserved', amount: '300.10' },
      { kind: 'committed', amount: '300.10' },
      { kind: 'released', amount: '300.10' },
    ]);
  });

  it('over budget: refuses without confirmation (nothing changes), reserves with it (status 2)', async () => {
    await inTenant((tx) => reserveBudget(tx, target(), doc(), '900.00', false));
    const d = doc();
    const refused = await inTenant((tx) => reserveBudget(tx, target(), d, '100.01', false));
    expect(refused).toMatchObject({ reserved: false, check: { status: 2, available: '100.00' } });
    expect(await budgetRow()).toMatchObject({ committed: '900.00' });
    expect(await t.sql('select 1 from budget_entries where document_id = $1', [d.documentId])).toEqual([]);
    const confirmed = await inTenant((tx) => reserveBudget(tx, target(), d, '100.01', true));
    expect(confirmed).toMatchObject({ reserved: true, check: { status: 2 } });
    expect(await budgetRow()).toMatchObject({ committed: '1000.01' });
    const [entry] = await t.sql('select over_budget from budget_entries where document_id = $1', [
      d.documentId,
    ]);
    expect(entry).toEqual({ over_budget: true });
  });

  it('no budget: status 3 and nothing reserved', async () => {
    const d = doc();
    const result = await inTenant((tx) => reserveBudget(tx, target('2026', 'NONE'), d, '1.00', false));
    expect(result).toMatchObject({ reserved: false, check: { status: 3 } });
    expect(await t.sql('select 1 from budget_entries where document_id = $1', [d.documentId])).toEqual([]);
  });

  it('a resubmission replaces the earlier reservation (its own amount counts as available)', async () => {
    const d = doc();
    await inTenant((tx) => reserveBudget(tx, target(), d, '800.00', false));
    const again = await inTenant((tx) => reserveBudget(tx, target(), d, '1000.00', false));
    expect(again).toMatchObject({ reserved: true, check: { status: 1, available: '1000.00' } });
    expect(await budgetRow()).toMatchObject({ committed: '1000.00' });
    // Moved to a target without a budget: the old reservation is released.
    await inTenant((tx) => reserveBudget(tx, target('2026', 'NONE'), d, '5.00', false));
    expect(await budgetRow()).toMatchObject({ committed: '0.00' });
  });

  it('rolls back with the caller transaction', async () => {
    await expect(
      inTenant(async (tx) => {
        await reserveBudget(tx, target(), doc(), '10.00', false);
        throw new Error('the submit failed later');
      }),
    ).rejects.toThrow('the submit failed later');
    expect(await budgetRow()).toMatchObject({ committed: '0.00' });
  });

  it('refuses a malformed amount (a programming error) before touching anything', async () => {
    await expect(inTenant((tx) => reserveBudget(tx, target(), doc(), '1e3', false))).rejects.toThrow(
      RangeError,
    );
    await expect(inTenant((tx) => checkBudget(tx, target(), '-1.00'))).rejects.toThrow(RangeError);
  });
});

describe('concurrency', () => {
  it('20 concurrent reservations on separate connections never over-commit', async () => {
    // Each asks for 70.00 of 1000.00: at most 14 fit; the rest must be refused, whatever the interleaving.
    const docs = Array.from({ length: 20 }, () => doc());
    const results = await Promise.all(
      docs.map((d) => inTenant((tx) => reserveBudget(tx, target(), d, '70.00', false), pool.db)),
    );
    const reserved = results.filter((r) => r.reserved).length;
    expect(reserved).toBe(14);
    const row = await budgetRow();
    const [sums] = await t.sql<{ reserved: string; released: string; n: string }>(
      `select coalesce(sum(amount) filter (where kind = 'reserved'), 0)::numeric(20,2)::text as reserved,
              coalesce(sum(amount) filter (where kind = 'released'), 0)::numeric(20,2)::text as released,
              count(*) filter (where kind = 'reserved')::text as n
         from budget_entries where budget_id = $1`,
      [YEAR_BUDGET],
    );
    expect(sums).toEqual({ reserved: '980.00', released: '0.00', n: '14' });
    expect(row?.committed).toBe('980.00');
    expect(Number(row?.committed)).toBeLessThanOrEqual(Number(row?.amount));
  });

  it('concurrent resubmissions of one document leave exactly one reservation', async () => {
    const d = doc();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inTenant((tx) => reserveBudget(tx, target(), d, `${i + 1}0.00`, false), pool.db),
      ),
    );
    const [row] = await t.sql<{ committed: string; held: string }>(
      `select b.committed::text,
              (select amount::text from budget_entries where document_id = $2 order by seq desc limit 1) as held
         from budgets b where b.id = $1`,
      [YEAR_BUDGET, d.documentId],
    );
    expect(row?.committed).toBe(row?.held);
  });
});
