import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { DEMO } from './support/demo-ids.ts';
import { exportedRows, firstColumnSorted, startListExport } from './support/export-sheet.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Issue #15: the payment lists export through the one export mechanism. The buyer's export has the
// tenant's payment applications (and follows the list's filters); the supplier's has its own company's
// from approving on, like its list; each site's list is refused to the other site.

let t: TestApp;
let finance: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t?.close();
});

const columns = [
  { key: 'code', title: 'No.' },
  { key: 'status', title: 'Status' },
];
const start = (token: string, list: string, filters: Record<string, unknown> = {}) =>
  startListExport(t, token, list, { columns, filters, language: 'zh_cn' });
const exported = (token: string, list: string, filters: Record<string, unknown> = {}) =>
  exportedRows(t, token, list, { columns, filters, language: 'zh_cn' });
const codes = firstColumnSorted;

describe('payment exports', () => {
  it("the buyer's payment applications: the tenant's, filtered like the list, statuses translated", async () => {
    const all = await t.sql<{ code: string }>(
      'select code from payment_applications where tenant_id = $1 order by code',
      [DEMO.tenants.huaxia],
    );
    expect(all.length).toBeGreaterThan(1);
    const rows = await exported(finance, 'payment.payments');
    expect(rows[0]).toEqual(['No.', 'Status']);
    expect(codes(rows)).toEqual(all.map((r) => r.code));
    const paid = await t.sql<{ code: string }>(
      'select code from payment_applications where tenant_id = $1 and status = $2 order by code',
      [DEMO.tenants.huaxia, CODES.paymentRequest.paid.code],
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(all.length);
    const paidRows = await exported(finance, 'payment.payments', { status: CODES.paymentRequest.paid.code });
    expect(codes(paidRows)).toEqual(paid.map((r) => r.code));
    expect(new Set(paidRows.slice(1).map((r) => String(r[1])))).toEqual(new Set(['已付款']));
  });

  it("the supplier's: its own company's from approving on only; each site's list is refused to the other", async () => {
    const visible = await t.sql<{ code: string }>(
      `select code from payment_applications where tenant_id = $1 and vendor_id = $2 and status = any($3)
        order by code`,
      [
        DEMO.tenants.huaxia,
        DEMO.vendors.shanghaiPrecision,
        [
          CODES.paymentRequest.approving.code,
          CODES.paymentRequest.approved.code,
          CODES.paymentRequest.paid.code,
        ],
      ],
    );
    expect(visible.length).toBeGreaterThan(0);
    expect(codes(await exported(supplier, 'payment.vendorPayments'))).toEqual(visible.map((r) => r.code));
    expect((await start(finance, 'payment.vendorPayments')).statusCode).toBe(403);
    expect((await start(supplier, 'payment.payments')).statusCode).toBe(403);
  });
});
