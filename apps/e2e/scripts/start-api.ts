// Starts the API for the browser journeys on a fresh database: a new PostgreSQL database when a
// server is reachable (TEST_DATABASE_URL or the local default), else an embedded PGlite in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_CAPTCHA, E2E_DATABASE, e2ePorts, e2eUrls } from '../src/ports.ts';

const adminUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = E2E_DATABASE;

async function freshPostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

const databaseUrl = await freshPostgres();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(e2ePorts.api),
  SEED_DEMO: '1',
  CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
  NODE_ENV: 'test',
  SUPPLIER_WEB_URL: e2eUrls.supplier,
  LOG_LEVEL: 'warn',
  // Every journey's browser is the same client (127.0.0.1): its send budget covers the whole suite.
  SEND_CLIENT_PER_10_MIN: '500',
  SEND_CLIENT_PER_DAY: '5000',
  // The send-guard journey plays clients behind a proxy on this machine (X-Forwarded-For from 127.0.0.1).
  TRUST_PROXY: 'loopback',
};
if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
else env['PGLITE_DATA_DIR'] = mkdtempSync(join(tmpdir(), 'procure-e2e-'));
console.log(`e2e API on port ${e2ePorts.api}, database: ${databaseUrl ? dbName : env['PGLITE_DATA_DIR']}`);

const api = spawn('npx', ['tsx', 'apps/api/src/main.ts'], { stdio: 'inherit', env });
const stop = () => api.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => process.exit(code ?? 0));
