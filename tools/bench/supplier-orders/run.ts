import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, silentDbLogger } from '@procure/server-db';
import { buildApp } from '../../../apps/api/src/app.ts';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { seedDemoData } from '../../../apps/api/src/demo-seed.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../../seed/demo-ids.ts';
import { recordStatements, type Statement } from '../purchase-list/record-sql.ts';

// `npm run bench:supplier-orders` (issue #13): the supplier's order list (GET /api/v1/vendor/order/simulationList)
// through the real API against a raw node:http + pg server replaying the very statements the API sent
// for the same page (auth and session included), at 10k and at 10M order lines (1,000 and 1,000,000
// orders of ten lines over 1,000 suppliers), first page and a deep keyset page, on a scratch database.
// Env: BENCH_ADMIN_URL, BENCH_SECONDS (6), BENCH_CONCURRENCY (8), BENCH_BIG_ORDERS (1000000).

const ADMIN_URL = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 6);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const BIG = Number(process.env['BENCH_BIG_ORDERS'] ?? 1_000_000);
const SMALL = 1_000;
const VENDORS = 1_000;
const LINES = 10;
const POOL = 8;
const TENANT = DEMO_IDS.tenants.huaxia;
const VENDOR = DEMO_IDS.vendors.shanghaiPrecision;
const CAPTCHA = 'B3nc';
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

/** 999 more suppliers; orders from..to, order n of supplier n % 1000 (0 = the demo supplier), ten lines each. */
async function seedVendors(client: pg.Client) {
  await client.query(
    `insert into vendors (id, name_zh, name_en)
     select ('00000000-0000-4000-c000-' || lpad(n::text, 12, '0'))::uuid, '基准供应商 ' || n, 'Bench supplier ' || n
     from generate_series(1, ${VENDORS - 1}) n`,
  );
}

async function seedOrders(client: pg.Client, from: number, to: number) {
  const vendorOf = `case when n % ${VENDORS} = 0 then '${VENDOR}'::uuid
    else ('00000000-0000-4000-c000-' || lpad((n % ${VENDORS})::text, 12, '0'))::uuid end`;
  await client.query(
    `insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
       legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount,
       created_at, updated_at)
     select ('00000000-0000-4000-d000-' || lpad(n::text, 12, '0'))::uuid, $1, 'POB' || lpad(n::text, 9, '0'),
       ${vendorOf}, 'purchaseApply', gen_random_uuid(), 'PRB', $2, gen_random_uuid(), 'CNY', '周收货', '13912345678',
       '杭州市文三路 90 号', (array[1, 6, 2, 3, 4])[1 + n % 5], ${LINES}, ${LINES} * 105,
       now() - n * interval '30 seconds', now() - n * interval '30 seconds'
     from generate_series($3::int, $4::int) n`,
    [TENANT, DEMO_IDS.users.purchaser, from, to],
  );
  await client.query(
    `insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code,
       name, unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount)
     select gen_random_uuid(), o.tenant_id, o.id, o.vendor_id, l, gen_random_uuid(), 'M-' || l, '基准物料 ' || l,
       'pcs', 10.5, 13, current_date + 30, 10, 105
     from purchase_orders o cross join generate_series(1, ${LINES}) l
     where o.code between 'POB' || lpad($1::text, 9, '0') and 'POB' || lpad($2::text, 9, '0')`,
    [from, to],
  );
  await client.query('vacuum analyze purchase_orders');
  await client.query('vacuum analyze purchase_order_lines');
}

type Load = { requests: number; errors: number; rps: number; p50: number; p99: number; cpuUs: number };

/**
 * One load run; also the CPU this process (the server under test: both servers live here, the load
 * generator does not) spent per request: a figure that a busy machine disturbs far less than req/s.
 */
async function load(url: string, token: string | null): Promise<Load> {
  const before = process.cpuUsage();
  const result = await loadOnly(url, token);
  const used = process.cpuUsage(before);
  return { ...result, cpuUs: (used.user + used.system) / Math.max(1, result.requests) };
}

function loadOnly(url: string, token: string | null): Promise<Omit<Load, 'cpuUs'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(import.meta.dirname, '../purchase-list/load.mjs'),
        url,
        token ?? '-',
        String(CONCURRENCY),
        String(SECONDS),
        '2',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Omit<Load, 'cpuUs'>) : reject(new Error(`load ${code}`)),
    );
  });
}

/**
 * The baseline: node:http + pg replaying the recorded statements of one request in order and answering
 * the rows of the list statement in the same envelope (no framework, no schema, no mapping).
 */
