import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, silentDbLogger } from '@procure/server-db';
import { buildApp } from '../../../apps/api/src/app.ts';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../../seed/demo-ids.ts';
import { seedRequests } from './seed.ts';
import { recordStatements } from './record-sql.ts';

// `node --cpu-prof --import tsx tools/bench/purchase-list/profile.ts <database url>`: the API part of
// the benchmark alone, on an already migrated and demo-seeded database, for a CPU profile and a count
// of the statements one list request sends. Load comes from load.mjs in its own process.

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/procure_perf';
const seconds = process.env['BENCH_SECONDS'] ?? '6';
const database = openPostgres({ url, logger: silentDbLogger, max: 8 });
await database.migrate();
const seedClient = new pg.Client({ connectionString: url });
await seedClient.connect();
const { rows } = await seedClient.query<{ n: number }>(
  'select count(*)::int as n from purchase_requests where applicant_id = $1',
  [DEMO_IDS.users.purchaser],
);
if ((rows[0]?.n ?? 0) < 100) {
  const scope = { tenantId: DEMO_IDS.tenants.huaxia, userId: DEMO_IDS.users.purchaser, legalEntityId: null };
  await seedRequests(seedClient, scope, 1, 1000);
}
await seedClient.end();

const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', CAPTCHA_FIXED_CODE: 'B3nc' });
const app = await buildApp(config, { database, prettyLogs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
const key = crypto.randomUUID();
await fetch(`${base}/tenant/login/verifycode/100/50?key=${key}`);
const login = await fetch(`${base}/tenant/buyer/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'purchaser',
    password: DEMO_PASSWORD,
    verifyKey: key,
    verifyCode: 'B3nc',
  }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const listUrl = `${base}/procurementApply/list?pageSize=20`;
await fetch(listUrl, { headers: { token } });
const statements = await recordStatements(() => fetch(listUrl, { headers: { token } }).then((r) => r.text()));
console.log(`${statements.length} statements per request:`);
for (const s of statements) console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);

const out = await new Promise<string>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'load.mjs'), listUrl, token, '8', seconds, '2'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`load ${code}`))));
});
console.log(out.trim());
await app.close();
await database.close();
