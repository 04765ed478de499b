import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './test.ts';
import type { Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #17 §5–§7, once per language: the admin opens the performance statistics (seeded published
// evaluations of Huaxia: the trend chart draws, its table view lists the evaluations, the side menu
// highlights the statistics entry and not "Suppliers"), exports the supplier list as xlsx, then assesses
// Shanghai Precision once (manual scores typed, computed ones prefilled from the ledger → weighted
// score and grade), voids the assessment and finds the
// supplier in the summary; the price change rate of the last days is computed in the form. Data: the demo seed of tools/seed/purchasing/evaluation-stats.ts; the journey
// only adds its own assessments.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    statistics: 'Performance statistics',
    table: 'Table',
    vendor: 'Shanghai Precision Parts Co., Ltd.',
    otherVendor: 'Suzhou Hengsteel Materials Co., Ltd.',
    assessments: 'Vendor assessments',
    void: 'Void',
    voided: 'Void',
    exportHeader: ['Supplier', 'Plan no.', 'Plan name', 'Period', 'Score', 'Grade'],
    results: 'Performance results',
    trendTitle: 'Your score trend (by period end)',
    importButton: 'Import',
    weightsSum: 'The weights must add up to 100 (now 90)',
    badMethod: 'Unknown scoring method',
    imported: 'Imported 2 rows.',
    criterionName: (n: number) => `Criterion ${n} name`,
    transferred: 'open assessments transferred',
    priceChange: 'Price change',
    priceMethod: 'Price change rate',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    statistics: '绩效统计',
    table: '表格',
    vendor: '上海精工零部件有限公司',
    otherVendor: '苏州恒钢材料有限公司',
    assessments: '供应商考评',
    void: '作废',
    voided: '已作废',
    exportHeader: ['供应商', '计划编号', '计划名称', '期间', '得分', '等级'],
    results: '绩效结果',
    trendTitle: '得分趋势（按期末）',
    importButton: '导入',
    weightsSum: '各项指标权重之和必须为 100（当前为 90）',
    badMethod: '评分方式不正确',
    imported: '已导入 2 行。',
    criterionName: (n: number) => `第 ${n} 项指标名称`,
    transferred: '项未完成的评估',
    priceChange: '价格变动',
    priceMethod: '价格变动率',
  },
} as const;

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`performance statistics and a one-off vendor assessment (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const slow = { timeout: 30_000 };
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await signIn(page, e2eUrls.buyer, 'admin', words.login);
    await page.getByRole('button', { name: words.switchTo, exact: true }).click();

    // Statistics: the chart draws, the table view holds the same evaluations.
    await page.goto(`${e2eUrls.buyer}/vendor/performance/statistics`);
    await expect(page.getByRole('heading', { name: words.statistics, level: 1 })).toBeVisible(slow);
    const trend = page.getByTestId('chart-trend-chart');
    await expect(trend.locator('.recharts-line').first()).toBeVisible(slow);
    await expect(
      page.getByTestId('chart-grades-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expect(page.getByTestId('statistics-events')).toContainText('PP20260405001');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: words.statistics })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await shot(page, `evaluation-statistics-${locale}`);
    await page.getByTestId('chart-trend-table').click();
    await expect(page.getByTestId('chart-trend').getByRole('table')).toContainText('PP20260105001');
    await expect(page.getByTestId('chart-trend').getByRole('table')).toContainText(words.vendor);

    // Export: the supplier list's visible columns, titled in the UI language.
    await expect(page.getByTestId('statistics-row-PP20260705001').first()).toBeVisible(slow);
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    const file = await download;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(words.exportHeader);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(7);

    // A one-off assessment: the manual criteria typed (90 and 88), the three computed ones prefilled
    // from Shanghai Precision's demo ledger of the period (shown with their facts); the weighted score
    // the form previews is the one the server computes.
    await page.goto(`${e2eUrls.buyer}/vendor/performance/assessment`);
    await expect(page.getByRole('heading', { name: words.assessments, level: 1 })).toBeVisible(slow);
    await expect(page.getByTestId('assessment-row-VA20261012001')).toBeVisible(slow);
    await shot(page, `evaluation-assessments-${locale}`);
    await page.getByTestId('assessment-create').click();
    await page.getByTestId('assessment-vendor').selectOption({ label: words.vendor });
    await page.getByTestId('assessment-mould').selectOption({ label: '季度供应商绩效评估' });
    await page.getByTestId('assessment-period-from').fill('2020-01-01');
    await expect(page.getByTestId('assessment-facts')).toBeVisible(slow);
    await page.getByTestId('assessment-score-0').fill('90');
    await page.getByTestId('assessment-score-4').fill('88');
    for (const i of [1, 2, 3]) {
      await expect(page.getByTestId(`assessment-computed-${i}`)).toHaveText(/^\d+\.\d{2}$/, slow);
      await expect(page.getByTestId(`assessment-criterion-${i}`).locator('input[type="number"]')).toHaveCount(
        0,
      );
    }
    const computed = await Promise.all(
      [1, 2, 3].map(async (i) => Number(await page.getByTestId(`assessment-computed-${i}`).innerText())),
    );
    const parts = [90, ...computed, 88].map((score, i) => Math.round(score * 100) * [30, 25, 20, 10, 15][i]!);
    const expected = (Math.round(parts.reduce((a, b) => a + b, 0) / 100) / 100).toFixed(2);
    await page.getByTestId('assessment-comment').fill(`E2E ${locale}`);
    await expect(page.getByTestId('assessment-preview')).toContainText(expected);
    await shot(page, `evaluation-assessment-form-${locale}`);
    await page.getByTestId('assessment-submit').click();
    await expect(page).toHaveURL(/\/vendor\/performance\/assessment\/detail\/[0-9a-f-]{36}$/, slow);
    await expect(page.getByTestId('assessment-score')).toHaveText(expected, slow);
    await shot(page, `evaluation-assessment-detail-${locale}`);
    await page.getByTestId('assessment-void').click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.void, exact: true }).click();
    await expect(page.getByText(words.voided, { exact: true }).first()).toBeVisible(slow);

    // The price change rate: the price and delivery template computes it from the supplier's orders of
    // the last 4 days against its prices before them (demo orders); the facts panel shows the change.
    const from = new Date(Date.now() + 8 * 3_600_000 - 3 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${e2eUrls.buyer}/vendor/performance/assessment`);
    await page.getByTestId('assessment-create').click();
    await page.getByTestId('assessment-vendor').selectOption({ label: words.vendor });
    await page.getByTestId('assessment-mould').selectOption({ label: '价格与交付专项评估' });
    await page.getByTestId('assessment-period-from').fill(from);
    await expect(page.getByTestId('assessment-facts')).toContainText(words.priceChange, slow);
    await expect(page.getByTestId('assessment-criterion-0')).toContainText(words.priceMethod);
    await expect(page.getByTestId('assessment-computed-0')).toHaveText(/^\d+\.\d{2}$/, slow);
    await shot(page, `evaluation-assessment-price-${locale}`);

    // The summary per supplier.
    await page.goto(`${e2eUrls.buyer}/vendor/performance/assessment/summary`);
    await expect(page.getByTestId('assessment-summary')).toContainText(words.vendor, slow);
    await shot(page, `evaluation-assessment-summary-${locale}`);
    await context.close();
  });
}

