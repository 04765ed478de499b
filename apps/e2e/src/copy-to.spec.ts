import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #12 §5, copy-to lists, once per language (each with its own draft): the purchaser copies the
// approver with the searchable person picker (typed, chosen with the keyboard) when submitting a demo draft;
// finance copies the approver on a new direct payment. The approver — no payment permission — finds both
// in its copy-to lists and opens them read-only.

const LANGS = {
  'en-US': {
    submitAnyway: 'Submit anyway',
    copyTo: 'Copy to',
    heading: 'Purchase requests copied to me',
    payHeading: 'Payment applications copied to me',
    readOnly: 'Copied to you for your information: read-only.',
    draft: { id: '00000000-0000-4000-8000-000000750001', code: 'PR202611010001' },
    remark: 'Copy-to journey (en)',
  },
  'zh-CN': {
    submitAnyway: '仍然提交',
    copyTo: '抄送',
    heading: '抄送我的采购申请',
    payHeading: '抄送我的付款申请',
    readOnly: '抄送给您知悉：只读。',
    draft: { id: '00000000-0000-4000-8000-000000750002', code: 'PR202611010002' },
    remark: '抄送旅程（中文）',
  },
} as const;
type Words = (typeof LANGS)['en-US' | 'zh-CN'];
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const slow = { timeout: 30_000 };

/** Types into the copy-to picker and takes the first match with the keyboard; a chip shows it. */
async function copy(page: Page, words: Words, typed: string, name: string) {
  const picker = page.getByTestId('copy-to');
  const box = picker.getByRole('combobox', { name: words.copyTo });
  await box.fill(typed);
  await expect(picker.getByRole('option', { name: new RegExp(name) })).toBeVisible(slow);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(picker.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`copy-to: a request and a payment copied to the approver, read-only in its lists (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The purchaser submits its draft with the approver (王审批) chosen by mobile number; over budget → confirm.
    const buyer = await signedIn(browser, { locale, user: 'purchaser' });
    await buyer.goto(`${e2eUrls.buyer}/procurement/edit/${words.draft.id}`);
    await copy(buyer, words, '13800000003', '王审批');
    await buyer.getByTestId('apply-submit').click();
    await buyer
      .getByRole('alertdialog')
      .getByRole('button', { name: words.submitAnyway })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    await expect(buyer).toHaveURL(new RegExp(`/procurement/success/${words.draft.id}$`), slow);
    await buyer.context().close();

    // Finance: a new direct payment, the approver chosen by name.
    const finance = await signedIn(browser, { locale, user: 'finance' });
    await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
    await finance.getByTestId('payment-type').selectOption('0');
    await finance.getByTestId('payment-vendor').selectOption(SHANGHAI);
    await finance.getByTestId('payment-payee').fill('上海精密机械有限公司');
    await finance.getByTestId('payment-account').fill('6225 8801 2345 6789');
    await finance
      .getByRole('textbox', { name: /^(Description|说明|描述)$/ })
      .first()
      .fill(words.remark);
    await finance
      .getByRole('textbox', { name: /^(Amount|金额)$/ })
      .first()
      .fill('1.00');
    await copy(finance, words, '王审', '王审批');
    await finance.getByTestId('payment-save-submit').click();
    await expect(finance).toHaveURL(/\/payment\/success\/[0-9a-f-]{36}$/, slow);
    const paymentId = /success\/([0-9a-f-]{36})$/.exec(finance.url())![1]!;
    await finance.context().close();

    // The approver: both copy-to lists show them; both open read-only.
    const approver = await signedIn(browser, { locale, user: 'approver' });
    await approver.goto(`${e2eUrls.buyer}/copyto/purchase`);
    await expect(approver.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible(slow);
    const row = approver.getByTestId(`copy-row-${words.draft.code}`);
    await expect(row).toBeVisible(slow);
    await row.getByRole('link', { name: words.draft.code }).click();
    await expect(approver).toHaveURL(new RegExp(`/procurement/applyDetail/${words.draft.id}$`), slow);
    await expect(approver.getByTestId('detail-cancel')).toHaveCount(0);
    await expect(approver.getByTestId('detail-commit')).toHaveCount(0);

    await approver.goto(`${e2eUrls.buyer}/copyto/payable`);
    await expect(approver.getByRole('heading', { name: words.payHeading, level: 1 })).toBeVisible(slow);
    await approver.locator(`a[href="/copyto/payable/${paymentId}"]`).click(slow);
    await expect(approver.getByText(words.readOnly)).toBeVisible(slow);
    await expect(approver.getByText(words.remark).first()).toBeVisible();
    await expect(approver.getByRole('button', { name: /Approve|通过|同意/ })).toHaveCount(0);
    await approver.context().close();
  });
}
