import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #16 §8, the supplier's own profile: the supplier changes its bank account → a change application
// with the old → new diff waits for the buyer → the buyer reviews it from the supplier file and approves →
// both sides see the new account, and the change in the history. Once per language, on the demo seed
// (Shanghai Precision in Huaxia, whose changes the admin approves). Screenshots go to tmp/screens.

const SHANGHAI_CODE = '91310115MA1K4XY7DD';

const LANGS = {
  'en-US': {
    profile: 'Company profile',
    request: 'Request a change',
    accountNo: 'Account number',
    submit: 'Submit change for approval',
    submitted: 'Change submitted for approval',
    file: 'Supplier file',
    review: 'Review the change',
    approve: 'Approve',
    approved: 'Approved',
  },
  'zh-CN': {
    profile: '企业资料',
    request: '申请变更',
    accountNo: '银行账号',
    submit: '提交变更审批',
    submitted: '变更已提交审批',
    file: '供应商档案',
    review: '审核变更',
    approve: '通过',
    approved: '已通过',
  },
} as const;

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a supplier changes its bank account and the buyer approves the diff (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const accountNo = `6222${String(Date.now()).slice(-11)}`;

    // 1. The supplier asks for a new account number.
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'supplier',
      viewport: { width: 1280, height: 900 },
    });
    await supplier.goto(`${e2eUrls.supplier}/vdProfile`);
    await expect(supplier.getByRole('heading', { name: words.profile })).toBeVisible();
    await expect(supplier.getByTestId('change-history')).toBeVisible();
    await shot(supplier, `vd-profile-${locale}`);
    await supplier.getByRole('button', { name: words.request }).click();
    const account = supplier.getByTestId('bank-account-0').getByRole('textbox', { name: words.accountNo });
    const oldAccount = await account.inputValue();
    await account.fill(accountNo);
    await shot(supplier, `vd-profile-form-${locale}`);
    await supplier.getByRole('button', { name: words.submit }).click();
    await expect(supplier.getByText(words.submitted).first()).toBeVisible();
    const pending = supplier.getByTestId('open-change');
    await expect(pending.getByTestId('diff-bankAccount-0-accountNo')).toContainText(oldAccount);
    await expect(pending.getByTestId('diff-bankAccount-0-accountNo')).toContainText(accountNo);
    // Not applied yet.
    await expect(supplier.getByTestId('profile-bank-accounts')).toContainText(oldAccount);
    await shot(supplier, `vd-profile-pending-${locale}`);

    // 2. The buyer sees the diff in the supplier file and approves it on the change's page.
    const buyer = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1280, height: 900 } });
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    await buyer.getByTestId(`vendor-row-${SHANGHAI_CODE}`).getByRole('link', { name: words.file }).click();
    const open = buyer.getByTestId('open-change');
    await expect(open.getByTestId('diff-bankAccount-0-accountNo')).toContainText(accountNo);
    await shot(buyer, `vendor-file-pending-${locale}`);
    await open.getByRole('link', { name: words.review }).click();
    await expect(buyer).toHaveURL(/\/vendor\/change\/detail\//);
    // The route module loads while the file stays on screen: wait for the change's own page.
    await expect(buyer.getByTestId('change-decision')).toBeVisible();
    await expect(buyer.getByTestId('change-diff')).toContainText(oldAccount);
    await shot(buyer, `vendor-change-detail-${locale}`);
    await buyer
      .getByTestId('change-decision')
      .getByRole('button', { name: words.approve, exact: true })
      .click();
    await expect(buyer.getByText(words.approved).first()).toBeVisible();
    await expect(buyer.getByTestId('change-decision')).toHaveCount(0);

    // 3. Applied on both sides; the change is in the history.
    await buyer.locator('a[href^="/vendor/detail/"]').click();
    await expect(buyer.getByTestId('profile-bank-accounts')).toContainText(accountNo);
    await expect(buyer.getByTestId('open-change')).toHaveCount(0);
    await expect(buyer.getByTestId('change-history')).toContainText(accountNo);
    await shot(buyer, `vendor-file-${locale}`);
    await supplier.reload();
    await expect(supplier.getByTestId('profile-bank-accounts')).toContainText(accountNo, { timeout: 30_000 });
    await expect(supplier.getByTestId('open-change')).toHaveCount(0);
  });
}
