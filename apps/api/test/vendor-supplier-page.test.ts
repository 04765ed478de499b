import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { DEMO } from './support/demo-ids.ts';
import { exportedRows, startListExport } from './support/export-sheet.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Issue #16 §3: the buyer's supplier files list (`GET /vendor/page`): search by name (either language) or
// the start of the credit code, status and class filters, keyset pages by (Chinese name, id) that together
// hold exactly the tenant's suppliers, bad input refused with translated 400s, and the xlsx export through
// the one export mechanism (same filters, codes translated).

type Row = {
  vendorId: string;
  name: string;
  socialCreditCode: string;
  status: number | null;
  classCode: string | null;
};
type Page = { items: Row[]; nextCursor: string | null };
const HUAXIA = DEMO.tenants.huaxia;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const page = async (query: string, language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({ url: `/api/v1/vendor/page?${query}`, token: admin, language });
const items = async (query: string) => body<Page>(await page(query)).data.items;

/** The tenant's suppliers as SQL sees them, in the list's order. */
const tenantSuppliers = (where = '', params: unknown[] = []) =>
  t.sql<{ id: string; name_zh: string }>(
    `select v.id, v.name_zh from tenant_vendors tv join vendors v on v.id = tv.vendor_id
      where tv.tenant_id = $1 ${where} order by v.name_zh, v.id`,
    [HUAXIA, ...params],
  );

describe('the supplier files list', () => {
  it('walks keyset pages that together hold exactly the tenant suppliers, in name order', async () => {
    const expected = await tenantSuppliers();
    expect(expected.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(`pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = body<Page>(res).data;
      expect(data.items.length).toBeLessThanOrEqual(2);
      seen.push(...data.items.map((r) => r.vendorId));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('searches by part of the name in either language or the start of the credit code', async () => {
    expect((await items('keyword=安达')).map((r) => r.socialCreditCode)).toEqual(['91330106MA2B3C4D5D']);
    const english = body<Page>(await page('keyword=anda%20safety', 'en_us')).data.items;
    expect(english.map((r) => r.name)).toEqual(['Hangzhou Anda Safety Supplies Co., Ltd.']);
    expect((await items('keyword=91330106ma2b')).map((r) => r.socialCreditCode)).toEqual([
      '91330106MA2B3C4D5D',
    ]);
    // The middle of a credit code is not its start; a LIKE wildcard is a plain character.
    expect(await items('keyword=MA2B3C4D5D')).toEqual([]);
    expect(await items('keyword=%25')).toEqual([]);
  });

  it('filters by supplier status and by class (a first-level class holds its children)', async () => {
    const qualified = await items(`status=${CODES.supplierStatus.qualified.code}&pageSize=100`);
    expect(qualified.length).toBeGreaterThan(0);
    expect(new Set(qualified.map((r) => r.status))).toEqual(new Set([CODES.supplierStatus.qualified.code]));
    const potential = await items(`status=${CODES.supplierStatus.potential.code}&pageSize=100`);
    expect(potential.length).toBeGreaterThan(0);
    expect(potential.some((r) => qualified.some((q) => q.vendorId === r.vendorId))).toBe(false);

    const [rm] = await t.sql<{ id: string }>(
      `select id from vendor_classes where tenant_id = $1 and code = 'RM'`,
      [HUAXIA],
    );
    const inRm = await items(`classId=${rm!.id}&pageSize=100`);
    expect(inRm.length).toBeGreaterThan(1);
    expect(inRm.every((r) => r.classCode?.startsWith('RM'))).toBe(true);
    expect(inRm.some((r) => r.classCode === 'RM')).toBe(true);
    expect(inRm.some((r) => r.classCode !== 'RM')).toBe(true);
  });

  it('refuses bad filters and a page link it did not give with translated 400s', async () => {
    for (const query of [
      'status=9',
      'classId=x',
      'pageSize=0',
      'pageSize=101',
      `keyword=${'x'.repeat(51)}`,
    ]) {
      const res = await page(query, 'en_us');
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('validation.failed');
    }
    const bad = await page('cursor=abc', 'zh_cn');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(body(bad))).toContain('该分页链接已失效');
  });

  it("exports the list's rows with its filters, codes translated", async () => {
    const columns = [
      { key: 'name', title: '供应商' },
      { key: 'status', title: '状态' },
      { key: 'blocked', title: '订单' },
    ];
    const all = await exportedRows(t, admin, 'vendor.suppliers', { columns, filters: {}, language: 'zh_cn' });
    expect(all[0]).toEqual(['供应商', '状态', '订单']);
    expect(all.slice(1).map((r) => r[0])).toEqual((await tenantSuppliers()).map((r) => r.name_zh));
    expect(all.find((r) => r[0] === '杭州安达劳保用品有限公司')?.[2]).toBe('已冻结下单');
    const qualified = await exportedRows(t, admin, 'vendor.suppliers', {
      columns,
      filters: { status: CODES.supplierStatus.qualified.code, keyword: '精工' },
      language: 'zh_cn',
    });
    expect(qualified.slice(1)).toEqual([['上海精工零部件有限公司', '合格', '可下单']]);
    const supplier = await t.login('supplier', 'supplier');
    expect(
      (await startListExport(t, supplier, 'vendor.suppliers', { columns, filters: {} })).statusCode,
    ).toBe(403);
  });
});
