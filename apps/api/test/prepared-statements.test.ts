import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import { queryRows, runPrepared, withTenant } from '@procure/server-db';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
const { users } = identitySchema;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('runPrepared on PostgreSQL', () => {
  it('prepares the drizzle select under its name on the connection and maps its rows', async () => {
    const found = await withTenant(t.database.db, { tenantId: HUAXIA, userId: PURCHASER }, async (tx) => {
      const select = () =>
        tx.select({ name: users.empName }).from(users).where(eq(users.id, PURCHASER)).limit(1);
      const first = await runPrepared(select());
      const again = await runPrepared(select());
      const statements = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'q\_%'`,
      );
      return { first, again, statements, text: select().toSQL().sql };
    });
    expect(found.first).toEqual([{ name: expect.any(String) }]);
    expect(found.again).toEqual(found.first);
    expect(found.statements).toEqual([
      { name: expect.stringMatching(/^q_[0-9a-f]{20}$/), statement: found.text },
    ]);
  });
});
