import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CLEANUP_CRON, EXPORT_CLEANUP_JOB, EXPORT_JOB, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { eventually, hurryRetries, runQueuedJob } from './support/jobs.ts';
import { DEMO } from './support/demo-ids.ts';
import { body, startTestApp, type TestApp } from './support/test-app.ts';

// The export jobs of issue #12 on PostgreSQL, through their pg-boss workers: a background export whose
// job fails three times is shown failed with its translated reason (and the job's last error to
// operations) and runs again from the download center's retry; the daily clean-up removes the files of
// expired exports, then unlists them.

let t: TestApp;
let purchaser: string;

/** A list whose pages fail while `failing` is set (the background job's pages, not the first one). */
let failing = true;
const ROWS = 150;
registerExport<Record<string, never>, { n: number }>({
  key: 'test.flaky',
  nameCode: ERROR_CODES.exportListProcurementRequests,
  permission: PERMISSIONS.procurementApply,
  filters: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  page: async (_tx, _ctx, { cursor, pageSize }) => {
    const from = cursor ? Number(cursor) : 0;
    if (pageSize > 100 && failing) throw new Error('flaky source: the page could not be read');
    const to = Math.min(ROWS, from + pageSize);
    const items = Array.from({ length: to - from }, (_, i) => ({ n: from + i + 1 }));
    return { items, nextCursor: to < ROWS ? String(to) : null };
  },
  count: async () => ROWS,
  columns: { n: (r) => r.n },
});

/** A supplier-site list (the supplier portal's lists register with `sites: ['supplier']`). */
registerExport<Record<string, never>, { n: number; vendor: string | null }>({
  key: 'test.supplierList',
  nameCode: ERROR_CODES.exportListOrders,
  permission: PERMISSIONS.vendorOrder,
  sites: ['supplier'],
  filters: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  page: async (_tx, ctx, { cursor, pageSize }) => {
    const from = cursor ? Number(cursor) : 0;
    const to = Math.min(ROWS, from + pageSize);
    const items = Array.from({ length: to - from }, (_, i) => ({ n: from + i + 1, vendor: ctx.vendorId }));
    return { items, nextCursor: to < ROWS ? String(to) : null };
  },
  columns: { n: (r) => r.n, vendor: (r) => r.vendor },
});

type Item = { id: string; state: string; rows: number; error: string | null; expiresAt: string | null };

async function exportsOf(language: 'zh_cn' | 'en_us' = 'en_us'): Promise<Item[]> {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/downloadCenter/exportList',
    token: purchaser,
    language,
  });
  expect(res.statusCode).toBe(200);
  return body<Item[]>(res).data;
}

const itemOf = async (id: string, language: 'zh_cn' | 'en_us' = 'en_us') =>
  (await exportsOf(language)).find((e) => e.id === id);

async function startFlakyExport(): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/downloadCenter/export',
    token: purchaser,
    language: 'en_us',
    payload: { list: 'test.flaky', filters: {}, columns: [{ key: 'n', title: 'No.' }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, mode } = body<{ id: string; mode: string }>(res).data;
  expect(mode).toBe('background');
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
});
afterAll(async () => {
  await t?.close();
});

