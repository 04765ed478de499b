import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env['TEST_DATABASE_URL'] || DEFAULT_TEST_DATABASE_URL;
}

/** The same server and credentials, another database. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A unique, sortable database name: `<prefix>_<ms since epoch, base 36>_<random>`. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`;
  // Two clones of one template can collide for a moment ("being accessed by other users"): retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (err) {
      const busy = err instanceof Error && /being accessed by other users/.test(err.message);
      if (!busy || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}

export async function renameDatabase(client: pg.Client, from: string, to: string): Promise<void> {
  await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [from],
  );
  await client.query(`ALTER DATABASE ${quote(from)} RENAME TO ${quote(to)}`);
}

/** Drops databases of earlier runs that crashed before their teardown (names carry their creation time). */
export async function dropStaleDatabases(
  client: pg.Client,
  prefixes: string[],
  olderThanMs: number,
): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
  for (const { datname } of rows) {
    const prefix = prefixes.find((p) => datname.startsWith(`${p}_`));
    if (!prefix) continue;
    const created = parseInt(datname.slice(prefix.length + 1).split('_')[0] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > olderThanMs)
      await dropDatabase(client, datname).catch(() => undefined);
  }
}