// The supplier's side (issue #17 §4/§6): Shanghai Precision's demo user opens "Performance statistics"
// from the supplier menu (the home's quick links), right after "Performance results": its own published scores over time (the line
// with its name in the legend), the grade of each period (latest first), grade counts and criterion
// averages; Suzhou Steel's name is nowhere on the page.
for (const [locale, words] of Object.entries(LANGS)) {
  test(`the supplier sees its own performance over time (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const slow = { timeout: 30_000 };
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2eUrls.supplier, 'supplier', words.login);
    await page.getByRole('button', { name: words.switchTo, exact: true }).click();
    // The supplier home lists the menu as quick links: statistics right after results.
    const menu = page.getByRole('main');
    await expect(menu.getByRole('link', { name: words.statistics })).toBeVisible(slow);
    const names = (await menu.getByRole('link').allInnerTexts()).map((n) => n.trim());
    const at = names.indexOf(words.statistics);
    expect(names[at - 1], names.join(' | ')).toBe(words.results);
    await menu.getByRole('link', { name: words.statistics }).click();
    await expect(page).toHaveURL(/\/performance\/statistics$/, slow);
    await expect(page.getByRole('heading', { name: words.statistics, level: 1 })).toBeVisible(slow);

    const trend = page.getByTestId('chart-trend');
    await expect(trend.getByRole('heading', { name: words.trendTitle })).toBeVisible(slow);
    // At least the three seeded quarters (other journeys may publish more of its results).
    await expect(trend.locator('.recharts-line-dots circle').nth(2)).toBeVisible(slow);
    // The legend names the company beside its swatch.
    await expect(trend.locator('.recharts-legend-wrapper')).toContainText(words.vendor);
    const swatch = trend.locator('.recharts-legend-wrapper [data-value]');
    await expect(swatch).toHaveCount(1);
    // A visible swatch: sized and painted with the series colour (its recipe must be in the theme).
    const look = await swatch.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: el.getBoundingClientRect().width, image: style.backgroundImage };
    });
    expect(look.width).toBeGreaterThan(4);
    expect(look.image).toContain('gradient');
    const periods = page.getByTestId('vd-stats-periods');
    await expect(periods.locator('tbody tr').nth(2)).toBeVisible();
    await expect(page.getByTestId('vd-stats-period-PP20260705001')).toContainText('89.60');
    await expect(page.getByTestId('vd-stats-period-PP20260105001')).toContainText('B');
    await expect(
      page.getByTestId('chart-criteria-chart').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expect(page.getByText(words.otherVendor)).toHaveCount(0);
    await shot(page, `supplier-statistics-${locale}`);
    await page.getByTestId('chart-trend-table').click();
    await expect(trend.getByRole('table')).toContainText('82.70');
    await context.close();
  });
}

/** An xlsx of criteria rows under the English headers (the import also reads a sheet without its key sheet). */
async function criteriaSheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Criteria');
  sheet.addRow(['Criterion', 'Weight (%)', 'Scoring method']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Issue #17 §1 "import of template details": the admin saves a new template, opens it, uploads a sheet
// with a bad row and weights adding up to 90 (every problem listed by row, nothing imported), then a good
// one: the form shows the imported criteria.
for (const [locale, words] of Object.entries(LANGS)) {
  test(`a template's criteria are imported from xlsx (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const slow = { timeout: 30_000 };
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2eUrls.buyer, 'admin', words.login);
    await page.getByRole('button', { name: words.switchTo, exact: true }).click();
    const name = `E2E import ${locale} ${Date.now()}`;
    await page.goto(`${e2eUrls.buyer}/vendor/performance/template/create`);
    await page.getByTestId('mould-name').fill(name);
    await page.getByTestId('mould-save').click();
    await expect(page).toHaveURL(/\/vendor\/performance\/template$/, slow);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/template\/edit\/[0-9a-f-]{36}$/, slow);

    await page.getByTestId('mould-import').click(slow);
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await criteriaSheet([
        ['Quality', 60, 'manual'],
        ['Delivery', 30, 'magic'],
      ]),
    });
    await dialog.getByRole('button', { name: words.importButton, exact: true }).click();
    await expect(dialog.getByRole('table')).toContainText(words.badMethod, slow);
    await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText('3');
    await shot(page, `mould-import-errors-${locale}`);
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'sum.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await criteriaSheet([
        ['Quality', 60, 'manual'],
        ['Delivery', 30, 'onTimeDelivery'],
      ]),
    });
    await dialog.getByRole('button', { name: words.importButton, exact: true }).click();
    await expect(dialog.getByRole('table')).toContainText(words.weightsSum, slow);
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'good.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await criteriaSheet([
        ['Quality', 60, 'manual'],
        ['Delivery', 40, 'onTimeDelivery'],
      ]),
    });
    await dialog.getByRole('button', { name: words.importButton, exact: true }).click();
    await expect(dialog.getByText(words.imported)).toBeVisible(slow);
    await shot(page, `mould-import-done-${locale}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mould-weight-total')).toContainText('100', slow);
    // The two imported criteria replaced the five of the new-template starter.
    await expect(page.getByRole('textbox', { name: words.criterionName(2) })).toHaveValue('Delivery', slow);
    await expect(page.getByRole('textbox', { name: words.criterionName(3) })).toHaveCount(0);
    await shot(page, `mould-import-form-${locale}`);
    await context.close();
  });
}

const PURCHASER = '00000000-0000-4000-8000-000000003002';
const EVAL1 = '00000000-0000-4000-8000-000001707001';

// Issue #17 §2 "transfer": on the demo plan in evaluation (PP20261001001) the admin hands the purchaser's
// open assessments to perf.eval1 (en-US) and back (zh-CN), so the demo data ends as it began.
for (const [locale, words] of Object.entries(LANGS)) {
  test(`an evaluator's open assessments are transferred (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const slow = { timeout: 30_000 };
    const [from, to] = locale === 'en-US' ? [PURCHASER, EVAL1] : [EVAL1, PURCHASER];
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2eUrls.buyer, 'admin', words.login);
    await page.getByRole('button', { name: words.switchTo, exact: true }).click();
    await page.goto(`${e2eUrls.buyer}/vendor/performance/plan`);
    await page.getByTestId('plan-row-PP20261001001').getByRole('link').first().click(slow);
    await page.getByTestId(`transfer-${from}`).click(slow);
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.getByTestId('transfer-to').selectOption(to);
    await dialog.getByTestId('transfer-comment').fill(`E2E ${locale}`);
    await shot(page, `plan-transfer-dialog-${locale}`);
    await dialog.getByTestId('transfer-confirm').click();
    await expect(page.getByText(words.transferred).first()).toBeVisible(slow);
    await expect(page.getByTestId(`speed-${to}`)).toBeVisible(slow);
    await expect(page.getByTestId(`transfer-${from}`)).toHaveCount(0);
    await shot(page, `plan-transfer-done-${locale}`);
    await context.close();
  });
}
