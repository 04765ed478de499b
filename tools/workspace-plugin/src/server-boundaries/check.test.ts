import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerBoundaries, formatViolation, loadDomains } from './check.ts';

const repository = resolve(import.meta.dirname, '../../../..');
const fixture = join(import.meta.dirname, 'fixtures', 'wrong');

describe('server boundaries: another domain is reached only through its contract.ts', () => {
  it('holds on the repository', () => {
    expect(checkServerBoundaries(repository).map(formatViolation)).toEqual([]);
  });

  it('derives ownership from the schema.ts files (the check cannot pass by finding nothing)', () => {
    const domains = loadDomains(repository);
    const byName = new Map(domains.map((d) => [d.name, d]));
    expect(domains.length).toBeGreaterThanOrEqual(10);
    // Private tables stay unpublished; identity publishes its kernel tables through its contract.
    expect(byName.get('masterdata')?.published.has('md_categories')).toBe(false);
    expect(byName.get('company')?.published.has('staff_profiles')).toBe(false);
    expect(byName.get('identity')?.published.has('users')).toBe(true);
    expect(byName.get('identity')?.published.has('login_failures')).toBe(false);
    expect(byName.get('masterdata')?.contract?.has('activeCategoryIds')).toBe(true);
  });

  it('reports every way the wrong fixture reaches into another domain, and nothing that is allowed', () => {
    const found = checkServerBoundaries(fixture).map(
      (v) => `${v.file}:${v.line} ${v.kind} ${v.owner}: ${v.message}`,
    );
    expect(found).toEqual([
      "libs/shop/server/src/wrong.ts:2 import ledger: ledgerEntries from @procure/ledger-server is not in ledger's contract.ts",
      'libs/shop/server/src/wrong.ts:3 import ledger: deep import @procure/ledger-server/src/totals.ts: import from @procure/ledger-server (its contract) only',
      "libs/shop/server/src/wrong.ts:4 import ledger: namespace import of @procure/ledger-server: import the contract's names",
      'libs/shop/server/src/wrong.ts:5 import ledger: relative import ../../../ledger/server/src/totals.ts reaches into ledger',
      "libs/shop/server/src/wrong.ts:8 sql ledger: SQL names ledger_entries, a table of ledger: use ledger's contract.ts",
      "libs/shop/server/src/wrong.ts:10 sql ledger: string 'ledger_entries' names a table of ledger: use ledger's contract.ts",
    ]);
  });
});
