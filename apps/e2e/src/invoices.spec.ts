import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #15's invoice pages, once per language: the supplier uploads its VAT invoice, the OCR simulator
// prefills the fields (and says it is a simulator), the supplier picks an order line, takes the line totals
// and submits; finance finds the invoice, sees the three-way match, checks its authenticity with the tax
// simulator and sends it to examination.

const LANGS = {
  'en-US': { simulator: /OCR simulator/, totals: 'Use the line totals' },
  'zh-CN': { simulator: /模拟器/, totals: '使用明细合计' },
} as const;
// A different invoice per language: the invoice number is unique per supplier.
const NUMBERS = { 'en-US': '88001101', 'zh-CN': '88001102' } as const;

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a supplier submits an OCR-read invoice, finance checks and examines it (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const number = NUMBERS[locale as keyof typeof NUMBERS];
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `../../tmp/e2e-results/invoices-${name}-${locale}.png`, fullPage: true });

    const supplier = await signedIn(browser, { locale, user: 'supplier', site: e2eUrls.supplier });
    await supplier.goto(`${e2eUrls.supplier}/invoice/list`);
    await expect(supplier.getByTestId('invoice-row-20261102')).toBeVisible({ timeout: 30_000 });
    await shot(supplier, 'supplier-list');
    await supplier.getByTestId('invoice-new').click();
    const marker = { invoiceCode: '031002600111', invoiceNumber: number, invoiceDate: '2026-11-20' };
    await supplier.locator('input[type="file"]').setInputFiles({
      name: `invoice-${number}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\nPROCURE-OCR${JSON.stringify(marker)}\n%%EOF`),
    });
    await expect(supplier.getByTestId('ocr-note')).toContainText(words.simulator);
    await expect(supplier.getByTestId('invoice-invoiceNumber')).toHaveValue(number);

    // A line with received goods left to invoice (the sixth cell, "Invoiceable", is not 0): within tolerance.
    const line = supplier
      .locator('[data-testid^="invoiceable-"]')
      .filter({ has: supplier.locator('td:nth-child(6)').filter({ hasNotText: /^0$/ }) })
      .first();
    await line.getByRole('checkbox').check({ force: true });
    const quantity = line.locator('[data-testid^="pick-quantity-"]');
    await quantity.fill('1');
    await supplier.getByTestId('invoice-sellerTaxNo').fill('91310115MA1K4D7Q2X');
    await supplier.getByTestId('invoice-buyerTaxNo').fill('91310000MA1FL4XQ3K');
    await supplier.getByRole('button', { name: words.totals, exact: true }).click();
    await expect(supplier.getByTestId('invoice-totalAmount')).not.toHaveValue('');
    await shot(supplier, 'submit');
    await supplier.getByTestId('invoice-submit').click();
    await expect(supplier).toHaveURL(/\/invoice\/detail\//);
    await expect(supplier.getByText(number).first()).toBeVisible();
    await shot(supplier, 'supplier-detail');

    // The demo's returned invoice: its supplier corrects and resubmits it (the page is looked at in English,
    // the resubmission runs in Chinese: one returned invoice serves both runs).
    await supplier.goto(`${e2eUrls.supplier}/invoice/list`);
    await supplier.getByTestId('invoice-row-20261104').getByRole('link', { name: '20261104' }).click();
    await supplier.getByTestId('invoice-resubmit').click();
    await expect(supplier.getByTestId('resubmit-reason')).toContainText('发票抬头错误');
    await expect(supplier.getByTestId('invoice-invoiceNumber')).toHaveValue('20261104');
    await shot(supplier, 'resubmit');
    if (locale === 'zh-CN') {
      await supplier.getByTestId('invoice-submit').click();
      await expect(supplier).toHaveURL(/\/invoice\/detail\//);
      await expect(supplier.getByTestId('invoice-resubmit')).toBeHidden();
    }

    const finance = await signedIn(browser, { locale, user: 'finance', site: e2eUrls.buyer });
    await finance.goto(`${e2eUrls.buyer}/invoice/management`);
    await expect(finance.getByTestId(`invoice-row-${number}`)).toBeVisible({ timeout: 30_000 });
    await shot(finance, 'list');
    await finance.getByTestId(`invoice-row-${number}`).getByRole('link', { name: number }).click();
    await expect(finance.locator('[data-testid^="match-state-"]').first()).toBeVisible();
    await expect(finance.getByTestId('hold-reason-1')).toBeHidden();
    await finance.getByTestId('invoice-check').click();
    await expect(finance.getByTestId('invoice-verify')).toBeVisible();
    await finance.getByTestId('invoice-examine').click();
    await expect(finance.getByTestId('invoice-examine')).toBeHidden();
    await shot(finance, 'detail');
  });
}
