import { expect, test, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #16 §2 batch delete: on /vendor/application the buyer admin selects applications; with one that is
// not cancelled (Wuxi Xinrui's, under approval) the Delete button stays disabled and says why; with only a
// cancelled one it deletes after a confirmation and the row leaves the list. Each language deletes its own
// demo application (tools/seed/purchasing/vendor-applications.ts). Screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    code: 'SA20250312-DEMO01',
    title: 'Supplier applications',
    hint: 'Only cancelled applications can be deleted.',
    del: 'Delete',
    confirm: 'Delete the selected applications?',
    done: '1 application deleted',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    code: 'SA20250906-DEMO02',
    title: '准入申请',
    hint: '只能删除已取消的申请。',
    del: '删除',
    confirm: '删除选中的申请？',
    done: '已删除 1 份申请',
  },
} as const;

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer deletes cancelled supplier applications, never others (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const buyer = await context.newPage();
    await signIn(buyer, e2eUrls.buyer, 'admin', words.login);
    await buyer.getByRole('button', { name: words.switchTo, exact: true }).click();

    await buyer.goto(`${e2eUrls.buyer}/vendor/application`);
    await expect(buyer.getByRole('heading', { name: words.title, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const cancelled = buyer.getByRole('row').filter({ hasText: words.code });
    const approving = buyer.getByRole('row').filter({ hasText: '无锡新锐精密机械有限公司' });
    await expect(cancelled).toBeVisible();

    // 1. A cancelled and an approving application: the batch cannot be deleted, and the page says why.
    await cancelled.getByRole('checkbox').check();
    await approving.getByRole('checkbox').check();
    const del = buyer.getByTestId('application-batch-delete');
    await expect(del).toBeDisabled();
    await expect(buyer.getByTestId('application-delete-hint')).toHaveText(words.hint);
    await shot(buyer, `vendor-applications-delete-refused-${locale}`);

    // 2. Only the cancelled one: confirmed, deleted, gone from the list; the approving one stays.
    await approving.getByRole('checkbox').uncheck();
    await expect(del).toBeEnabled();
    await del.click();
    const dialog = buyer.getByRole('alertdialog');
    await expect(dialog.getByText(words.confirm)).toBeVisible();
    await expect(dialog).toContainText(words.code);
    await shot(buyer, `vendor-applications-delete-confirm-${locale}`);
    await dialog.getByRole('button', { name: words.del, exact: true }).click();
    await expect(buyer.getByText(words.done)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cancelled).toHaveCount(0);
    await expect(approving).toBeVisible();
    await shot(buyer, `vendor-applications-deleted-${locale}`);
    await context.close();
  });
}
