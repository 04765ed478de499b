import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPostgres, silentDbLogger, withTenant, type Db } from '@procure/server-db';
import { seedDemoData } from '../../../apps/api/src/demo-seed.ts';
import { DEMO_IDS } from '../../seed/demo-ids.ts';
import { recordStatements, type Statement } from '../purchase-list/record-sql.ts';
import { receiptWrite } from './receipt-write.ts';

// `npm run bench:receipt` (issue #14): one receipt write — order lock, line locks, the over-receipt
// check, the ledger update, the status derived from the ledger, the history row — through the real
// service code (drizzle, node-postgres pool, withTenant) against pgbench replaying the very statements
// that code sent for one receipt (recorded, parameters inlined), in one run on one scratch database.
// Each client works on its own order, so the figure is the cost of a write, not of lock waits; a
// second pass puts every client on ONE order line (the lock serialises them) for both sides.
// Env: BENCH_ADMIN_URL, BENCH_SECONDS (8), BENCH_CLIENTS (8), BENCH_ROUNDS (2); BENCH_PROFILE=1 runs the
// service side alone (for `npx tsx --cpu-prof tools/bench/receipt/run.ts`).

const run = promisify(execFile);
const ADMIN_URL = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 8);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const TENANT = DEMO_IDS.tenants.huaxia;
const USER = DEMO_IDS.users.purchaser;
const VENDOR = DEMO_IDS.vendors.shanghaiPrecision;
const ORDER_PREFIX = '00000000-0000-4000-a000-';
const LINE_PREFIX = '00000000-0000-4000-b000-';
const idOf = (prefix: string, n: number) => `${prefix}${n.toString().padStart(12, '0')}`;
const fmt = (n: number, digits = 0) => n.toFixed(digits);

function dbUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Orders 1..n (status 6, one line of a million units each) with ids the pgbench script can compute. */
async function seedOrders(client: pg.Client, n: number) {
  await client.query(
    `insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
       legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount)
     select ($1 || lpad(n::text, 12, '0'))::uuid, $2, 'POB' || lpad(n::text, 6, '0'), $3, 'purchaseApply',
       gen_random_uuid(), 'PRB', $4, gen_random_uuid(), 'CNY', '周收货', '13912345678', '杭州', 6, 1, 10500000
     from generate_series(1, $5::int) n`,
    [ORDER_PREFIX, TENANT, VENDOR, USER, n],
  );
  await client.query(
    `insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code,
       name, unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount)
     select ($1 || lpad(n::text, 12, '0'))::uuid, $3, ($2 || lpad(n::text, 12, '0'))::uuid, $4, 1,
       gen_random_uuid(), 'M8-40', '六角螺栓', 'pcs', 10.5, 13, current_date + 30, 1000000, 10500000
     from generate_series(1, $5::int) n`,
    [LINE_PREFIX, ORDER_PREFIX, TENANT, VENDOR, n],
  );
  await client.query('analyze purchase_orders; analyze purchase_order_lines');
}

/** The service side: CLIENTS async loops for SECONDS, each on order `pick(i)`. Returns transactions/s. */
async function serviceLoad(db: Db, pick: (client: number) => number): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const n = pick(i + 1);
      while (performance.now() < until) {
        await withTenant(db, { tenantId: TENANT, userId: USER }, (tx) =>
          receiptWrite(tx, {
            tenantId: TENANT,
            userId: USER,
            orderId: idOf(ORDER_PREFIX, n),
            lineId: idOf(LINE_PREFIX, n),
          }),
        );
        done++;
      }
    }),
  );
  return done / SECONDS;
}

/** A parameter as an SQL literal; the recorded order/line ids become expressions of pgbench's :client_id. */
function literal(value: unknown, ids: { order: string; line: string }, shared: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = String(value);
  const client = shared ? `'1'` : `(:client_id + 1)::text`;
  if (text === ids.order) return `('${ORDER_PREFIX}' || lpad(${client}, 12, '0'))::uuid`;
  if (text === ids.line) return `('${LINE_PREFIX}' || lpad(${client}, 12, '0'))::uuid`;
  // Any other fresh uuid (the history row's id) must be new on every run.
  if (
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(text) &&
    ![TENANT, USER, VENDOR].includes(text)
  ) {
    return 'gen_random_uuid()';
  }
  return `'${text.replaceAll("'", "''")}'`;
}

