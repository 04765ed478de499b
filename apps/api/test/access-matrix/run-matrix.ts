import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { permits } from '@procure/server-http';
import type { TestApp } from '../support/test-app.ts';
import { cloneSession, type Principal } from './principals.ts';
import type { Fixture, MatrixEntries, MatrixEntry, ObjectKind, RequestSpec, RouteInfo } from './types.ts';

export type MatrixReport = {
  probes: number;
  routes: string[];
  missing: string[];
  /** Entries for routes the app does not have (a removed or renamed route). */
  stale: string[];
  failures: string[];
  leaks: string[];
  /** route → names of the principals it let in. */
  reach: Map<string, string[]>;
};

export const routeKey = (r: Pick<RouteInfo, 'method' | 'url'>) => `${r.method} ${r.url}`;

function isForeign(f: Fixture, p: Principal): boolean {
  if (f.owner.tenantId !== p.tenantId) return true;
  if (f.owner.userId && f.owner.userId !== p.userId) return true;
  if (f.owner.vendorId && p.vendorId && f.owner.vendorId !== p.vendorId) return true;
  return false;
}

function defaultRequest(url: string, id: string): RequestSpec {
  return { url: url.replace(/:[A-Za-z0-9_]+/g, id) };
}

// Refusals of the caller itself, as opposed to a route's own business answers (a 403 `tenant.notMember`
// for a tenant the user does not belong to, a 400 for wrong credentials on a public login).
const ACCESS_REFUSALS = new Set(['auth.forbidden', 'tenant.wrongSite']);

function refusedAccess(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 401) return true;
  if (res.statusCode !== 403) return false;
  const code = (res.json() as { data?: { errorCode?: string } }).data?.errorCode;
  return code === undefined || ACCESS_REFUSALS.has(code);
}

type Expectation = 'unauthenticated' | 'forbidden' | 'allowed' | 'public';

function expectationOf(route: RouteInfo, entry: MatrixEntry, p: Principal): Expectation {
  if ('public' in route.access) return 'public';
  if (!p.token || p.expired) return 'unauthenticated';
  if (!permits(route.access, p.site, p.permissions)) return 'forbidden';
  if (entry.sites && (!p.site || !entry.sites.includes(p.site))) return 'forbidden';
  return 'allowed';
}

/**
 * Sends every route × every principal (× every foreign object of the route's kind) and checks:
 * 401 without a live session, 403 without the permission (or on the wrong site), a foreign id
 * answered exactly like an absent one (not a success), no foreign id in any success body, no 5xx.
 */
export async function runMatrix(
  t: TestApp,
  routes: readonly RouteInfo[],
  entries: MatrixEntries,
  principals: readonly Principal[],
  fixtures: Partial<Record<ObjectKind, Fixture[]>>,
): Promise<MatrixReport> {
  const keys = new Set(routes.map(routeKey));
  const report: MatrixReport = {
    probes: 0,
    routes: [...keys].sort(),
    missing: [...keys].filter((k) => !entries[k]).sort(),
    stale: Object.keys(entries).filter((k) => !keys.has(k)),
    failures: [],
    leaks: [],
    reach: new Map(),
  };
  const allFixtures = Object.values(fixtures).flatMap((list) => list ?? []);

  for (const route of routes) {
    const key = routeKey(route);
    const entry = entries[key];
    if (!entry) continue;
    const reached: string[] = [];
    for (const p of principals) {
      const send = async (id: string): Promise<LightMyRequestResponse> => {
        const spec = entry.request ? entry.request(id) : defaultRequest(route.url, id);
        const token = p.token && entry.freshSession ? await cloneSession(t, p.token) : p.token;
        report.probes += 1;
        const res = await t.request({
          method: route.method as 'GET',
          url: spec.url ?? route.url.replace(/:[A-Za-z0-9_]+/g, id),
          ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
          ...(spec.headers ? { headers: spec.headers } : {}),
          ...(token ? { token } : {}),
        });
        const where = `${key} as ${p.name}`;
        if (res.statusCode >= 500)
          report.failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode < 300 && !(entry.platformWide && p.site === 'ops')) {
          for (const f of allFixtures)
            if (isForeign(f, p) && res.body.includes(f.id))
              report.leaks.push(`${where}: shows ${f.kind} "${f.name}"`);
        }
        return res;
      };
      const absentId = randomUUID();
      const expectation = expectationOf(route, entry, p);
      const absent = await send(absentId);
      const where = `${key} as ${p.name}`;
      const status = absent.statusCode;
      if (expectation === 'unauthenticated' && status !== 401)
        report.failures.push(`${where}: expected 401, got ${status}`);
      if (expectation === 'forbidden' && status !== 403)
        report.failures.push(`${where}: expected 403, got ${status}`);
      if ((expectation === 'allowed' || expectation === 'public') && refusedAccess(absent)) {
        report.failures.push(`${where}: expected to be let in, got ${status} ${absent.body.slice(0, 160)}`);
      }
      if (expectation !== 'allowed' && expectation !== 'public') continue;
      reached.push(p.name);
      if (!entry.object) continue;
      if (!fixtures[entry.object]?.length)
        report.failures.push(`${key}: object kind ${entry.object} has no fixtures`);
      for (const f of (fixtures[entry.object] ?? []).filter((x) => isForeign(x, p))) {
        const foreign = await send(f.id);
        const same = foreign.statusCode === absent.statusCode && foreign.body === absent.body;
        if (!same || foreign.statusCode < 300)
          report.failures.push(
            `${where}: foreign ${f.kind} "${f.name}" answered ${foreign.statusCode} ${foreign.body.slice(0, 120)}, an absent id ${absent.statusCode} ${absent.body.slice(0, 120)}`,
          );
      }
    }
    report.reach.set(key, reached);
  }
  return report;
}

/** The "what each role can reach" table: one line per route. */
export function formatReach(report: MatrixReport, principals: readonly Principal[]): string {
  const everyone = principals.length;
  return [...report.reach.entries()]
    .map(
      ([route, names]) =>
        `${route}  →  ${names.length === everyone ? 'everyone (public)' : names.join(', ') || 'nobody'}`,
    )
    .join('\n');
}