async function startReplayServer(url: string, replay: Record<string, Statement[]>) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', () => undefined);
  const server = createServer(async (req, res) => {
    const key = new URL(req.url ?? '/', 'http://x').searchParams.get('cursor') ? 'deep' : 'first';
    const client = await pool.connect();
    try {
      let rows: unknown[] = [];
      for (const statement of replay[key] ?? []) {
        const result = await client.query(statement.text, statement.values);
        // The list statement: the select on purchase_orders with a limit (the page).
        if (/from "purchase_orders"/.test(statement.text) && / limit /.test(statement.text))
          rows = result.rows;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, data: { items: rows, nextCursor: null }, desc: '' }));
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      res.writeHead(500).end(String(err));
    } finally {
      client.release();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

async function measureAt(label: string, url: string, database: ReturnType<typeof openPostgres>) {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', CAPTCHA_FIXED_CODE: CAPTCHA });
  const app = await buildApp(config, { database, prettyLogs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  try {
    const key = crypto.randomUUID();
    await fetch(`${api}/tenant/login/verifycode/100/50?key=${key}`);
    const login = await fetch(`${api}/tenant/supplier/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'supplier',
        password: DEMO_PASSWORD,
        verifyKey: key,
        verifyCode: CAPTCHA,
      }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const list = (query: string) =>
      fetch(`${api}/vendor/order/simulationList?${query}`, { headers: { token } });
    const first = (await (await list('pageSize=20')).json()) as {
      data: { items: unknown[]; nextCursor: string };
    };
    // A deep page: follow the cursor 20 pages in (as far as the supplier's list goes at this size).
    let cursor = first.data.nextCursor;
    for (let i = 0; i < 20 && cursor; i++) {
      const next = (await (await list(`pageSize=20&cursor=${cursor}`)).json()) as {
        data: { nextCursor: string | null };
      };
      if (!next.data.nextCursor) break;
      cursor = next.data.nextCursor;
    }
    const deepQuery = cursor ? `pageSize=20&cursor=${cursor}` : 'pageSize=20';
    const replay = {
      first: await recordStatements(() => list('pageSize=20').then((r) => r.arrayBuffer())),
      deep: await recordStatements(() => list(deepQuery).then((r) => r.arrayBuffer())),
    };
    const raw = await startReplayServer(url, replay);
    const results: Record<string, { api: Load; raw: Load }> = {};
    for (const [page, query] of [
      ['first page', 'pageSize=20'],
      ['deep page', deepQuery],
    ] as const) {
      const a = await load(`${api}/vendor/order/simulationList?${query}`, token);
      const r = await load(`${raw.base}/vendor/order/simulationList?${query}`, null);
      const a2 = await load(`${api}/vendor/order/simulationList?${query}`, token);
      const r2 = await load(`${raw.base}/vendor/order/simulationList?${query}`, null);
      results[page] = { api: a.rps >= a2.rps ? a : a2, raw: r.rps >= r2.rps ? r : r2 };
    }
    await raw.close();
    log(
      `\n== ${label}: ${first.data.items.length} rows on the first page; ${replay.first.length} statements replayed`,
    );
    log('page        | server | req/s    p50 ms   p99 ms  CPU µs/req | API / raw (req/s; CPU)');
    for (const [page, r] of Object.entries(results)) {
      log(
        `${page.padEnd(11)} | API    | ${fmt(r.api.rps, 0).padStart(6)} ${fmt(r.api.p50).padStart(8)} ${fmt(r.api.p99).padStart(8)} ${fmt(r.api.cpuUs, 0).padStart(11)} | ${fmt(r.api.rps / r.raw.rps)}x; ${fmt(r.api.cpuUs / r.raw.cpuUs)}x`,
      );
      log(
        `${''.padEnd(11)} | raw    | ${fmt(r.raw.rps, 0).padStart(6)} ${fmt(r.raw.p50).padStart(8)} ${fmt(r.raw.p99).padStart(8)} ${fmt(r.raw.cpuUs, 0).padStart(11)} |${r.api.errors + r.raw.errors ? ` ERRORS ${r.api.errors + r.raw.errors}` : ''}`,
      );
    }
    return results;
  } finally {
    await app.close();
  }
}

async function main() {
  const name = `procure_bench_so_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  await withClient(ADMIN_URL, (c) => c.query(`create database ${name}`));
  const database = openPostgres({ url, logger: silentDbLogger, max: POOL });
  try {
    await database.migrate();
    await seedDemoData(database);
    await withClient(url, seedVendors);
    let t0 = performance.now();
    await withClient(url, (c) => seedOrders(c, 1, SMALL));
    log(`seeded ${SMALL} orders (${SMALL * LINES} lines) in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    const small = await measureAt(`${SMALL * LINES} lines`, url, database);
    t0 = performance.now();
    for (let from = SMALL + 1; from <= BIG; from += 100_000) {
      await withClient(url, (c) => seedOrders(c, from, Math.min(BIG, from + 99_999)));
    }
    log(
      `\nseeded up to ${BIG} orders (${BIG * LINES} lines) in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const big = await measureAt(`${BIG * LINES} lines`, url, database);
    log('\n== growth from the small to the big database (goal: API ≥ 0.9× raw, p50 growth ≤ 1.5×)');
    for (const page of ['first page', 'deep page']) {
      const s = small[page];
      const b = big[page];
      if (!s || !b) continue;
      log(
        `${page.padEnd(11)} | API p50 ${fmt(s.api.p50)} → ${fmt(b.api.p50)} ms (${fmt(b.api.p50 / s.api.p50)}×) | API/raw ${fmt(b.api.rps / b.raw.rps)}x at the big size`,
      );
    }
  } finally {
    await database.close();
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
