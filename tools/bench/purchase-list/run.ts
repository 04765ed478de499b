import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, silentDbLogger } from '@procure/server-db';
import { buildApp } from '../../../apps/api/src/app.ts';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { seedDemoData } from '../../../apps/api/src/demo-seed.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../../seed/demo-ids.ts';
import { LIST_SQL, SCOPE_SQL, encodeCursor } from './list-sql.ts';
import { countRows, seedRequests } from './seed.ts';
import { startRawServer } from './raw-server.ts';
import { recordStatements } from './record-sql.ts';

// `npm run bench:requests`: GET /api/v1/procurementApply/list through the real API vs a raw node:http
// + pg server running the same SQL, and the list query at 10k vs 1M lines, on a scratch database
// (created and dropped here). Env: BENCH_ADMIN_URL, BENCH_SECONDS (8), BENCH_CONCURRENCY (8).

const ADMIN_URL = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 6);
const ROUNDS = 2; // API and baselines alternate, so a noisy neighbour hits all of them alike
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const POOL = 8;
const TENANT = DEMO_IDS.tenants.huaxia;
const USER = DEMO_IDS.users.purchaser;
const SMALL = 1_000; // requests (10k lines)
const BIG = 100_000; // requests (1M lines)
const DEEP = 90_000; // the deep keyset page starts after this many requests
const PAGE = 20;

const log = (...args: unknown[]) => console.log(...args);
const fmt = (n: number, digits = 2) => n.toFixed(digits);

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The cursor of the page after the first `skip` requests (what the API hands out on page skip/20). */
async function cursorAfter(client: pg.Client, skip: number): Promise<[string, string]> {
  const { rows } = await client.query<{ at: string; id: string }>(
    `select (created_at at time zone 'UTC')::text as at, id from purchase_requests
     where tenant_id = $1 and applicant_id = $2 order by created_at desc, id desc offset $3 limit 1`,
    [TENANT, USER, skip - 1],
  );
  const row = rows[0];
  if (!row) throw new Error(`no request at ${skip}`);
  return [row.at, row.id];
}

/** Median and p99 of the list SQL run alone (in the route's transaction shape), sequentially. */
async function queryLatency(client: pg.Client, cursor: [string, string] | [null, null], runs = 300) {
  const times: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const start = performance.now();
    await client.query('begin');
    await client.query(SCOPE_SQL, [TENANT, USER]);
    await client.query(LIST_SQL, [TENANT, USER, PAGE + 1, ...cursor]);
    await client.query('commit');
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)] ?? 0, p99: times[Math.floor(runs * 0.99)] ?? 0 };
}

