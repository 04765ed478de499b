import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '@procure/server-db';
import { AppError, idempotent, purgeIdempotencyKeys } from '@procure/server-http';
import { IDEMPOTENCY_CLEANUP_CRON, IDEMPOTENCY_CLEANUP_JOB } from '@procure/server-jobs';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The idempotency mechanism of money-moving POSTs (issue #15; libs/server/http/src/idempotency) on real
// PostgreSQL: one effect per key under 20 concurrent repeats, the first result replayed, another body
// → 409 idempotency.mismatch with nothing written, keys scoped by tenant, user and route, a failed
// effect leaves no key, and the clean-up deletes only keys older than 24 hours. The HTTP-level repeat
// of a payment create is in payment.test.ts.

const TENANT = DEMO.tenants.huaxia;
const USER = DEMO.users.purchaser;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.sql('create table idem_probe (id serial primary key, tenant_id uuid, note text)');
  await t.sql('grant select, insert on idem_probe to procure_app');
  await t.sql('grant usage on sequence idem_probe_id_seq to procure_app');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from idem_probe');
  await t.sql('delete from idempotency_keys');
});

const fakeRequest = (key: string | undefined, body: unknown, url = '/payment/create') =>
  ({
    headers: key === undefined ? {} : { 'idempotency-key': key },
    body,
    url,
    routeOptions: { url },
  }) as unknown as FastifyRequest;

/** One request: the effect inserts a probe row and answers its id. */
function attempt(key: string | undefined, body: unknown, options: { user?: string; url?: string } = {}) {
  const request = fakeRequest(key, body, options.url);
  const scope = { tenantId: TENANT, userId: options.user ?? USER };
  return withTenant(t.database.db, scope, (tx) =>
    idempotent(tx, request, scope, async () => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`insert into idem_probe (tenant_id, note) values (${TENANT}, ${JSON.stringify(body)}) returning id`,
      );
      return { id: rows[0]!.id, replayed: false };
    }).then((result) => ({ result, replayed: request.idempotentReplay === true })),
  );
}

const probes = async () => (await t.sql<{ n: number }>('select count(*)::int as n from idem_probe'))[0]!.n;

describe('Idempotency-Key', () => {
  it('20 concurrent repeats of one key → one effect, every answer the first result', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt('k-20', { amount: '10.00' })));
    expect(await probes()).toBe(1);
    const ids = new Set(results.map((r) => r.result.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const keys = await t.sql<{ response: { id: number } }>('select response from idempotency_keys');
    expect(keys).toHaveLength(1);
    expect(keys[0]!.response.id).toBe([...ids][0]);
  });

  it('a repeat with the same body (keys in another order) replays; another body → 409, nothing written', async () => {
    const first = await attempt('k-body', { a: '1', b: { c: 2, d: [1, 2] } });
    const again = await attempt('k-body', { b: { d: [1, 2], c: 2 }, a: '1' });
    expect(again.result).toEqual(first.result);
    expect(again.replayed).toBe(true);
    await expect(attempt('k-body', { a: '2', b: { c: 2, d: [1, 2] } })).rejects.toMatchObject({
      status: 409,
      errorCode: 'idempotency.mismatch',
    });
    expect(await probes()).toBe(1);
  });

  it('keys are scoped to user and route; no key → every request has its effect', async () => {
    await attempt('k-scope', { a: 1 });
    await attempt('k-scope', { a: 1 }, { user: DEMO.users.approver });
    await attempt('k-scope', { a: 1 }, { url: '/payment/submit' });
    await attempt(undefined, { a: 1 });
    await attempt(undefined, { a: 1 });
    expect(await probes()).toBe(5);
  });

  it('a malformed key → 400 idempotency.invalidKey; a failed effect leaves no key behind', async () => {
    await expect(attempt('', {})).rejects.toMatchObject({ status: 400, errorCode: 'idempotency.invalidKey' });
    await expect(attempt('x'.repeat(256), {})).rejects.toMatchObject({ status: 400 });
    const scope = { tenantId: TENANT, userId: USER };
    await expect(
      withTenant(t.database.db, scope, (tx) =>
        idempotent(tx, fakeRequest('k-fail', {}), scope, async () => {
          throw new AppError(409, 'common.conflict');
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await t.sql('select * from idempotency_keys')).toHaveLength(0);
    await attempt('k-fail', {});
    expect(await probes()).toBe(1);
  });

  it('keys live 24 hours: the clean-up deletes older ones only; an expired key counts as new', async () => {
    await attempt('k-old', { a: 1 });
    await attempt('k-new', { a: 1 });
    await t.sql(`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'k-old'`);
    await attempt('k-old', { a: 2 });
    expect(await probes()).toBe(3);
    await t.sql(`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'k-old'`);
    expect(await purgeIdempotencyKeys(t.database.db, new Date())).toBe(1);
    expect((await t.sql<{ key: string }>('select key from idempotency_keys')).map((r) => r.key)).toEqual([
      'k-new',
    ]);
    expect(IDEMPOTENCY_CLEANUP_JOB).toBe('idempotency-cleanup');
    expect(IDEMPOTENCY_CLEANUP_CRON).toBe('40 * * * *');
  });
});
