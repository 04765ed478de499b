import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { DEMO_PASSWORD, E2E_CAPTCHA, e2eUrls } from './ports.ts';

// Issue #16 §7: an operator finds a supplier company on the platform list (/admin/supplier), freezes it
// with a reason, the company's user is refused at sign-in with the translated reason, the operator
// unfreezes it and the user signs in again; the buyer list (/admin/buyer) is searched by credit code.
// Both languages. The company is the demo's 青岛海岳包装 (user platform.supplier), kept for this journey.

const SHOTS = '/tmp/shots/platform-admin';
mkdirSync(SHOTS, { recursive: true });

const COMPANY = '青岛海岳包装有限公司';
const LABELS = {
  en: {
    locale: 'en-US',
    login: ENGLISH,
    language: 'English',
    menu: 'Platform suppliers',
    buyersMenu: 'Platform buyers',
    keyword: 'Keyword',
    search: 'Search',
    freeze: 'Freeze',
    unfreeze: 'Unfreeze',
    frozen: 'Frozen',
    normal: 'Normal',
    refused: /frozen by the platform operator/,
  },
  zh: {
    locale: 'zh-CN',
    login: CHINESE,
    language: '中文',
    menu: '平台供应商',
    buyersMenu: '平台采购商',
    keyword: '关键字',
    search: '查询',
    freeze: '冻结',
    unfreeze: '解冻',
    frozen: '已冻结',
    normal: '正常',
    refused: /已被平台冻结/,
  },
} as const;

/** A half-run may have left the company frozen: unfreeze it through the API first (ops session). */
async function unfreezeLeftover(request: APIRequestContext) {
  const key = randomUUID();
  await request.get(`${e2eUrls.api}/api/v1/tenant/login/verifycode/100/50?key=${key}`);
  const login = await request.post(`${e2eUrls.api}/api/v1/ops/login`, {
    data: { username: 'ops', password: DEMO_PASSWORD, verifyKey: key, verifyCode: E2E_CAPTCHA },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const list = await request.get(`${e2eUrls.api}/api/v1/ops/platform/suppliers?keyword=海岳&status=frozen`, {
    headers: { token },
  });
  for (const company of ((await list.json()) as { data: { items: { id: string }[] } }).data.items) {
    await request.post(`${e2eUrls.api}/api/v1/ops/platform/suppliers/unfreeze`, {
      headers: { token },
      data: { id: company.id, reason: 'journey leftover' },
    });
  }
}

const companyRow = (page: Page) => page.getByTestId('platform-supplier').filter({ hasText: COMPANY });

for (const lang of ['en', 'zh'] as const) {
  const L = LABELS[lang];
  test.describe(lang, () => {
    test.use({ locale: L.locale });
    // Two sites, two sign-ins and a dozen pages: more than the default 90 s on a loaded 2-core machine.
    test.describe.configure({ timeout: 240_000 });

    test(`an operator freezes a supplier company, its user is refused, then unfreezes it (${lang})`, async ({
      page,
      browser,
      request,
    }) => {
      await unfreezeLeftover(request);
      await signIn(page, e2eUrls.ops, 'ops', L.login);
      await page.getByRole('button', { name: L.language, exact: true }).click();
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main menu' : '主菜单' });
      await nav.getByRole('link', { name: L.menu }).click();
      await expect(page).toHaveURL(/\/admin\/supplier/);
      await expect(page.getByTestId('platform-supplier').first()).toBeVisible();

      // The demo's frozen company is listed as frozen (searched: the list holds more than a page).
      await page.getByRole('textbox', { name: L.keyword }).fill('停业');
      await page.getByRole('button', { name: L.search }).click();
      await expect(page.getByTestId('platform-supplier')).toHaveCount(1);
      await expect(page.getByTestId('platform-supplier')).toContainText(L.frozen);
      // Search by part of the name: one company, not frozen.
      await page.getByRole('textbox', { name: L.keyword }).fill('海岳');
      await page.getByRole('button', { name: L.search }).click();
      await expect(page.getByTestId('platform-supplier')).toHaveCount(1);
      await expect(companyRow(page)).toContainText(L.normal);
      await page.screenshot({ path: `${SHOTS}/suppliers-${lang}.png`, fullPage: true });

      // Freeze it with a reason.
      await companyRow(page).getByRole('button', { name: L.freeze, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('textbox').fill(lang === 'en' ? 'Forged licence' : '营业执照造假');
      await page.screenshot({ path: `${SHOTS}/freeze-dialog-${lang}.png` });
      await dialog.getByRole('button', { name: L.freeze, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(companyRow(page)).toContainText(L.frozen);
      await expect(companyRow(page)).toContainText(lang === 'en' ? 'Forged licence' : '营业执照造假');
      await page.screenshot({ path: `${SHOTS}/frozen-${lang}.png`, fullPage: true });

      // The company's user is refused at sign-in with the translated reason.
      const supplierContext = await browser.newContext({ locale: L.locale });
      const supplier = await supplierContext.newPage();
      await supplier.goto(`${e2eUrls.supplier}/login`);
      await supplier.getByRole('textbox', { name: L.login.username, exact: true }).fill('platform.supplier');
      await supplier.getByRole('textbox', { name: L.login.password, exact: true }).fill(DEMO_PASSWORD);
      await supplier.getByRole('textbox', { name: L.login.code, exact: true }).fill(E2E_CAPTCHA);
      await supplier.getByRole('button', { name: L.login.submit, exact: true }).click();
      await expect(supplier.getByRole('alert').filter({ hasText: L.refused })).toBeVisible();
      await expect(supplier).toHaveURL(/\/login$/);
      await supplier.screenshot({ path: `${SHOTS}/refused-${lang}.png` });

      // Unfreeze: the history shows both actions, and the user signs in again.
      await companyRow(page).getByRole('button', { name: L.unfreeze, exact: true }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('textbox')
        .fill(lang === 'en' ? 'Checked' : '核实无误');
      await page.getByRole('alertdialog').getByRole('button', { name: L.unfreeze, exact: true }).click();
      await expect(companyRow(page)).toContainText(L.normal);
      await companyRow(page).getByTestId('company-history').click();
      // Newest first: this run's unfreeze, then its freeze (the other language's run may be listed below).
      const rows = page.getByTestId('freeze-history').getByRole('row');
      await expect(rows.nth(1)).toContainText(lang === 'en' ? 'Checked' : '核实无误');
      await expect(rows.nth(2)).toContainText(lang === 'en' ? 'Forged licence' : '营业执照造假');
      await page.screenshot({ path: `${SHOTS}/history-${lang}.png` });
      await page.keyboard.press('Escape');
      await signIn(supplier, e2eUrls.supplier, 'platform.supplier', L.login);
      await supplierContext.close();

      // The buyer list, searched by the start of a credit code.
      await nav.getByRole('link', { name: L.buyersMenu }).click();
      await expect(page).toHaveURL(/\/admin\/buyer/);
      // Typing before the first page has loaded can be lost to a re-render: wait for the list first.
      await expect(page.getByTestId('platform-buyer').first()).toBeVisible();
      await page.getByRole('textbox', { name: L.keyword }).fill('91110108MA01HX');
      await page.getByRole('button', { name: L.search }).click();
      await expect(page.getByTestId('platform-buyer')).toHaveCount(1);
      await expect(page.getByTestId('platform-buyer')).toContainText('huaxia');
      await page.screenshot({ path: `${SHOTS}/buyers-${lang}.png`, fullPage: true });
    });
  });
}
