import { invoiceTotals } from '@procure/shared-validation';
import { expect, test, type Page } from './test.ts';
import { apiCall, apiToken } from './api-session.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #15's "Submit with invoice verification", once per language: the supplier has an invoice on
// PO202611050002 line 1 that the tax-verification simulator refuses (number ending 9999); finance's new PO
// payment on that line is refused on its detail page with the invoice number and stays a draft; once that
// invoice is voided, the same button verifies the line's other invoice (demo 20261103) and submits.

const LANGS = {
  'en-US': { failed: 'failed the tax verification' },
  'zh-CN': { failed: '未通过税务查验' },
} as const;
const HUAXIA = '00000000-0000-4000-8000-000000001001';
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const LINE = '00000000-0000-4000-8000-000001000120'; // PO202611050002 line 1, 19.60 a piece

for (const [index, [locale, words]] of Object.entries(LANGS).entries()) {
  test(`finance submits a payment with invoice verification (${locale})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `../../tmp/e2e-results/payment-verify-${name}-${locale}.png`, fullPage: true });
    const supplier = await apiToken(request, 'supplier', 'supplier', HUAXIA);
    const finance = await apiToken(request, 'buyer', 'finance', HUAXIA);
    const lines = [{ orderLineId: LINE, quantity: '1', unitPrice: '19.6', taxRate: '13' }];
    const number = `${String((Date.now() + index) % 10_000).padStart(4, '0')}9999`;
    const bad = await apiCall<{ id: string }>(request, supplier, '/vendor/invoice/submit', {
      invoiceCode: '044031900111',
      invoiceNumber: number,
      invoiceDate: '2026-11-25',
      ...invoiceTotals(lines),
      checkCode: '12345678901234567890',
      sellerTaxNo: '91310000MA1FL4XQ3K',
      buyerTaxNo: '91330100MA2H0X7Y1Q',
      lines,
    });
    const payment = await apiCall<{ id: string }>(request, finance, '/payables/save', {
      type: 1,
      method: 0,
      vendorId: SHANGHAI,
      currency: 'CNY',
      payee: '上海精密机械有限公司',
      bankName: '招商银行上海分行',
      bankAccount: '6225 8801 2345 6789',
      remark: '',
      fileIds: [],
      lines: [{ orderLineId: LINE, amount: '10' }],
    });

    const page = await signedIn(browser, { locale, user: 'finance' });
    await page.goto(`${e2eUrls.buyer}/payment/detail/${payment.id}`);
    const button = page.getByTestId('payment-submit-verified');
    await expect(button).toBeVisible();
    await button.click();
    const refusal = page.getByTestId('payment-verify-refusal');
    await expect(refusal).toContainText(number);
    await expect(refusal).toContainText(words.failed);
    await expect(page.getByTestId('payment-submit')).toBeVisible();
    await shot(page, 'refused');

    await apiCall(request, finance, '/invoice/void', { id: bad.id, reason: 'e2e: failed verification' });
    await page.reload();
    await page.getByTestId('payment-submit-verified').click();
    await expect(page.getByTestId('payment-submit-verified')).toBeHidden();
    await expect(page.getByTestId('payment-verify-refusal')).toBeHidden();
    await shot(page, 'submitted');
  });
}
