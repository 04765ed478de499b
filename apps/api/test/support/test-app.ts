import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type pg from 'pg';
import { openPostgres, silentDbLogger, type Database } from '@procure/server-db';
import { buildApp, loadConfig } from '../../src/index.ts';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  withAdmin,
} from './postgres-admin.ts';

export const CAPTCHA_CODE = 'T3st';
export const DEMO_PASSWORD = 'Procure@2026';
export type LoginSite = 'buyer' | 'supplier' | 'ops';
export const LOGIN_URL: Record<LoginSite, string> = {
  buyer: '/api/v1/tenant/buyer/login',
  supplier: '/api/v1/tenant/supplier/login',
  ops: '/api/v1/ops/login',
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  databaseName: string;
  /** Connection URL of this file's database (superuser). */
  url: string;
  /** A superuser query on this file's database (bypasses RLS): arrange and inspect rows. */
  sql: <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<R[]>;
  request: (
    options: InjectOptions & { token?: string; language?: 'zh_cn' | 'en_us' },
  ) => Promise<LightMyRequestResponse>;
  /** Gets an image code for a fresh key (the fixed test code) and returns the key. */
  captcha: () => Promise<string>;
  /** A fresh image code as the anonymous send routes take it: `{ verifyKey, verifyCode }`. */
  imageCode: () => Promise<{ verifyKey: string; verifyCode: string }>;
  /** The same as a query string (`verifyKey=…&verifyCode=…`) for the GET send routes. */
  imageQuery: () => Promise<string>;
  login: (username: string, site?: LoginSite, password?: string) => Promise<string>;
  /** The six-digit code in the newest message the simulator's outbox holds for `recipient`. */
  latestCode: (recipient: string) => Promise<string>;
  /** The send guard's clock: real time plus whatever the test moved it forward by. */
  clock: FakeClock;
  close: () => Promise<void>;
};

/** A clock for the send guard that tests can move (forward or to a fixed instant) instead of waiting. */
export class FakeClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}

/** A clone of the seeded template and an app on it, for one test file. */
/**
 * `poolMax`: connections of the app's pool (default 4). Race tests with many requests queued on one row
 * lock raise it, so requests wait in PostgreSQL's lock queue rather than time out waiting for the pool.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { poolMax?: number } = {},
): Promise<TestApp> {
  const admin = inject('adminDatabaseUrl');
  const databaseName = uniqueDatabaseName('procure_t');
  await withAdmin(admin, (client) => createDatabase(client, databaseName, inject('templateDatabase')));
  const url = databaseUrl(admin, databaseName);
  const database = openPostgres({ url, logger: silentDbLogger, max: options.poolMax ?? 4 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_FIXED_CODE: CAPTCHA_CODE,
    ...env,
  });
  const clock = new FakeClock();
  const app = await buildApp(config, { database, prettyLogs: false, clock: clock.now });

  const request: TestApp['request'] = ({ token, language, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { token } : {}), ...(language ? { language } : {}) },
    });

  const captcha = async () => {
    const key = randomUUID();
    const res = await request({ method: 'GET', url: `/api/v1/tenant/login/verifycode/100/50?key=${key}` });
    if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.statusCode} ${res.body}`);
    return key;
  };

  const imageCode = async () => ({ verifyKey: await captcha(), verifyCode: CAPTCHA_CODE });
  const imageQuery = async () => new URLSearchParams(await imageCode()).toString();

  const login = async (username: string, site: LoginSite = 'buyer', password = DEMO_PASSWORD) => {
    const verifyKey = await captcha();
    const res = await request({
      method: 'POST',
      url: LOGIN_URL[site],
      payload: { username, password, verifyKey, verifyCode: CAPTCHA_CODE },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { token: string } }).data.token;
  };

  const sql: TestApp['sql'] = (text, values) =>
    withAdmin(url, async (client) => (await client.query(text, values)).rows);

  const latestCode = async (recipient: string) => {
    const [row] = await sql<{ body: string }>(
      'select body from outbox_messages where recipient = $1 order by created_at desc limit 1',
      [recipient],
    );
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  };

  return {
    app,
    database,
    databaseName,
    url,
    sql,
    request,
    captcha,
    imageCode,
    imageQuery,
    login,
    latestCode,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await withAdmin(admin, (client) => dropDatabase(client, databaseName));
    },
  };
}

export type Envelope<T = unknown> = { code: number; data: T; desc: string };
export type ErrorData = { errorCode: string; fields?: { path: string; code: string; message: string }[] };

export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}
