import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APP_ROLE,
  openPostgres,
  queryRows,
  silentDbLogger,
  withAppRole,
  withTenant,
} from '@procure/server-db';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const DONGFANG = '00000000-0000-4000-8000-000000001002';
const PURCHASER = '00000000-0000-4000-8000-000000003002';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = queryRows;

describe('row-level security', () => {
  it('runs requests as a role that is neither superuser nor exempt from RLS', async () => {
    const [me] = await withAppRole(t.database.db, (tx) =>
      rows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        tx,
        sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      ),
    );
    expect(me).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it('shows no person_addresses row to the app role without a tenant, even with a raw query', async () => {
    const [all] = await t.sql<{ n: number }>('select count(*)::int as n from person_addresses');
    expect(all?.n).toBeGreaterThan(0);
    const none = await withAppRole(t.database.db, (tx) => rows(tx, sql`select * from person_addresses`));
    expect(none).toEqual([]);
    const own = await withTenant(t.database.db, { tenantId: HUAXIA, userId: PURCHASER }, (tx) =>
      rows<{ tenant_id: string }>(tx, sql`select tenant_id from person_addresses`),
    );
    expect(own.length).toBe(all?.n);
    const other = await withTenant(t.database.db, { tenantId: DONGFANG, userId: PURCHASER }, (tx) =>
      rows(tx, sql`select * from person_addresses`),
    );
    expect(other).toEqual([]);
  });

  it("refuses to write a row into another tenant than the transaction's", async () => {
    const write = withTenant(t.database.db, { tenantId: HUAXIA, userId: PURCHASER }, (tx) =>
      tx.execute(sql`insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name, city_name, area_name, address, address_type)
        values (gen_random_uuid(), ${DONGFANG}, ${PURCHASER}, 'x', '13800000000', 'x@example.com', '110105', '北京市', '市辖区', '朝阳区', 'x', 1)`),
    );
    await expect(write).rejects.toThrow();
  });

  it('enables AND forces RLS, with a policy, on every table that has a tenant_id', async () => {
    const tables = await t.sql<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      policies: number;
    }>(`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
      order by c.relname`);
    expect(tables.map((x) => x.relname)).toContain('person_addresses');
    for (const table of tables) {
      expect(table, table.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
      expect(table.policies, table.relname).toBeGreaterThan(0);
    }
  });

  it('leaves no tenant or role behind on a pooled connection after the transaction', async () => {
    // One connection, so the second query surely runs where the transaction ran.
    const single = openPostgres({ url: t.url, logger: silentDbLogger, max: 1 });
    try {
      await withTenant(single.db, { tenantId: HUAXIA, userId: PURCHASER }, async () => undefined);
      const [after] = await queryRows<{ current_user: string; tenant: string | null }>(
        single.db,
        sql`select current_user, current_setting('app.tenant_id', true) as tenant`,
      );
      expect(after?.current_user).toBe('postgres');
      expect(after?.tenant ?? '').toBe('');
    } finally {
      await single.close();
    }
  });
});
