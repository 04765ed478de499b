import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #16 §3: the buyer's supplier files list `/vendor`: search by the start of a credit code, the status
// filter, and the xlsx export of what the list shows (same filters, the UI language). Read only.
// Screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    title: 'Suppliers',
    keyword: 'Keyword',
    status: 'Status',
    search: 'Search',
    reset: 'Reset',
    qualified: 'Qualified',
    blocked: 'Blocked',
    file: /^Suppliers \d{8}-\d{4}\.xlsx$/,
    header: ['Supplier', 'Unified social credit code', 'Class', 'Status', 'Certificates', 'Orders'],
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    title: '供应商',
    keyword: '关键字',
    status: '状态',
    search: '查询',
    reset: '重置',
    qualified: '合格',
    blocked: '已冻结下单',
    file: /^供应商档案 \d{8}-\d{4}\.xlsx$/,
    header: ['供应商', '统一社会信用代码', '分类', '状态', '资质', '订单'],
  },
} as const;

const ANDA = '91330106MA2B3C4D5D';

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

async function sheet(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer searches, filters and exports the supplier files (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const buyer = await context.newPage();
    await signIn(buyer, e2eUrls.buyer, 'admin', words.login);
    await buyer.getByRole('button', { name: words.switchTo, exact: true }).click();
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    await expect(buyer.getByRole('heading', { name: words.title, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const rows = buyer.locator('[data-testid^="vendor-row-"]');
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    expect(total).toBeGreaterThan(3);
    await shot(buyer, `vendor-list-${locale}`);

    // 1. The start of a credit code finds the one supplier (lower case is fine).
    const search = buyer.getByRole('search');
    await search.getByRole('textbox', { name: words.keyword, exact: true }).fill('91330106ma2b');
    await search.getByRole('button', { name: words.search, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(buyer.getByTestId(`vendor-row-${ANDA}`)).toContainText(words.blocked);
    await expect(buyer).toHaveURL(/keyword=91330106ma2b/);
    await shot(buyer, `vendor-list-search-${locale}`);

    // 2. The status filter: only qualified suppliers (other journeys may have eliminated the potential ones).
    await search.getByRole('button', { name: words.reset, exact: true }).click();
    await expect(rows).toHaveCount(total);
    await search
      .getByRole('combobox', { name: words.status, exact: true })
      .selectOption({ label: words.qualified });
    await search.getByRole('button', { name: words.search, exact: true }).click();
    await expect(buyer).toHaveURL(/status=3/);
    await expect(rows.first()).toContainText(words.qualified);
    await expect(rows.filter({ hasNotText: words.qualified })).toHaveCount(0);
    const qualified = await rows.count();
    expect(qualified).toBeLessThan(total);
    await shot(buyer, `vendor-list-status-${locale}`);

    // 3. The export holds the filtered rows, titled in the UI language.
    const download = buyer.waitForEvent('download');
    await buyer.getByTestId('list-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(words.file);
    const data = await sheet(await file.path());
    expect(data[0]).toEqual(words.header);
    expect(data.length - 1).toBe(qualified);
    expect(new Set(data.slice(1).map((r) => r[3]))).toEqual(new Set([words.qualified]));
    await context.close();
  });
}
