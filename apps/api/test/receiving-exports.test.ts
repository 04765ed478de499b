import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/demo-ids.ts';
import { exportedRows, firstColumnSorted, startListExport } from './support/export-sheet.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Issue #14: every receiving and returns list exports through the one export mechanism. The supplier's
// receipts and returns export its own company's rows only (and only returns the buyer sent); the buyer's
// return list exports the tenant's returns; each site's list is refused to the other site.

let t: TestApp;
let purchaser: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t?.close();
});

const columns = [
  { key: 'code', title: 'No.' },
  { key: 'status', title: 'Status' },
];
const start = (token: string, list: string, language: 'en_us' | 'zh_cn' = 'en_us') =>
  startListExport(t, token, list, { columns, language });
const exported = (token: string, list: string, language: 'en_us' | 'zh_cn' = 'en_us') =>
  exportedRows(t, token, list, { columns, language });
const codes = firstColumnSorted;

describe('receiving and returns exports', () => {
  it("the supplier's receipts: its own company's only, statuses translated", async () => {
    const mine = await t.sql<{ code: string }>(
      'select code from receipts where tenant_id = $1 and vendor_id = $2 order by code',
      [DEMO.tenants.huaxia, DEMO.vendors.shanghaiPrecision],
    );
    expect(mine.length).toBeGreaterThan(1);
    const rows = await exported(supplier, 'receiving.vendorReceipts', 'zh_cn');
    expect(rows[0]).toEqual(['No.', 'Status']);
    expect(codes(rows)).toEqual(mine.map((m) => m.code));
    expect(rows.slice(1).map((r) => String(r[1]))).toContain('已作废');
    expect((await start(purchaser, 'receiving.vendorReceipts')).statusCode).toBe(403);
    expect((await start(supplier, 'receiving.receipts')).statusCode).toBe(403);
  });

  it("the buyer's returns: the tenant's; the supplier's: its own sent ones only", async () => {
    const all = await t.sql<{ code: string }>(
      'select code from purchase_returns where tenant_id = $1 order by code',
      [DEMO.tenants.huaxia],
    );
    const sent = await t.sql<{ code: string }>(
      `select code from purchase_returns where tenant_id = $1 and vendor_id = $2 and sent_at is not null
        order by code`,
      [DEMO.tenants.huaxia, DEMO.vendors.shanghaiPrecision],
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(all.length);
    expect(codes(await exported(purchaser, 'returns.returns'))).toEqual(all.map((r) => r.code));
    expect(codes(await exported(supplier, 'returns.vendorReturns'))).toEqual(sent.map((r) => r.code));
    expect((await start(purchaser, 'returns.vendorReturns')).statusCode).toBe(403);
    expect((await start(supplier, 'returns.returns')).statusCode).toBe(403);
  });
});