describe('export jobs', () => {
  it('marks an export failed after three failed attempts, with its reason, and retries it from the download center', async () => {
    failing = true;
    const id = await startFlakyExport();
    const [{ job_id: jobId }] = (await t.sql<{ job_id: string }>('select job_id from exports where id = $1', [
      id,
    ])) as [{ job_id: string }];
    // Three attempts (the backoff between them shortened): then failed, in pg-boss and in the export row.
    const failedJob = await eventually(
      async () => {
        await hurryRetries(t, EXPORT_JOB);
        const [row] = await t.sql<{ state: string; retry_count: number }>(
          'select state, retry_count from pgboss.job where id = $1',
          [jobId],
        );
        return row?.state === 'failed' ? row : undefined;
      },
      'the export job to fail',
      60_000,
    );
    expect(failedJob.retry_count).toBe(2);
    const failed = await itemOf(id);
    expect(failed).toMatchObject({ state: 'failed', rows: 0 });
    expect(failed!.error).toBeTruthy();
    const failedZh = await itemOf(id, 'zh_cn');
    expect(failedZh!.error).not.toBe(failed!.error); // translated
    expect(
      (await t.sql<{ attempts: number }>('select attempts from exports where id = $1', [id]))[0]!.attempts,
    ).toBe(3);
    // Nothing half-written is offered.
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: purchaser,
    });
    expect(file.statusCode).toBe(409);
    // Operations see the job failed with its last error.
    const ops = await t.login('ops', 'ops');
    const jobs = await t.request({
      method: 'GET',
      url: `/api/v1/ops/jobs?queue=${EXPORT_JOB}&state=failed`,
      token: ops,
    });
    const job = body<{ jobs: { id: string; attempts: number; lastError: string | null }[] }>(
      jobs,
    ).data.jobs.find((j) => j.id === jobId);
    expect(job).toMatchObject({ attempts: 3, lastError: 'flaky source: the page could not be read' });

    // The source heals; the user retries from the download center: a new job writes the file.
    failing = false;
    const retry = await t.request({
      method: 'POST',
      url: `/api/v1/downloadCenter/export/${id}/retry`,
      token: purchaser,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/downloadCenter/export/${id}/retry`,
      token: purchaser,
    });
    expect(again.statusCode).toBe(409); // not failed any more
    const ready = await eventually(async () => {
      const item = await itemOf(id);
      return item?.state === 'ready' ? item : undefined;
    }, 'the retried export to be ready');
    expect(ready).toMatchObject({ rows: ROWS, error: null });
    const download = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: purchaser,
    });
    expect(download.statusCode).toBe(200);
  });

  it('is cleaned up daily: expired files removed (listed as expired), unlisted 30 days later, stale temporary files removed', async () => {
    const schedules = await t.sql<{ cron: string; timezone: string }>(
      'select cron, timezone from pgboss.schedule where name = $1',
      [EXPORT_CLEANUP_JOB],
    );
    expect(schedules).toEqual([{ cron: EXPORT_CLEANUP_CRON, timezone: 'UTC' }]);

    failing = false;
    const ids = [await startFlakyExport(), await startFlakyExport(), await startFlakyExport()];
    for (const id of ids)
      await eventually(
        async () => ((await itemOf(id))?.state === 'ready' ? true : undefined),
        `export ${id}`,
      );
    const [expired, longExpired, fresh] = ids as [string, string, string];
    const path = (id: string) => t.app.exports.filePath({ tenantId: DEMO_TENANT, id });
    for (const id of ids) expect(existsSync(path(id))).toBe(true);
    await t.sql("update exports set expires_at = now() - interval '1 hour' where id = $1", [expired]);
    await t.sql("update exports set expires_at = now() - interval '31 days' where id = $1", [longExpired]);
    const stale = path('stale-attempt').replace(/\.xlsx$/, '.0.tmp');
    const recent = path('recent-attempt').replace(/\.xlsx$/, '.0.tmp');
    await mkdir(dirname(stale), { recursive: true });
    await writeFile(stale, 'half');
    await writeFile(recent, 'half');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);

    expect((await runQueuedJob(t, EXPORT_CLEANUP_JOB)).state).toBe('completed');

    expect(existsSync(path(expired))).toBe(false);
    expect(existsSync(path(longExpired))).toBe(false);
    expect(existsSync(path(fresh))).toBe(true);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    const list = await exportsOf();
    expect(list.find((e) => e.id === expired)?.state).toBe('expired');
    expect(list.find((e) => e.id === longExpired)).toBeUndefined();
    expect(list.find((e) => e.id === fresh)?.state).toBe('ready');
    const gone = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${expired}/file`,
      token: purchaser,
    });
    expect(gone.statusCode).toBe(409);
  });
});

describe('supplier exports', () => {
  it('run in the background as the supplier (its company scope) and land in its own download center only', async () => {
    const supplier = await t.login('supplier', 'supplier');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: supplier,
      payload: {
        list: 'test.supplierList',
        filters: {},
        columns: [
          { key: 'n', title: 'No.' },
          { key: 'vendor', title: 'Vendor' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, mode } = body<{ id: string; mode: string }>(res).data;
    expect(mode).toBe('background');
    const list = (token: string) =>
      t
        .request({ method: 'GET', url: '/api/v1/downloadCenter/exportList', token })
        .then((r) => body<Item[]>(r).data);
    await eventually(
      async () => ((await list(supplier)).find((e) => e.id === id)?.state === 'ready' ? true : undefined),
      'the supplier export',
    );
    const [row] = await t.sql<{ vendor_id: string | null; site: string }>(
      'select vendor_id, site from exports where id = $1',
      [id],
    );
    expect(row).toEqual({ vendor_id: DEMO.vendors.shanghaiPrecision, site: 'supplier' });
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: supplier,
    });
    expect(file.statusCode).toBe(200);
    // Nobody else sees or downloads it: a buyer of the tenant, another supplier.
    expect((await list(purchaser)).map((e) => e.id)).not.toContain(id);
    const supplier2 = await t.login('supplier2', 'supplier');
    expect((await list(supplier2)).map((e) => e.id)).not.toContain(id);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: supplier2,
    });
    expect(foreign.statusCode).toBe(404);
    // A buyer cannot start a supplier-site list.
    const buyer = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: purchaser,
      payload: { list: 'test.supplierList', filters: {}, columns: [{ key: 'n', title: 'No.' }] },
    });
    expect(buyer.statusCode).toBe(403);
  });
});

const DEMO_TENANT = DEMO.tenants.huaxia;
