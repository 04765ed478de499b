import { expect, test } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #12 §5, copy-to lists: the purchaser copies the approver when submitting a demo draft; the
// approver finds it in "copied to me" and opens it read-only. Once per language (each its own draft).

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    submitAnyway: 'Submit anyway',
    heading: 'Purchase requests copied to me',
    draft: { id: '00000000-0000-4000-8000-000000750001', code: 'PR202611010001' },
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    submitAnyway: '仍然提交',
    heading: '抄送我的采购申请',
    draft: { id: '00000000-0000-4000-8000-000000750002', code: 'PR202611010002' },
  },
} as const;

for (const [locale, words] of Object.entries(LANGS)) {
  test(`copy-to: a submitted request copied to the approver, read-only in its list (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const slow = { timeout: 30_000 };
    const buyerContext = await browser.newContext({ locale });
    const buyer = await buyerContext.newPage();
    await signIn(buyer, e2eUrls.buyer, 'purchaser', words.login);
    await buyer.getByRole('button', { name: words.switchTo, exact: true }).click();

    // Submit the draft with the approver (王审批) copied; over the production budget → confirm.
    await buyer.goto(`${e2eUrls.buyer}/procurement/edit/${words.draft.id}`);
    await buyer.getByTestId('copy-to').getByText('王审批', { exact: true }).click(slow);
    await buyer.getByTestId('apply-submit').click();
    const question = buyer.getByRole('alertdialog');
    await question
      .getByRole('button', { name: words.submitAnyway })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    await expect(buyer).toHaveURL(new RegExp(`/procurement/success/${words.draft.id}$`), slow);
    await buyerContext.close();

    // The approver: the copy-to list shows it; the detail opens read-only.
    const context = await browser.newContext({ locale });
    const approver = await context.newPage();
    await signIn(approver, e2eUrls.buyer, 'approver', words.login);
    await approver.getByRole('button', { name: words.switchTo, exact: true }).click();
    await approver.goto(`${e2eUrls.buyer}/copyto/purchase`);
    await expect(approver.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible(slow);
    const row = approver.getByTestId(`copy-row-${words.draft.code}`);
    await expect(row).toBeVisible(slow);
    await row.getByRole('link', { name: words.draft.code }).click();
    await expect(approver).toHaveURL(new RegExp(`/procurement/applyDetail/${words.draft.id}$`), slow);
    await expect(approver.getByTestId('detail-cancel')).toHaveCount(0);
    await expect(approver.getByTestId('detail-commit')).toHaveCount(0);
    await context.close();
  });
}