async function explain(client: pg.Client, cursor: [string, string] | [null, null]): Promise<string> {
  await client.query('begin');
  await client.query(SCOPE_SQL, [TENANT, USER]);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${LIST_SQL}`, [
    TENANT,
    USER,
    PAGE + 1,
    ...cursor,
  ]);
  await client.query('rollback');
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

type Load = { requests: number; errors: number; rps: number; p50: number; p99: number };

function load(url: string, token: string | null): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'load.mjs'), url, token ?? '-', String(CONCURRENCY), String(SECONDS), '2'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`load ${code}`)),
    );
  });
}

async function main() {
  const name = `procure_bench_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  await withClient(ADMIN_URL, (c) => c.query(`create database ${name}`));
  log(`scratch database ${name}`);
  const database = openPostgres({ url, logger: silentDbLogger, max: POOL });
  try {
    await database.migrate();
    await seedDemoData(database);
    const seedClient = new pg.Client({ connectionString: url });
    await seedClient.connect();
    const { rows: le } = await seedClient.query<{ id: string }>(
      'select id from legal_entities where tenant_id = $1 order by code limit 1',
      [TENANT],
    );
    const scope = { tenantId: TENANT, userId: USER, legalEntityId: le[0]?.id ?? null };

    // (2a) the query at 10k lines
    let t0 = performance.now();
    await seedRequests(seedClient, scope, 1, SMALL);
    log(
      `seeded ${JSON.stringify(await countRows(seedClient))} in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const small = {
      first: await queryLatency(seedClient, [null, null]),
      deep: await queryLatency(seedClient, await cursorAfter(seedClient, SMALL - PAGE)),
    };
    const smallPlan = await explain(seedClient, [null, null]);

    // (2b) the same query at 1M lines
    t0 = performance.now();
    await seedRequests(seedClient, scope, SMALL + 1, BIG);
    await seedClient.query('vacuum analyze purchase_requests');
    log(
      `seeded ${JSON.stringify(await countRows(seedClient))} in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const deepCursor = await cursorAfter(seedClient, DEEP);
    const big = {
      first: await queryLatency(seedClient, [null, null]),
      deep: await queryLatency(seedClient, deepCursor),
    };
    const plans = {
      first: await explain(seedClient, [null, null]),
      deep: await explain(seedClient, deepCursor),
    };
    await seedClient.end();

    // (1) the real API (auth, session, schemas, envelope) vs the raw server, same SQL and pool size
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', CAPTCHA_FIXED_CODE: 'B3nc' });
    const app = await buildApp(config, { database, prettyLogs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    const key = crypto.randomUUID();
    await fetch(`${apiBase}/tenant/login/verifycode/100/50?key=${key}`);
    const loginRes = await fetch(`${apiBase}/tenant/buyer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'purchaser',
        password: DEMO_PASSWORD,
        verifyKey: key,
        verifyCode: 'B3nc',
      }),
    });
    const token = ((await loginRes.json()) as { data: { token: string } }).data.token;
    const deepQuery = `pageSize=${PAGE}&cursor=${encodeCursor(...deepCursor)}`;
    const call = (query: string) =>
      fetch(`${apiBase}/procurementApply/list?${query}`, { headers: { token } });
    await call(`pageSize=${PAGE}`); // the session's last-seen touch happens once, not in the recording
    const replay = {
      first: await recordStatements(() => call(`pageSize=${PAGE}`).then((r) => r.arrayBuffer())),
      deep: await recordStatements(() => call(deepQuery).then((r) => r.arrayBuffer())),
    };
    const raw = await startRawServer(url, { tenantId: TENANT, userId: USER }, POOL);
    const rawBase = `http://127.0.0.1:${raw.port}/api/v1`;
    const full = await startRawServer(url, { tenantId: TENANT, userId: USER }, POOL, replay);
    const fullBase = `http://127.0.0.1:${full.port}/api/v1`;
    const sameAnswer = async (query: string) => {
      const a = (await (
        await fetch(`${apiBase}/procurementApply/list?${query}`, { headers: { token } })
      ).json()) as {
        data: unknown;
      };
      const b = (await (await fetch(`${rawBase}/procurementApply/list?${query}`)).json()) as {
        data: unknown;
      };
      return JSON.stringify(a.data) === JSON.stringify(b.data);
    };
    const same = (await sameAnswer(`pageSize=${PAGE}`)) && (await sameAnswer(deepQuery));

    type Runs = { api: Load[]; raw: Load[]; full: Load[] };
    const results: Record<string, Runs> = {};
    const pages = [
      ['first page', `pageSize=${PAGE}`],
      [`deep page (after ${DEEP.toLocaleString('en')})`, deepQuery],
    ] as const;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, query] of pages) {
        const runs = (results[label] ??= { api: [], raw: [], full: [] });
        runs.api.push(await load(`${apiBase}/procurementApply/list?${query}`, token));
        runs.raw.push(await load(`${rawBase}/procurementApply/list?${query}`, null));
        runs.full.push(await load(`${fullBase}/procurementApply/list?${query}`, null));
      }
    }
    await raw.close();
    await full.close();
    await app.close();

    log('\n== (1) GET /api/v1/procurementApply/list: real API vs raw node:http + pg (same SQL)');
    log(
      `concurrency ${CONCURRENCY}, ${SECONDS} s each after 2 s warm-up, best of ${ROUNDS} alternating rounds, pool ${POOL}; same JSON data: ${same}`,
    );
    log(
      `raw = the route's transaction only (4 statements); raw+auth = replay of all ${replay.first.length} statements the API sent for one request`,
    );
    log('page                          | server    | req/s   p50 ms   p99 ms | API ratio (goal >= 0.80)');
    const best = (loads: Load[]) => loads.reduce((a, b) => (b.rps > a.rps ? b : a));
    for (const [label, r] of Object.entries(results)) {
      const api = best(r.api);
      const servers = [
        ['API', r.api],
        ['raw', r.raw],
        ['raw+auth', r.full],
      ] as const;
      for (const [server, loads] of servers) {
        const l = best(loads);
        const errors = loads.reduce((n, x) => n + x.errors, 0);
        const ratio = server === 'API' ? '' : `${fmt(api.rps / l.rps)}x`;
        log(
          `${(server === 'API' ? label : '').padEnd(29)} | ${server.padEnd(9)} | ${fmt(l.rps, 0).padStart(5)} ${fmt(l.p50).padStart(8)} ${fmt(l.p99).padStart(8)} | ${ratio}${errors ? ` ERRORS ${errors}` : ''}`,
        );
      }
    }
    log('\n== (2) the list query alone (route transaction shape, sequential, 300 runs): 10k vs 1M lines');
    log('page         | 10k lines p50/p99 ms | 1M lines p50/p99 ms | ratio of p50 (goal ≤ 1.5×)');
    for (const key of ['first', 'deep'] as const) {
      log(
        `${key.padEnd(12)} | ${fmt(small[key].p50)} / ${fmt(small[key].p99)}`.padEnd(37) +
          ` | ${fmt(big[key].p50)} / ${fmt(big[key].p99)}`.padEnd(22) +
          ` | ${fmt(big[key].p50 / small[key].p50)}×`,
      );
    }
    const execution = (plan: string) => /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
    log(
      `server-side execution (EXPLAIN ANALYZE), first page: 10k lines ${execution(smallPlan)} ms, 1M lines ${execution(plans.first)} ms`,
    );
    for (const key of ['first', 'deep'] as const) {
      const seq = /Seq Scan on (purchase_requests|purchase_request_lines)\b/.test(plans[key]);
      log(
        `\n== EXPLAIN (ANALYZE, BUFFERS), ${key} page at 1M lines: ${seq ? 'SEQ SCAN FOUND' : 'no Seq Scan on the big tables'}`,
      );
      log(plans[key]);
    }
  } finally {
    await database.close();
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
