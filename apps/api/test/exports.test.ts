import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/demo-ids.ts';
import { sheetOf } from './support/export-sheet.ts';
import { body, startTestApp, type TestApp } from './support/test-app.ts';

// The one export mechanism (issue #12) on PostgreSQL: ≤ 100 rows written at once, 101 by the background
// job (progress, e-mail through the notifier's outbox, download center), the file only for its owner,
// every download in the file log, and never a row the list would not show.

let t: TestApp;
let purchaser: string;
let approver: string;
let dongfang: string;
const U = DEMO.users;

type Item = { id: string; state: string; rows: number; totalRows: number | null; mode: string; name: string };

/** Copies one of the purchaser's requests `n` times with a title to filter on. */
async function cloneRequests(title: string, n: number) {
  const [source] = await t.sql<{ id: string }>(
    'select id from purchase_requests where tenant_id = $1 and applicant_id = $2 order by created_at limit 1',
    [DEMO.tenants.huaxia, U.purchaser],
  );
  const columns = (
    await t.sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'purchase_requests' order by ordinal_position",
    )
  ).map((c) => c.column_name);
  const select = columns.map((c) =>
    c === 'id'
      ? 'gen_random_uuid()'
      : c === 'code'
        ? `code || '-${title}-' || g`
        : c === 'title'
          ? `'${title} ' || g`
          : c,
  );
  await t.sql(
    `insert into purchase_requests (${columns.join(', ')})
     select ${select.join(', ')} from purchase_requests, generate_series(1, ${n}) g where id = $1`,
    [source!.id],
  );
}

const COLUMNS_EN = [
  { key: 'code', title: 'Request no.' },
  { key: 'title', title: 'PR title' },
  { key: 'status', title: 'Status' },
];

async function startExport(token: string, keyword: string, language: 'zh_cn' | 'en_us' = 'en_us') {
  return t.request({
    method: 'POST',
    url: '/api/v1/downloadCenter/export',
    token,
    language,
    payload: { list: 'procurement.requests', filters: { keyword }, columns: COLUMNS_EN },
  });
}

