import { expect, test } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #13 §4, order templates: the purchaser saves a request's lines as a named template, finds it
// beside the demo templates, renames it, starts a new draft request from it (the form opens with its
// lines) and deletes it. Once per language.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    save: 'Save',
    rename: 'Rename',
    remove: 'Delete',
    heading: 'Order templates',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    save: '保存',
    rename: '重命名',
    remove: '删除',
    heading: '订单模板',
  },
} as const;

/** PR202611010002, the purchaser's complete demo draft (one bearing line). */
const DEMO_DRAFT = '00000000-0000-4000-8000-000000750002';

for (const [locale, words] of Object.entries(LANGS)) {
  test(`order templates: save from a request, rename, start a request, delete (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The machine running the journeys is shared: the first look at each page may take longer than 10 s.
    const slow = { timeout: 30_000 };
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await signIn(page, e2eUrls.buyer, 'purchaser', words.login);
    await page.getByRole('button', { name: words.switchTo, exact: true }).click();

    // Save the request's lines under a name of this run.
    const name = `E2E ${locale} ${Date.now() % 100000}`;
    await page.goto(`${e2eUrls.buyer}/procurement/applyDetail/${DEMO_DRAFT}`);
    await page.getByTestId('save-template').click(slow);
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('name-input').fill(name);
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(dialog).toHaveCount(0, slow);

    // The list: the demo templates and ours; rename ours.
    await page.goto(`${e2eUrls.buyer}/procurement/orderTemplate`);
    await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible(slow);
    await expect(page.getByTestId('template-row-月度备件（轴承、钢板）')).toBeVisible();
    const row = page.getByTestId(`template-row-${name}`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: words.rename, exact: true }).click();
    const renamed = `${name} R`;
    await page.getByRole('dialog').getByTestId('name-input').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: words.save, exact: true }).click();
    const renamedRow = page.getByTestId(`template-row-${renamed}`);
    await expect(renamedRow).toBeVisible(slow);

    // A new draft from it: the form opens with the template's line.
    await page.getByTestId(`template-start-${renamed}`).click();
    await expect(page).toHaveURL(/\/procurement\/edit\/[0-9a-f-]{36}$/, slow);
    await expect(page.locator('input[name="lines.0.name"]')).toHaveValue(/轴承/, slow);

    // Delete it: gone from the list.
    await page.goto(`${e2eUrls.buyer}/procurement/orderTemplate`);
    await page
      .getByTestId(`template-row-${renamed}`)
      .getByRole('button', { name: words.remove, exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.remove, exact: true }).click();
    await expect(page.getByTestId(`template-row-${renamed}`)).toHaveCount(0, slow);
    await context.close();
  });
}
