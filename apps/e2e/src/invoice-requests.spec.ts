import { expect, test, type Browser, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #15's invoice requests, once per language: finance asks Shanghai Precision to invoice one unit of a
// received order line (title and invoice address chosen), reviews it on /assetsManagement/confirm, goes back
// to edit (values kept) and sends it → the supplier sees the request, acknowledges it
// and submits the invoice prefilled from it → finance sees the request invoiced, linked to the invoice → the
// invoice reconciliation of the supplier on both portals (/assetsManagement/reconciliation, /reconciliation).
// Every new page is photographed in both languages (tmp/e2e-results/invoice-requests-*.png).

const LANGS = {
  'en-US': { login: ENGLISH, switchTo: 'English', totals: 'Use the line totals', invoiced: 'Invoiced' },
  'zh-CN': { login: CHINESE, switchTo: '中文', totals: '使用明细合计', invoiced: '已开票' },
} as const;
const NUMBERS = { 'en-US': '88002101', 'zh-CN': '88002102' } as const;
/** Shanghai Precision (the demo seed's supplier id 2001). */
const SHANGHAI_PRECISION = '00000000-0000-4000-8000-000000002001';

async function signedIn(
  browser: Browser,
  locale: string,
  words: (typeof LANGS)['en-US' | 'zh-CN'],
  site: string,
  user: string,
) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, site, user, words.login);
  const choice = page.getByRole('button', { name: words.switchTo, exact: true });
  await expect(async () => {
    if ((await choice.getAttribute('aria-pressed')) !== 'true') await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

/** Picks the first option whose label matches (the first real option when none is given). */
async function choose(page: Page, testId: string, label?: RegExp) {
  const select = page.getByTestId(testId);
  await expect(select.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
    );
  const found = options.find((option) => option.value && (!label || label.test(option.text)));
  if (!found) throw new Error(`no option ${String(label)} in ${testId}`);
  await select.selectOption(found.value);
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`finance requests an invoice, the supplier invoices it, finance sees it invoiced (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const number = NUMBERS[locale as keyof typeof NUMBERS];
    const shot = (page: Page, name: string) =>
      page.screenshot({
        path: `../../tmp/e2e-results/invoice-requests-${name}-${locale}.png`,
        fullPage: true,
      });

    const finance = await signedIn(browser, locale, words, e2eUrls.buyer, 'finance');
    await finance.goto(`${e2eUrls.buyer}/assetsManagement/requestList`);
    await expect(finance.getByTestId('request-row-IR202611250001')).toBeVisible({ timeout: 30_000 });
    await shot(finance, 'buyer-list');
    await finance.getByTestId('request-new').click();
    await choose(finance, 'request-vendorId', /上海精工|Shanghai Precision/);
    await choose(finance, 'request-invoiceTitleId');
    await choose(finance, 'request-addressId');
    const line = finance.locator('[data-testid^="requestable-"]').first();
    await line.getByRole('checkbox').check({ force: true });
    await line.locator('[data-testid^="request-qty-"]').fill('1');
    await shot(finance, 'create');
    // The review (/assetsManagement/confirm): valued by the server, nothing sent yet; back to edit keeps
    // every value; review again and send.
    await finance.getByTestId('request-review').click();
    await expect(finance).toHaveURL(/\/assetsManagement\/confirm$/);
    await expect(finance.getByTestId('confirm-total')).toContainText(/\d/);
    await expect(finance.locator('[data-testid^="confirm-line-"]')).toHaveCount(1);
    await shot(finance, 'confirm');
    await finance.getByTestId('confirm-back').click();
    await expect(finance).toHaveURL(/\/assetsManagement\/invoiceRequest$/);
    await expect(line.locator('[data-testid^="request-qty-"]')).toHaveValue('1');
    await expect(finance.getByTestId('request-addressId')).not.toHaveValue('');
    await finance.getByTestId('request-review').click();
    await finance.getByTestId('confirm-send').click();
    await expect(finance.getByTestId('request-success')).toBeVisible();
    const code = /IR\d{12}/.exec((await finance.getByTestId('request-success').textContent()) ?? '')?.[0];
    expect(code).toBeTruthy();
    await shot(finance, 'success');
    await finance.getByTestId('success-detail').click();
    await expect(finance.getByTestId('request-cancel')).toBeVisible();
    const detailUrl = finance.url();
    await shot(finance, 'buyer-detail');
    await finance.goto(detailUrl.replace('/detail/', '/print/'));
    await expect(finance.getByText(code as string).first()).toBeVisible();
    await shot(finance, 'print');
    // The invoice receiving addresses: the invoice addresses of the same address book the form offers.
    await finance.goto(`${e2eUrls.buyer}/assetsManagement/receivingAddress`);
    await expect(finance.getByRole('cell', { name: /王财务/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(finance.getByTestId('invoice-address-book')).toBeVisible();
    await shot(finance, 'receiving-address');

    const supplier = await signedIn(browser, locale, words, e2eUrls.supplier, 'supplier');
    await supplier.goto(`${e2eUrls.supplier}/invoiceRequest/list`);
    const row = supplier.getByTestId(`request-row-${code}`);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await shot(supplier, 'supplier-list');
    await row.getByRole('link', { name: code }).click();
    await supplier.getByTestId('request-acknowledge').click();
    await expect(supplier.getByTestId('request-acknowledge')).toBeHidden();
    await shot(supplier, 'supplier-detail');
    await supplier.getByTestId('request-submit-invoice').click();
    await expect(supplier.getByTestId('invoice-for-request')).toContainText(code as string);
    await expect(supplier.getByTestId('invoice-buyerTaxNo')).not.toHaveValue('');
    await supplier.getByTestId('invoice-invoiceCode').fill('031002600111');
    await supplier.getByTestId('invoice-invoiceNumber').fill(number);
    await supplier.getByTestId('invoice-invoiceDate').fill('2026-11-20');
    await supplier.getByTestId('invoice-sellerTaxNo').fill('91310115MA1K4D7Q2X');
    await supplier.getByRole('button', { name: words.totals, exact: true }).click();
    await shot(supplier, 'submit-from-request');
    await supplier.getByTestId('invoice-submit').click();
    await expect(supplier).toHaveURL(/\/invoice\/detail\//);
    await expect(supplier.getByTestId('invoice-request-link')).toContainText(code as string);

    await finance.goto(detailUrl);
    await expect(finance.getByTestId('request-invoice')).toBeVisible({ timeout: 30_000 });
    await expect(finance.getByText(words.invoiced).first()).toBeVisible();
    await expect(finance.getByTestId('request-cancel')).toBeHidden();
    await shot(finance, 'buyer-invoiced');

    // Invoice reconciliation of Shanghai Precision: totals over every page, each line linking to its order,
    // invoices and payments; the difference filter; the supplier's own reconciliation with this buyer.
    await finance.goto(`${e2eUrls.buyer}/assetsManagement/reconciliation?vendorId=${SHANGHAI_PRECISION}`);
    await expect(finance.getByTestId('reconciliation-totals')).toBeVisible({ timeout: 30_000 });
    const ledgerRow = finance.getByTestId('reconciliation-row-PO202611050001-1');
    await expect(ledgerRow).toBeVisible();
    await expect(ledgerRow.getByRole('link', { name: 'PO202611050001 #1' })).toBeVisible();
    await shot(finance, 'reconciliation');
    await ledgerRow.getByRole('link', { name: '20261101' }).click();
    await expect(finance).toHaveURL(/\/invoice\/detail\//);
    await finance.goto(
      `${e2eUrls.buyer}/assetsManagement/reconciliation?vendorId=${SHANGHAI_PRECISION}&diff=unpaid`,
    );
    await expect(finance.getByTestId('reconciliation-totals')).toBeVisible({ timeout: 30_000 });
    await expect(finance.locator('[data-testid^="reconciliation-row-"]').first()).toBeVisible();
    await supplier.goto(`${e2eUrls.supplier}/reconciliation`, { waitUntil: 'networkidle' });
    await expect(supplier.getByTestId('reconciliation-totals')).toBeVisible({ timeout: 60_000 });
    await expect(supplier.getByTestId('reconciliation-row-PO202611050001-1')).toBeVisible({
      timeout: 30_000,
    });
    await shot(supplier, 'supplier-reconciliation');
  });
}
