import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PERMISSIONS } from '@procure/shared-codes';
import { openPostgres, queryRows, silentDbLogger, withTenant, type Database } from '@procure/server-db';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The request path (perf, issue #6): one statement authenticates a request, BEGIN and the tenant
// scope share a round trip. The principal facts cached per token are checked against auth_epoch on
// every request, so revocations and role changes bite at once.

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
const LIST = '/api/v1/procurementApply/list?pageSize=5';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every statement the app sends to PostgreSQL while `run` runs (what drizzle's driver calls). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return texts;
}

const purchaserApplyGrant = `from role_permissions rp join member_roles mr on mr.role_id = rp.role_id and mr.tenant_id = rp.tenant_id
  where mr.user_id = '${PURCHASER}' and mr.tenant_id = '${HUAXIA}' and rp.permission_key = '${PERMISSIONS.procurementApply}'`;

describe('authenticated request path', () => {
  it('sends four statements for a list page: the session, BEGIN with the scope, the list, COMMIT', async () => {
    const token = await t.login('purchaser');
    const first = await statementsOf(async () => {
      expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);
    });
    // The token's first request in this process reads the principal facts (full lookup).
    expect(first).toHaveLength(4);
    expect(first[0]).toContain('auth_resolve_session');
    const texts = await statementsOf(async () => {
      const res = await t.request({ method: 'GET', url: LIST, token });
      expect(res.statusCode).toBe(200);
    });
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(/from "sessions".*auth_epoch|auth_epoch.*from "sessions"/s);
    expect(texts[1]).toMatch(/^begin; select set_config\('role', 'procure_app', true\)/);
    expect(texts[1]).toContain(`set_config('app.tenant_id', '${HUAXIA}', true)`);
    expect(texts[2]).toContain('purchase_requests');
    expect(texts[3]).toBe('commit');
  });

  it('applies a revoked permission, a lost membership and a revoked session on the next request', async () => {
    const token = await t.login('purchaser');
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);
    const removed = await t.sql<{ role_id: string }>(
      `delete from role_permissions rp using member_roles mr where mr.role_id = rp.role_id and mr.tenant_id = rp.tenant_id
       and mr.user_id = $1 and mr.tenant_id = $2 and rp.permission_key = $3 returning rp.role_id`,
      [PURCHASER, HUAXIA, PERMISSIONS.procurementApply],
    );
    expect(removed.length).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(403);
    for (const { role_id } of removed) {
      await t.sql(`insert into role_permissions (tenant_id, role_id, permission_key) values ($1, $2, $3)`, [
        HUAXIA,
        role_id,
        PERMISSIONS.procurementApply,
      ]);
    }
    expect(await t.sql(`select 1 ${purchaserApplyGrant}`)).not.toHaveLength(0);
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);

    const [member] = await t.sql(
      'delete from tenant_members where user_id = $1 and tenant_id = $2 returning *',
      [PURCHASER, HUAXIA],
    );
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(401);
    const columns = Object.keys(member ?? {});
    await t.sql(
      `insert into tenant_members (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_record(null::tenant_members, $1)`,
      [JSON.stringify(member)],
    );
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);

    await t.sql(
      `update sessions set revoked_at = now() where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    const revoked = await t.request({ method: 'GET', url: LIST, token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ data: { errorCode: 'auth.unauthenticated' } });
  });

  it('writes last_seen_at only when it is older than the touch interval', async () => {
    const token = await t.login('purchaser');
    const lastSeen = async () =>
      (
        await t.sql<{ at: string }>(
          `select last_seen_at::text as at from sessions where token_hash = encode(sha256($1::bytea), 'hex')`,
          [token],
        )
      )[0]?.at;
    await t.sql(
      `update sessions set last_seen_at = now() - interval '5 seconds' where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    const fresh = await lastSeen();
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);
    expect(await lastSeen()).toBe(fresh);
    await t.sql(
      `update sessions set last_seen_at = now() - interval '20 seconds' where token_hash = encode(sha256($1::bytea), 'hex')`,
      [token],
    );
    const stale = await lastSeen();
    expect((await t.request({ method: 'GET', url: LIST, token })).statusCode).toBe(200);
    expect(await lastSeen()).not.toBe(stale);
  });

  it('leaves neither role nor tenant behind after the session lookup, even inside a transaction', async () => {
    const token = await t.login('purchaser');
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ status: string }>(
        `select status from auth_resolve_session(encode(sha256($1::bytea), 'hex'), 1800, 15)`,
        [token],
      );
      expect(rows).toEqual([{ status: 'active' }]);
      const { rows: after } = await client.query(
        `select current_user as who, current_setting('app.tenant_id', true) as tenant,
                current_setting('app.user_id', true) as user`,
      );
      await client.query('commit');
      const [inside] = after;
      expect(inside).toEqual({ who: 'postgres', tenant: '', user: '' });
    } finally {
      await client.end();
    }
  });
});

describe('withTenant on the pool', () => {
  let single: Database;
  beforeAll(() => {
    // One connection: what a transaction leaves on it is what the next one finds.
    single = openPostgres({ url: t.url, logger: silentDbLogger, max: 1 });
  });
  afterAll(async () => {
    await single.close();
  });
  const scope = { tenantId: HUAXIA, userId: PURCHASER };
  const connectionState = () =>
    queryRows<{ who: string; tenant: string; open: boolean }>(
      single.db,
      sql`select current_user as who, coalesce(current_setting('app.tenant_id', true), '') as tenant,
                 now() <> statement_timestamp() as open`,
    );

  it('runs as the app role in the tenant, nests savepoints, rolls back on a throw and leaves a clean connection', async () => {
    const [inside] = await withTenant(single.db, scope, (tx) =>
      queryRows<{ who: string; tenant: string }>(
        tx,
        sql`select current_user as who, current_setting('app.tenant_id', true) as tenant`,
      ),
    );
    expect(inside).toEqual({ who: 'procure_app', tenant: HUAXIA });

    const code = `PERF${Date.now()}`;
    const insert = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      tx.execute(
        sql`insert into legal_entities (id, tenant_id, code, name_zh, name_en) values (gen_random_uuid(), ${HUAXIA}, ${code}, '测试', 'Test')`,
      );
    await expect(
      withTenant(single.db, scope, async (tx) => {
        await insert(tx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await t.sql('select 1 from legal_entities where code = $1', [code])).toHaveLength(0);
    expect(await connectionState()).toEqual([{ who: 'postgres', tenant: '', open: false }]);

    await withTenant(single.db, scope, async (tx) => {
      await insert(tx);
      await withTenant(tx, scope, () => Promise.reject(new Error('inner'))).catch(() => undefined);
    });
    expect(await t.sql('select 1 from legal_entities where code = $1', [code])).toHaveLength(1);
    expect(await connectionState()).toEqual([{ who: 'postgres', tenant: '', open: false }]);
  });

  it('keeps a scope value that is not a UUID out of the SQL text (parameters instead)', async () => {
    const odd = { tenantId: "x', true); drop table sessions; --", userId: PURCHASER };
    const [row] = await withTenant(single.db, odd, (tx) =>
      queryRows<{ tenant: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant`),
    );
    expect(row?.tenant).toBe(odd.tenantId);
    expect(await t.sql("select to_regclass('sessions') is not null as present")).toEqual([{ present: true }]);
  });
});
