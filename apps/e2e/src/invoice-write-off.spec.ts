import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #15's invoice write-off, once per language, on the demo's paid advance PAY202611200007 (200.00,
// 150.00 already written off against invoice 20261101): finance is refused more than the advance has
// left, writes off 30.00, sees both documents' "left" drop, reverses it with a reason (so the other
// language starts from the same state); the supplier sees the write-offs on its advance.

const LANGS = {
  'en-US': {
    atMost: /At most 50\.00/,
    reversed: 'Reversed',
    reason: 'Entered twice',
  },
  'zh-CN': {
    atMost: /最多 50\.00/,
    reversed: '已撤销',
    reason: '重复录入',
  },
} as const;
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const ADVANCE = 'PAY202611200007';
const INVOICE = '20261101';

for (const [locale, words] of Object.entries(LANGS)) {
  test(`finance writes off a paid advance against an invoice and reverses it (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `../../tmp/e2e-results/write-off-${name}-${locale}.png`, fullPage: true });
    const finance = await signedIn(browser, { locale, user: 'finance' });
    await finance.goto(`${e2eUrls.buyer}/payment/invoiceWriteOff`);
    await finance.getByTestId('write-off-vendor').selectOption(SHANGHAI);
    const advance = finance.getByTestId('write-off-advances').getByRole('row').filter({ hasText: ADVANCE });
    const invoice = finance.getByTestId('write-off-invoices').getByRole('row').filter({ hasText: INVOICE });
    await expect(advance).toContainText('50.00');
    await expect(invoice).toContainText('385.62');
    await advance.getByRole('radio').check({ force: true });
    await invoice.getByRole('radio').check({ force: true });
    // The amount starts at what both have left (the advance's 50.00); more is refused before sending.
    await expect(finance.getByTestId('write-off-amount')).toHaveValue('50.00');
    await finance.getByTestId('write-off-amount').fill('60');
    await finance.getByTestId('write-off-save').click();
    await expect(finance.getByText(words.atMost)).toBeVisible();
    await shot(finance, 'refused');

    await finance.getByTestId('write-off-amount').fill('30');
    await finance.getByTestId('write-off-remark').fill('E2E');
    await finance.getByTestId('write-off-save').click();
    await expect(advance).toContainText('20.00');
    await expect(invoice).toContainText('355.62');
    // Newest first: this run's row (the other language's reversed one may be listed below it).
    const row = finance.getByTestId('write-offs').getByRole('row').filter({ hasText: 'E2E' }).first();
    await expect(row).toContainText('30.00');
    await shot(finance, 'saved');

    await row.getByRole('button').click();
    const dialog = finance.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill(words.reason);
    await dialog.getByRole('button', { name: locale === 'en-US' ? 'Reverse' : '撤销', exact: true }).click();
    await expect(row).toContainText(words.reversed);
    await expect(advance).toContainText('50.00');
    await shot(finance, 'reversed');

    const supplier = await signedIn(browser, { locale, site: e2eUrls.supplier, user: 'supplier' });
    await supplier.goto(`${e2eUrls.supplier}/payment/list`);
    await supplier.getByTestId(`payment-row-${ADVANCE}`).getByRole('link', { name: ADVANCE }).click();
    await expect(supplier.getByTestId(`write-off-${INVOICE}`).first()).toBeVisible();
    await expect(supplier.getByTestId('write-offs')).toContainText('150.00');
    await shot(supplier, 'supplier');
  });
}