function pgbenchScript(
  statements: Statement[],
  ids: { order: string; line: string },
  shared: boolean,
): string {
  return statements
    .map(({ text, values }) => {
      let sql = text;
      for (let i = values.length; i >= 1; i--)
        sql = sql.replaceAll(`$${i}`, literal(values[i - 1], ids, shared));
      return `${sql.replace(/\s+/g, ' ').trim()};`;
    })
    .join('\n');
}

async function pgbench(url: string, script: string): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-receipt-'));
  try {
    const file = join(dir, 'receipt.sql');
    await writeFile(file, script);
    const { stdout } = await run('pgbench', [
      '-n',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      file,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const name = `procure_bench_receipt_${process.pid}`;
  await withClient(ADMIN_URL, (c) => c.query(`create database ${name}`));
  const url = dbUrl(name);
  const database = openPostgres({ url, logger: silentDbLogger, max: CLIENTS });
  try {
    await database.migrate();
    await seedDemoData(database);
    await withClient(url, (c) => seedOrders(c, CLIENTS + 1));
    // Record one receipt on order CLIENTS + 1 (kept out of the loads) to build the pgbench scripts.
    const probe = { order: idOf(ORDER_PREFIX, CLIENTS + 1), line: idOf(LINE_PREFIX, CLIENTS + 1) };
    const statements = await recordStatements(() =>
      withTenant(database.db, { tenantId: TENANT, userId: USER }, (tx) =>
        receiptWrite(tx, { tenantId: TENANT, userId: USER, orderId: probe.order, lineId: probe.line }),
      ),
    );
    const own = pgbenchScript(statements, probe, false);
    const shared = pgbenchScript(statements, probe, true);

    const rows: Record<'own' | 'shared', { service: number[]; raw: number[] }> = {
      own: { service: [], raw: [] },
      shared: { service: [], raw: [] },
    };
    if (process.env['BENCH_PROFILE']) {
      // Service side only (for `node --cpu-prof`): no pgbench competing for the cores.
      console.log(`service only: ${fmt(await serviceLoad(database.db, (i) => i))} tx/s`);
      return;
    }
    for (let round = 0; round < ROUNDS; round++) {
      rows.own.service.push(await serviceLoad(database.db, (i) => i));
      rows.own.raw.push(await pgbench(url, own));
      rows.shared.service.push(await serviceLoad(database.db, () => 1));
      rows.shared.raw.push(await pgbench(url, shared));
    }
    const [check] = await withClient(
      url,
      async (c) =>
        (
          await c.query<{ bad: number }>(
            `select count(*)::int as bad from purchase_order_lines
           where received_qty + closed_qty > ordered_qty + replaced_qty or received_amount <> round(received_qty * unit_price, 2)`,
          )
        ).rows,
    );

    console.log(
      `\n== bench:receipt — one receipt write: service code vs pgbench replaying its ${statements.length} statements`,
    );
    console.log(
      `${CLIENTS} clients, ${SECONDS} s per run, best of ${ROUNDS} alternating rounds; PostgreSQL ${(await withClient(url, (c) => c.query('show server_version'))).rows[0]?.server_version}`,
    );
    console.log('statements of one receipt (as recorded):');
    for (const s of statements) console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    console.log('\nscenario                     | service tx/s | pgbench tx/s | ratio (goal >= 0.50)');
    for (const [label, key] of [
      ['own order per client', 'own'],
      ['all clients on one line', 'shared'],
    ] as const) {
      const service = Math.max(...rows[key].service);
      const raw = Math.max(...rows[key].raw);
      console.log(
        `${label.padEnd(28)} | ${fmt(service).padStart(12)} | ${fmt(raw).padStart(12)} | ${fmt(service / raw, 2)}x`,
      );
    }
    console.log(
      `ledger rows breaking received + closed <= ordered + replaced or the amount rule: ${check?.bad ?? '?'}`,
    );
  } finally {
    await database.close();
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
