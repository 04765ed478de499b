import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import type { Page } from './test.ts';
import ExcelJS from 'exceljs';
import { ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #12: a list exports at once in the UI language with its visible columns; the download center
// lists the exports (demo data holds two finished ones); operators see the job queue.

/** Optional screenshots for the review notes: set E2E_SCREENSHOTS_DIR to keep them. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function headerOf(path: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
}

test('purchase requests export at once in the UI language; the download center lists exports', async ({
  page,
}) => {
  await signIn(page, e2eUrls.buyer, 'purchaser', ENGLISH);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto(`${e2eUrls.buyer}/procurement/myApply`);
  await expect(page.getByRole('heading', { name: 'My purchase requests' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Purchase requests \d{8}-\d{4}\.xlsx$/);
  const header = await headerOf(await file.path());
  expect(header).toEqual([
    'Request no.',
    'PR title',
    'Type',
    'Status',
    'Amount',
    'Budget',
    'Cost center',
    'Need-by date',
    'Created',
  ]);

  await page.goto(`${e2eUrls.buyer}/downloadCenter/exportList`);
  await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible();
  // The demo's two finished exports and this one, newest first.
  // (Waits for the rows: the heading shows before the list has loaded.)
  await expect(page.getByTestId('export-row').nth(2)).toBeVisible();
  await expect(page.getByTestId('export-row').first()).toContainText('Purchase requests');
  await shot(page, 'download-center-en');
  const again = page.waitForEvent('download');
  await page.getByTestId('export-download').first().click();
  expect((await again).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '下载中心' })).toBeVisible();
  await shot(page, 'download-center-zh');
});

test('operators see the job queue', async ({ page }) => {
  await signIn(page, e2eUrls.ops, 'ops', ENGLISH);
  await page.goto(`${e2eUrls.ops}/jobs`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await shot(page, 'ops-jobs-en');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '后台任务' })).toBeVisible();
  await shot(page, 'ops-jobs-zh');
});
