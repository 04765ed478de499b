import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
// The writer alone (not the package index): the child's baseline memory stays the writer's own.
import { writeXlsx } from '../../../libs/server/export/src/xlsx.ts';
import type { ExportCell } from '../../../libs/server/export/src/registry.ts';

// `npm run bench:export`: 100,000 order lines to xlsx by the export mechanism's writer (keyset pages of
// 500 rows streamed into exceljs's WorkbookWriter, as the background job does) against PostgreSQL's own
// `COPY (…) TO STDOUT (FORMAT csv)` of the same rows into a file. Each side runs in its own child process
// so that its peak RSS is its own. A scratch database is created and dropped here.
// Env: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS (100000), BENCH_ROUNDS (2).

const ADMIN_URL = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env['BENCH_ROWS'] ?? 100_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const PAGE = 500;
const COLUMNS = [
  'order_code',
  'line_no',
  'product_code',
  'name',
  'unit',
  'quantity',
  'unit_price',
  'amount',
  'created_at',
];
const SELECT = `select order_code, line_no, product_code, name, unit, quantity::text, unit_price::text, amount::text, created_at, id from bench_order_lines`;

type Result = { mode: string; ms: number; peakRssMb: number; baseRssMb: number; bytes: number };

function dbUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function runCopy(url: string, file: string) {
  await withClient(url, async (client) => {
    const source = client.query(
      copyTo(`copy (${SELECT} order by created_at desc, id desc) to stdout (format csv, header)`),
    );
    await pipeline(source, createWriteStream(file));
  });
}

async function runXlsx(url: string, file: string) {
  await withClient(url, async (client) => {
    async function* pages(): AsyncGenerator<ExportCell[][]> {
      let cursor: { at: Date; id: string } | null = null;
      for (;;) {
        const { rows } = await client.query<Record<string, unknown> & { created_at: Date; id: string }>(
          `${SELECT} ${cursor ? 'where (created_at, id) < ($2, $3)' : ''} order by created_at desc, id desc limit $1`,
          cursor ? [PAGE, cursor.at, cursor.id] : [PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((r) => COLUMNS.map((c) => r[c] as ExportCell));
        const last = rows.at(-1)!;
        cursor = { at: last.created_at, id: last.id };
        if (rows.length < PAGE) return;
      }
    }
    await writeXlsx(
      createWriteStream(file),
      'Order lines',
      COLUMNS.map((c) => ({ key: c, title: c })),
      pages(),
    );
  });
}

async function child(mode: 'copy' | 'xlsx', url: string, dir: string): Promise<void> {
  const file = join(dir, `${mode}-${process.pid}.${mode === 'copy' ? 'csv' : 'xlsx'}`);
  const baseRssMb = process.memoryUsage().rss / 1024 / 1024;
  const start = performance.now();
  await (mode === 'copy' ? runCopy(url, file) : runXlsx(url, file));
  const ms = performance.now() - start;
  const result: Result = {
    mode,
    ms,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    baseRssMb,
    bytes: (await stat(file)).size,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function spawnChild(mode: string, url: string, dir: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, import.meta.filename, mode, url, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Result)
        : reject(new Error(`${mode} exited ${code}`)),
    );
  });
}

async function main() {
  const name = `procure_bench_export_${Date.now().toString(36)}`;
  const url = dbUrl(name);
  const dir = await mkdtemp(join(tmpdir(), 'bench-export-'));
  await withClient(ADMIN_URL, (c) => c.query(`create database ${name}`));
  try {
    await withClient(url, async (c) => {
      await c.query(`create table bench_order_lines (
        id uuid primary key, order_code text not null, line_no int not null, product_code text, name text not null,
        unit text, quantity numeric(16,3) not null, unit_price numeric(20,6) not null, amount numeric(18,2) not null,
        created_at timestamptz not null)`);
      await c.query(
        `insert into bench_order_lines
         select gen_random_uuid(), 'PO' || lpad((g / 10)::text, 8, '0'), g % 10 + 1, 'M-' || (g % 5000),
                '物料 ' || (g % 5000) || ' 规格 ' || (g % 37), 'pcs', (g % 97) + 1, 12.5 + (g % 300), ((g % 97) + 1) * (12.5 + (g % 300)),
                now() - (g || ' seconds')::interval
         from generate_series(1, $1) g`,
        [ROWS],
      );
      await c.query('create index on bench_order_lines (created_at desc, id desc)');
      await c.query('analyze bench_order_lines');
    });
    console.log(
      `export benchmark: ${ROWS.toLocaleString('en')} order lines, ${COLUMNS.length} columns, ${ROUNDS} rounds`,
    );
    const results: Result[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const mode of ['copy', 'xlsx']) {
        const r = await spawnChild(mode, url, dir);
        results.push(r);
        console.log(
          `  round ${round} ${mode.padEnd(4)}  ${(r.ms / 1000).toFixed(2)} s  peak RSS ${r.peakRssMb.toFixed(0)} MB (process at start ${r.baseRssMb.toFixed(0)} MB, +${(r.peakRssMb - r.baseRssMb).toFixed(0)} MB)  file ${(r.bytes / 1024 / 1024).toFixed(1)} MB`,
        );
      }
    }
    const best = (mode: string) => results.filter((r) => r.mode === mode).sort((a, b) => a.ms - b.ms)[0]!;
    const copy = best('copy');
    const xlsx = best('xlsx');
    const per100k = (xlsx.ms / 1000) * (100_000 / ROWS);
    console.log(
      `best: COPY csv ${(copy.ms / 1000).toFixed(2)} s, xlsx export ${(xlsx.ms / 1000).toFixed(2)} s`,
    );
    console.log(
      `ratio xlsx / COPY: ${(xlsx.ms / copy.ms).toFixed(1)}x time, ${(xlsx.peakRssMb / copy.peakRssMb).toFixed(1)}x peak RSS`,
    );
    console.log(
      `goal ≤ 1.0 s per 100k rows: ${per100k.toFixed(2)} s (${per100k <= 1 ? 'met' : 'missed'}); goal ≤ 150 MB peak: ${xlsx.peakRssMb.toFixed(0)} MB peak, ${(xlsx.peakRssMb - xlsx.baseRssMb).toFixed(0)} MB above the process's start (${xlsx.peakRssMb <= 150 ? 'met' : 'missed'})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const [mode, url, dir] = process.argv.slice(2);
if (mode === 'copy' || mode === 'xlsx') await child(mode, url!, dir!);
else await main();
