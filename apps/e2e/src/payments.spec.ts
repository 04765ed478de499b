import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #15's payment pages, once per language, on the demo payments (tools/seed/purchasing/payment.ts:
// one application in each state on PO202611050001): finance sees the lists, a paid application with its
// voucher and the returned one with its rejection reason at the top, is refused over the limit on a new PO
// payment with the limit in the message, and the supplier sees its payment as paid.

const LANGS = {
  'en-US': { paid: 'Paid', limit: /at most/, rejected: 'This application was rejected', reason: 'Reason: ' },
  'zh-CN': { paid: '已付款', limit: /最多/, rejected: '该付款申请已被驳回', reason: '原因：' },
} as const;
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const PAID = 'PAY202611200004';
const RETURNED = '00000000-0000-4000-8000-000001020005';

for (const [locale, words] of Object.entries(LANGS)) {
  test(`finance works payment applications, the supplier sees them paid (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `../../tmp/e2e-results/payments-${name}-${locale}.png`, fullPage: true });
    const finance = await signedIn(browser, { locale, user: 'finance' });
    await finance.goto(`${e2eUrls.buyer}/payment/index`);
    // The first visit of the list in a run: in CI (2 cores) the page once sent its list request 7 s after
    // loading, so its first row can take longer than the usual 10 s.
    await expect(finance.getByTestId(`payment-row-${PAID}`)).toBeVisible({ timeout: 30_000 });
    await shot(finance, 'index');
    await finance.getByTestId(`payment-row-${PAID}`).getByRole('link', { name: PAID }).click();
    await expect(finance.getByTestId('payment-voucher')).toBeVisible();
    await expect(finance.getByText('JZ-2026-11-0031').first()).toBeVisible();
    await shot(finance, 'detail');

    // The returned demo application says why at the top.
    await finance.goto(`${e2eUrls.buyer}/payment/detail/${RETURNED}`);
    const rejection = finance.getByTestId('payment-rejection');
    await expect(rejection).toContainText(words.rejected, { timeout: 30_000 });
    await expect(finance.getByTestId('payment-rejection-reason')).toHaveText(
      `${words.reason}请核对收货数量后再申请`,
    );
    await shot(finance, 'returned');

    await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
    await finance.getByTestId('payment-vendor').selectOption(SHANGHAI);
    await finance.getByTestId('payment-payee').fill('上海精密机械有限公司');
    await finance.getByTestId('payment-account').fill('6225 8801 2345 6789');
    await finance.getByTestId('payment-amount-PO202611050001-1').fill('9000');
    await finance.getByTestId('payment-save').click();
    await expect(finance.getByTestId('payment-form-error')).toContainText(words.limit);
    await shot(finance, 'over-limit');

    const supplier = await signedIn(browser, { locale, site: e2eUrls.supplier, user: 'supplier' });
    await supplier.goto(`${e2eUrls.supplier}/payment/list`);
    await expect(supplier.getByTestId(`payment-row-${PAID}`)).toContainText(words.paid);
    await shot(supplier, 'supplier-list');
  });
}