async function exportsOf(token: string): Promise<Item[]> {
  const res = await t.request({ method: 'GET', url: '/api/v1/downloadCenter/exportList', token });
  expect(res.statusCode).toBe(200);
  return body<Item[]>(res).data;
}

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  approver = await t.login('approver');
  dongfang = await t.login('purchaser');
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/switchTenant?tenantId=${DEMO.tenants.dongfang}`,
    token: dongfang,
  });
  expect(res.statusCode).toBe(200);
  await cloneRequests('Bulk100', 100);
  await cloneRequests('Bulk101', 101);
});

afterAll(async () => {
  await t?.close();
});

describe('exports', () => {
  it('writes 100 rows at once: the visible columns, titled as sent, codes in the request language', async () => {
    const res = await startExport(purchaser, 'Bulk100');
    expect(res.statusCode, res.body).toBe(200);
    const { id, mode } = body<{ id: string; mode: string }>(res).data;
    expect(mode).toBe('immediate');
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: purchaser,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=.*\.xlsx/);
    const rows = await sheetOf(file.rawPayload);
    expect(rows[0]).toEqual(['Request no.', 'PR title', 'Status']);
    expect(rows).toHaveLength(101);
    expect(rows.slice(1).every((r) => String(r[1]).startsWith('Bulk100 '))).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[2])).size).toBe(1);
    expect(String(rows[1]![2])).toMatch(/^[A-Za-z ]+$/); // English status label
    const log = await t.sql('select user_id from export_downloads where export_id = $1', [id]);
    expect(log).toEqual([{ user_id: U.purchaser }]);
  });

  it('sends 101 rows to the background job: progress, ready, e-mail in the outbox, download', async () => {
    const res = await startExport(purchaser, 'Bulk101', 'zh_cn');
    expect(res.statusCode, res.body).toBe(200);
    const { id, mode } = body<{ id: string; mode: string }>(res).data;
    expect(mode).toBe('background');
    const queued = (await exportsOf(purchaser)).find((e) => e.id === id)!;
    expect(queued).toMatchObject({ mode: 'background', totalRows: 101 });
    expect(['queued', 'running', 'ready']).toContain(queued.state);
    let ready: Item | undefined;
    for (let i = 0; i < 80 && !ready; i++) {
      ready = (await exportsOf(purchaser)).find((e) => e.id === id && e.state === 'ready');
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toMatchObject({ rows: 101 });
    let mail: { subject: string; body: string }[] = [];
    for (let i = 0; i < 100 && mail.length === 0; i++) {
      mail = await t.sql(
        "select subject, body from outbox_messages where channel = 'email' and recipient = $1 and subject like $2",
        ['purchaser@huaxia.example', `%${ready!.name}%`],
      );
      if (mail.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('/downloadCenter/exportList');
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: purchaser,
    });
    expect(file.statusCode).toBe(200);
    const rows = await sheetOf(file.rawPayload);
    expect(rows).toHaveLength(102);
    expect(String(rows[1]![2])).toMatch(/[\u4e00-\u9fff]/); // Chinese status label
  });

  it('answers another user, another tenant and an absent id alike; never exports rows the list hides', async () => {
    const [mine] = await exportsOf(purchaser);
    const absent = await t.request({
      method: 'GET',
      url: '/api/v1/downloadCenter/export/00000000-0000-4000-8000-000000000000/file',
      token: approver,
    });
    for (const token of [approver, dongfang]) {
      const other = await t.request({
        method: 'GET',
        url: `/api/v1/downloadCenter/export/${mine!.id}/file`,
        token,
      });
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(absent.body);
      expect((await exportsOf(token)).map((e) => e.id)).not.toContain(mine!.id);
    }
    // The same filter in the other tenant: its list shows none of huaxia's requests, nor does the export.
    const res = await startExport(dongfang, 'Bulk100');
    expect(body<{ mode: string }>(res).data.mode).toBe('immediate');
    const { id } = body<{ id: string }>(res).data;
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: dongfang,
    });
    expect(await sheetOf(file.rawPayload)).toHaveLength(1); // the header only
  });

  it('refuses bad input and lists the caller may not read, changing nothing', async () => {
    const before = await t.sql('select count(*)::int as n from exports');
    const unknownColumn = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: purchaser,
      payload: { list: 'procurement.requests', filters: {}, columns: [{ key: 'password', title: 'x' }] },
    });
    expect(unknownColumn.statusCode).toBe(400);
    const badFilter = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: purchaser,
      payload: { list: 'procurement.requests', filters: { status: 'abc' }, columns: COLUMNS_EN },
    });
    expect(badFilter.statusCode).toBe(400);
    const supplier = await t.login('supplier', 'supplier');
    const forbidden = await startExport(supplier, 'Bulk100');
    expect(forbidden.statusCode).toBe(403);
    expect(await t.sql('select count(*)::int as n from exports')).toEqual(before);
  });

  it('deletes an export: gone from the list, its file no longer served', async () => {
    const [mine] = await exportsOf(purchaser);
    const del = await t.request({
      method: 'POST',
      url: `/api/v1/downloadCenter/export/${mine!.id}/delete`,
      token: purchaser,
    });
    expect(del.statusCode).toBe(200);
    expect((await exportsOf(purchaser)).map((e) => e.id)).not.toContain(mine!.id);
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${mine!.id}/file`,
      token: purchaser,
    });
    expect(file.statusCode).toBe(404);
  });
});

describe('supplier order export', () => {
  it('writes the supplier’s own orders only; the buyer list stays the buyer’s and the reverse', async () => {
    const supplier = await t.login('supplier', 'supplier');
    const mine = await t.sql<{ code: string }>(
      `select code from purchase_orders where tenant_id = $1 and vendor_id = $2 order by code`,
      [DEMO.tenants.huaxia, DEMO.vendors.shanghaiPrecision],
    );
    const others = await t.sql<{ n: number }>(
      `select count(*)::int as n from purchase_orders where tenant_id = $1 and vendor_id <> $2`,
      [DEMO.tenants.huaxia, DEMO.vendors.shanghaiPrecision],
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(others[0]?.n).toBeGreaterThan(0);
    const columns = [
      { key: 'code', title: 'PO no.' },
      { key: 'status', title: 'Status' },
    ];
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: supplier,
      payload: { list: 'order.vendorOrders', filters: {}, columns },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = body<{ id: string }>(res).data;
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: supplier,
    });
    expect(file.statusCode).toBe(200);
    const rows = await sheetOf(file.rawPayload);
    expect(rows[0]).toEqual(['PO no.', 'Status']);
    expect(
      rows
        .slice(1)
        .map((r) => String(r[0]))
        .sort(),
    ).toEqual(mine.map((m) => m.code));

    const buyerTries = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: purchaser,
      payload: { list: 'order.vendorOrders', filters: {}, columns },
    });
    expect(buyerTries.statusCode).toBe(403);
    const supplierTries = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: supplier,
      payload: { list: 'order.orders', filters: {}, columns },
    });
    expect(supplierTries.statusCode).toBe(403);
  });
});
