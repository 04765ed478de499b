import { expect, test, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #16 §4 "business list, levels", once per language: the supplier levels on the classification settings
// page, then the business list (suppliers by class and level): the level filter, and a level given to a
// supplier with a reason. Each language moves Suzhou Hengsteel to its own level (B, then C) so a rerun works.
// Screenshots go to tmp/screens.

const SUZHOU = '91320505MA1P8QW3C9';

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    levels: 'Supplier levels',
    business: 'Suppliers by class and level',
    setLevel: 'Set level',
    reason: 'Reason',
    save: 'Save',
    changed: 'Level changed',
    target: 'B',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    levels: '供应商等级',
    business: '供应商名录（分类与等级）',
    setLevel: '评定等级',
    reason: '原因',
    save: '保存',
    changed: '等级已变更',
    target: 'C',
  },
} as const;

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer rates classified suppliers with levels (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const buyer = await context.newPage();
    await signIn(buyer, e2eUrls.buyer, 'admin', words.login);
    await buyer.getByRole('button', { name: words.switchTo, exact: true }).click();

    await buyer.goto(`${e2eUrls.buyer}/setting/vendorClassification`);
    const levels = buyer.getByTestId('vendor-levels');
    await expect(levels.getByRole('heading', { name: words.levels })).toBeVisible({ timeout: 30_000 });
    await expect(levels.getByTestId('level-row-A')).toBeVisible();
    await expect(levels.getByTestId('level-row-D')).toBeVisible();
    await levels.scrollIntoViewIfNeeded();
    await shot(buyer, `vendor-levels-${locale}`);

    await buyer.goto(`${e2eUrls.buyer}/vendor/business`);
    await expect(buyer.getByRole('heading', { name: words.business, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const row = buyer.getByTestId(`business-row-${SUZHOU}`);
    await expect(row).toBeVisible();
    await shot(buyer, `vendor-business-${locale}`);
    await row.getByRole('checkbox').check();
    await buyer.getByTestId('business-set-level').click();
    const dialog = buyer.getByRole('alertdialog');
    const level = dialog.getByTestId('business-level');
    const option = level.locator('option', { hasText: new RegExp(`^${words.target} `) });
    await level.selectOption((await option.getAttribute('value')) ?? '');
    await dialog.getByRole('textbox', { name: words.reason }).fill(`E2E ${locale}`);
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(buyer.getByText(words.changed).first()).toBeVisible();
    await expect(row.getByTestId('business-level-cell')).toContainText(words.target);
    await shot(buyer, `vendor-business-level-${locale}`);
    await context.close();
  });
}
