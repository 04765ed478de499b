import { expect, test, type Page } from './test.ts';
import { apiCall, apiToken } from './api-session.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// The company's payment settings (issue #15, `/setting/payment`), once per language, in Huaxia: the admin
// allows bank transfer and cheque only (cheque first) with a voucher number required → finance's new
// payment form offers only those two, cheque chosen → confirming the demo's approved advance
// PAY202611200003 without a voucher number is refused with the translated message (nothing changes) →
// the admin restores every method (bank transfer first). The settings are put back to the defaults in
// `afterEach` too: the payment journeys after this one (payment-verify, payments, procure-to-pay, …) run on
// the same server and expect every type and method.

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const APPROVED = '00000000-0000-4000-8000-000001020003';
const DEFAULTS = {
  methods: [0, 2, 3, 6],
  defaultMethod: 0,
  types: [0, 1, 2],
  advanceMaxPercent: 100,
  verificationRequired: false,
  voucherRequired: true,
};
const LANGS = {
  'en-US': {
    menu: 'Main menu',
    title: 'Payment settings',
    cheque: 'Cheque',
    transfer: 'Online bank transfer',
    voucher: 'The company’s payment settings require a voucher number to confirm the payment',
    approved: 'Approved',
  },
  'zh-CN': {
    menu: '主菜单',
    title: '付款设置',
    cheque: '支票',
    transfer: '网银转账',
    voucher: '公司付款设置要求填写凭证号后才能确认付款',
    approved: '已审批',
  },
} as const;
const shot = screenshotter('payment-setting');
const checkbox = (page: Page, set: string, code: number) =>
  page.getByTestId(`setting-${set}-${code}`).locator('input');

// Whatever happened, the next journeys find the defaults (a row equal to them behaves as no row).
test.afterEach(async ({ request }) => {
  const token = await apiToken(request, 'buyer', 'admin', HUAXIA);
  await apiCall(request, token, '/financialSet/paymentSetting', DEFAULTS);
});

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the admin restricts payment methods, finance's form and confirm pay follow (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await signedIn(browser, { locale, user: 'admin' });
    await admin.goto(`${e2eUrls.buyer}/setting/payment`);
    await expect(admin.getByRole('heading', { name: words.title })).toBeVisible({ timeout: 30_000 });
    // Under the company settings and under Finance.
    await expect(
      admin.getByRole('navigation', { name: words.menu }).getByRole('link', { name: words.title }),
    ).toHaveCount(2);
    // No settings yet: every method allowed, bank transfer first, a voucher number required.
    await expect(checkbox(admin, 'paymentMethod', 0)).toBeChecked({ timeout: 30_000 });
    for (const code of [2, 3, 6]) await expect(checkbox(admin, 'paymentMethod', code)).toBeChecked();
    await expect(admin.getByTestId('setting-default-method')).toHaveValue('0');
    await shot(admin, 'defaults', locale);

    await admin.getByTestId('setting-paymentMethod-3').click();
    await admin.getByTestId('setting-paymentMethod-6').click();
    await expect(checkbox(admin, 'paymentMethod', 3)).not.toBeChecked();
    await admin.getByTestId('setting-default-method').selectOption('2');
    const voucher = admin.getByTestId('setting-voucher-switch').locator('input');
    if (!(await voucher.isChecked())) await admin.getByTestId('setting-voucher-switch').click();
    await expect(voucher).toBeChecked();
    await answeredOk(admin, () => admin.getByTestId('setting-save').click(), '/financialSet/paymentSetting');
    await shot(admin, 'restricted', locale);

    // The payable accountant reaches the settings from the Finance menu (no company settings group).
    const finance = await signedIn(browser, { locale, user: 'finance' });
    await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
    await finance
      .getByRole('navigation', { name: words.menu })
      .getByRole('link', { name: words.title })
      .click();
    await expect(finance.getByRole('heading', { name: words.title })).toBeVisible({ timeout: 30_000 });
    await expect(checkbox(finance, 'paymentMethod', 3)).not.toBeChecked({ timeout: 30_000 });
    await shot(finance, 'finance-menu', locale);

    // Finance's new payment form: only the two methods, cheque chosen.
    await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
    const method = finance.getByTestId('payment-method');
    await expect(method).toHaveValue('2', { timeout: 30_000 });
    await expect(method.locator('option')).toHaveText([words.transfer, words.cheque]);
    await shot(finance, 'form', locale);

    // Confirm pay without a voucher number: refused by the server, translated; the payment stays approved.
    await finance.goto(`${e2eUrls.buyer}/payment/detail/${APPROVED}`);
    await finance.getByTestId('payment-confirm-pay').click({ timeout: 30_000 });
    await finance.getByTestId('pay-payment-no').fill(`BK-SET-${locale}`);
    const refused = finance.waitForResponse((r) => r.url().includes('/payables/batchConfirmPay'));
    await finance.getByTestId('form-dialog-submit').click();
    expect((await refused).status()).toBe(422);
    await expect(finance.getByRole('dialog').getByRole('alert')).toHaveText(words.voucher);
    await shot(finance, 'voucher-refused', locale);
    await finance
      .getByRole('dialog')
      .getByRole('button', { name: /^(Cancel|取消)$/ })
      .click();
    await finance.reload();
    await expect(finance.getByText(words.approved, { exact: true }).first()).toBeVisible();

    // The admin allows every method again, bank transfer first.
    await admin.reload();
    await expect(checkbox(admin, 'paymentMethod', 3)).not.toBeChecked({ timeout: 30_000 });
    await admin.getByTestId('setting-paymentMethod-3').click();
    await admin.getByTestId('setting-paymentMethod-6').click();
    await admin.getByTestId('setting-default-method').selectOption('0');
    await answeredOk(admin, () => admin.getByTestId('setting-save').click(), '/financialSet/paymentSetting');
    await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
    await expect(finance.getByTestId('payment-method')).toHaveValue('0', { timeout: 30_000 });
    await expect(finance.getByTestId('payment-method').locator('option')).toHaveCount(4);
  });
}
