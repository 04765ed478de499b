import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #15's statements of account (/account), once per language: finance creates a statement for
// Shanghai Precision over the last month (its received, not yet applied order lines of PO202611050001 — the
// demo's sent statement holds PO202611050002) and sends it → the supplier sees it, writes a message and
// confirms → finance pays it: one PO payment application of the outstanding lines, the statement closes;
// finance cancels that application → the statement says so and pays again (a new application, prefilled).
// The closed statement lets go of its lines, so the second language states them again. (Named account-… so
// that it runs before sms-login.spec.ts, which resets finance's password.)

const LANGS = {
  'en-US': {
    sent: 'Sent to supplier',
    confirmed: 'Confirmed',
    closed: 'Closed',
    message: 'Please check line 2 against delivery note 2',
    lapsed: 'was cancelled',
  },
  'zh-CN': {
    sent: '已发送供应商',
    confirmed: '已确认',
    closed: '已关闭',
    message: '请按第 2 张送货单核对第 2 行',
    lapsed: '已取消',
  },
} as const;
const SHANGHAI = '00000000-0000-4000-8000-000000002001';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const [locale, words] of Object.entries(LANGS)) {
  test(`finance creates and sends a statement, the supplier confirms, finance pays it and pays again (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `../../tmp/e2e-results/statements-${name}-${locale}.png`, fullPage: true });
    const finance = await signedIn(browser, { locale, user: 'finance' });
    await finance.goto(`${e2eUrls.buyer}/account/list`);
    await expect(finance.getByTestId('statement-row-ST202611200002')).toBeVisible({ timeout: 30_000 });
    await finance.getByTestId('statement-create').click();
    await finance.getByTestId('statement-vendor').selectOption(SHANGHAI);
    await finance.getByTestId('statement-from').fill(day(-30));
    await finance.getByTestId('statement-to').fill(day(0));
    await finance.getByTestId('statement-save').click();
    await expect(finance).toHaveURL(/\/account\/detail\//, { timeout: 30_000 });
    const statementUrl = finance.url();
    await expect(finance.getByTestId('statement-lines')).toContainText('PO202611050001');
    await expect(finance.getByTestId('statement-lines')).not.toContainText('PO202611050002');
    const code =
      (await finance.getByRole('heading', { level: 1, name: /^ST\d{12}$/ }).textContent())?.trim() ?? '';
    expect(code).toMatch(/^ST\d{12}$/);
    await finance.getByTestId('statement-send').click();
    await expect(finance.getByText(words.sent).first()).toBeVisible();
    await shot(finance, 'buyer-sent');

    const supplier = await signedIn(browser, { locale, site: e2eUrls.supplier, user: 'supplier' });
    await supplier.goto(`${e2eUrls.supplier}/statement/list`);
    await supplier
      .getByTestId(`statement-row-${code}`)
      .getByRole('link', { name: code })
      .click({ timeout: 30_000 });
    await expect(supplier.getByTestId('statement-lines')).toContainText('PO202611050001');
    await supplier.getByTestId('statement-message-input').fill(words.message);
    await supplier.getByTestId('statement-message-send').click();
    await expect(supplier.getByTestId('statement-messages')).toContainText(words.message);
    await supplier.getByTestId('statement-confirm').click();
    await expect(supplier.getByText(words.confirmed).first()).toBeVisible();
    await shot(supplier, 'supplier-confirmed');

    await finance.reload();
    await expect(finance.getByTestId('statement-messages')).toContainText(words.message);
    await finance.getByTestId('statement-pay-apply').click();
    await expect(finance.getByTestId('pay-apply-statements')).toContainText(code);
    await finance.getByTestId('pay-apply-account').fill('6225 8801 2345 6789');
    await shot(finance, 'pay-apply');
    await finance.getByTestId('pay-apply-submit').click();
    await expect(finance).toHaveURL(/\/payment\/detail\//, { timeout: 30_000 });
    await expect(finance.getByTestId('payment-lines')).toContainText('PO202611050001');
    const firstPayment = finance.url();

    // Pay again: the application is cancelled → the statement says so and offers a new one, prefilled.
    await finance.getByTestId('payment-cancel').click();
    await expect(finance.getByTestId('payment-cancel')).toBeHidden({ timeout: 30_000 });
    await finance.goto(statementUrl);
    const lapse = finance.getByTestId('statement-payment-lapse');
    await expect(lapse).toContainText(words.lapsed, { timeout: 30_000 });
    await shot(finance, 'payment-lapsed');
    await lapse.getByTestId('statement-pay-again').click();
    await expect(finance.getByTestId('pay-again-previous')).toBeVisible({ timeout: 30_000 });
    await expect(finance.getByTestId('pay-apply-account')).toHaveValue('6225 8801 2345 6789');
    await shot(finance, 'pay-again');
    await finance.getByTestId('pay-apply-submit').click();
    await expect(finance).toHaveURL(/\/payment\/detail\//, { timeout: 30_000 });
    expect(finance.url()).not.toBe(firstPayment);
    await expect(finance.getByTestId('payment-lines')).toContainText('PO202611050001');
    await finance.goto(statementUrl);
    await expect(finance.getByTestId('statement-payment-link')).toBeVisible({ timeout: 30_000 });
    await expect(finance.getByTestId('statement-payment-lapse')).toBeHidden();

    await finance.goto(`${e2eUrls.buyer}/account/list`);
    await expect(finance.getByTestId(`statement-row-${code}`)).toContainText(words.closed, {
      timeout: 30_000,
    });
    await shot(finance, 'buyer-list');
  });
}
