import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CODE, startTestApp, type TestApp } from './support/test-app.ts';
import { collectRoutes } from './access-matrix/collect-routes.ts';
import { MATRIX_ENTRIES } from './access-matrix/entries.ts';
import { createFixtures, snapshot } from './access-matrix/fixtures.ts';
import { createPrincipals } from './access-matrix/principals.ts';
import { formatReach, runMatrix, type MatrixReport } from './access-matrix/run-matrix.ts';
import type { RouteInfo } from './access-matrix/types.ts';

// Issue #4 item 9: every route of the built app × every kind of caller × foreign objects.
// Entries: access-matrix/entries.ts. The summary and the reach table print after the run (CI output).

let t: TestApp;
let routes: RouteInfo[];
let report: MatrixReport | undefined;
let reachTable = '';

beforeAll(async () => {
  t = await startTestApp();
  routes = await collectRoutes(t, { CAPTCHA_FIXED_CODE: CAPTCHA_CODE });
}, 120_000);

afterAll(async () => {
  if (report) {
    const covered = report.routes.length - report.missing.length;
    const pct = report.routes.length ? Math.floor((covered / report.routes.length) * 100) : 0;
    console.log(
      `access matrix: ${report.probes} probes, ${covered}/${report.routes.length} routes (${pct}%), ${report.leaks.length} leaks, ${report.failures.length} failures\n${reachTable}`,
    );
  }
  await t?.close();
});

describe('access matrix', () => {
  it('answers every route × principal × foreign object as the access rules say, and leaks nothing', async () => {
    const principals = await createPrincipals(t);
    const fixtures = await createFixtures(t);
    const owned = Object.values(fixtures).flatMap((list) => list ?? []);
    const before = await snapshot(t, owned);
    report = await runMatrix(t, routes, MATRIX_ENTRIES, principals, fixtures);
    reachTable = formatReach(report, principals);

    // One list, so that a run shows every problem at once.
    expect([
      ...report.missing.map((k) => `route ${k} has no access-matrix entry`),
      ...report.leaks.map((l) => `LEAK ${l}`),
      ...report.failures,
    ]).toEqual([]);
    // Foreign ids were sent to every writing route: none of those rows changed.
    expect(await snapshot(t, owned)).toEqual(before);
    expect(report.routes.length).toBeGreaterThan(10);
  }, 600_000);

  it('lists no entry for a route the app does not have', () => {
    expect(report?.stale ?? []).toEqual([]);
  });
});
