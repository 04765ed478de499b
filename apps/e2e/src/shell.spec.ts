import { expect, test } from './test.ts';
import type { Page } from './test.ts';
import { CHINESE, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// The shell and the error catalogue of spec §2 and §8 in the buyer portal.
// The purchaser's saved language is Chinese (the server's choice wins after login).
test.use({ locale: 'zh-CN' });

const ADDRESS_LIST = '**/api/v1/person/addresses/list**';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44 NetType/WIFI Language/zh_CN';

/** Optional screenshots for the review notes: set E2E_SCREENSHOTS_DIR to keep them. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  if (!dir) return;
  await page.waitForTimeout(400); // let the opening animations of menus and dialogs finish
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** Signs the purchaser in and makes sure the screen is Chinese, whatever an earlier test saved. */
async function signInPurchaser(page: Page): Promise<void> {
  await signIn(page, e2eUrls.buyer, 'purchaser', CHINESE);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
}

const redMessages = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const envelope = (code: number, desc: string) => ({ code, data: { errorCode: `e2e.${code}` }, desc });

test('the home page hides the side menu, a route highlights its menu entry and a cached page keeps its state', async ({
  page,
}) => {
  await signInPurchaser(page);
  const mainMenu = page.getByRole('navigation', { name: '主菜单' });
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(mainMenu).toHaveCount(0);
  // The purchaser belongs to two tenants: the top bar names the current one.
  await expect(
    page
      .getByRole('banner')
      .getByText(/华夏|Huaxia/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: '切换租户' }).click();
  await expect(page.getByRole('menuitem').nth(1)).toBeVisible();
  await shot(page, 'top-bar-tenant-switcher-zh');
  await page.keyboard.press('Escape');

  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  await expect(page).toHaveURL(/\/userSetting\/address$/);
  await expect(mainMenu.getByRole('link', { name: '地址设置' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // Route meta `cache`: the address page is kept while away and shown again, not rebuilt.
  const heading = page.getByRole('heading', { name: '地址设置' });
  await heading.evaluate((el) => {
    (window as unknown as { keptHeading: Element }).keptHeading = el;
  });
  await mainMenu.getByRole('link', { name: '首页', exact: true }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(heading).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  await expect(heading).toBeVisible();
  expect(
    await heading.evaluate((el) => (window as unknown as { keptHeading: Element }).keptHeading === el),
  ).toBe(true);

  // The top bar in English (screenshots for the notes), then back to the saved Chinese.
  await page.getByRole('button', { name: 'English' }).click();
  const englishMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(englishMenu.getByRole('link', { name: 'Address settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch tenant' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await shot(page, 'top-bar-tenant-switcher-en');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(mainMenu.getByRole('link', { name: '地址设置' })).toBeVisible();
});

test('business code 2001 opens the monitoring package modal instead of a red message', async ({ page }) => {
  await signInPurchaser(page);
  await page.route(ADDRESS_LIST, (route) => route.fulfill({ json: envelope(2001, 'package expired (e2e)') }));
  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  const modal = page.getByRole('dialog', { name: '需要购买监控套餐' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/风险预警/)).toBeVisible();
  await expect(redMessages(page).getByText('package expired (e2e)')).toHaveCount(0);
  await shot(page, 'monitoring-package-modal-zh');
  await modal.getByRole('button', { name: '暂不购买' }).click();
  await expect(modal).toBeHidden();

  // The language switch refetches the page's data: the modal comes again, now in English.
  await page.getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('dialog', { name: 'Monitoring package required' });
  await expect(english).toBeVisible();
  await shot(page, 'monitoring-package-modal-en');
  await english.getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('button', { name: '中文' }).click();
  // Back in Chinese, the refetch answers 2001 again: the modal comes back, in Chinese.
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: '暂不购买' }).click();
  await expect(modal).toBeHidden();
});

test('the address list hides the red message; its failure is retried and shown on the page', async ({
  page,
}) => {
  await signInPurchaser(page);
  let calls = 0;
  await page.route(ADDRESS_LIST, (route) => {
    calls += 1;
    return route.fulfill({ status: 503, json: envelope(503, 'Service unavailable (e2e)') });
  });
  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  await expect(page.getByRole('main').getByText('Service unavailable (e2e)')).toBeVisible({
    timeout: 15_000,
  });
  expect(calls).toBeGreaterThan(1); // the query retried before giving up
  await expect(redMessages(page).getByText('Service unavailable (e2e)')).toHaveCount(0);
});

test('an expired session shows the timeout message once and lands on /login', async ({ page }) => {
  await signInPurchaser(page);
  await page.route(ADDRESS_LIST, (route) =>
    route.fulfill({ status: 401, json: envelope(401, 'Session expired') }),
  );
  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  await expect(page.getByText('登录超时，请重新登录 (401)')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  expect(await page.evaluate(() => sessionStorage.getItem('procure.token'))).toBeNull();
});

test('a failing menu load is ignored: the shell still renders', async ({ page }) => {
  await page.route('**/api/v1/menu/list', (route) =>
    route.fulfill({ status: 500, json: envelope(500, 'Menu down (e2e)') }),
  );
  await signInPurchaser(page);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  // The failure still gets its one red message with the server's text.
  await expect(redMessages(page).getByText('Menu down (e2e)')).toHaveCount(1);
});

test('a messenger browser without a session gets the mobile login tip, also by its hash route', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    viewport: { width: 390, height: 760 },
  });
  const page = await context.newPage();
  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page).toHaveURL(/\/mobile\/loginTip$/);
  await expect(page.getByRole('heading', { name: '请重新登录' })).toBeVisible();
  await shot(page, 'mobile-login-tip-zh');
  await page.goto(`${e2eUrls.buyer}/#/mobile/loginTip`);
  await expect(page).toHaveURL(/\/mobile\/loginTip$/);
  await expect(page.getByRole('link', { name: '前往登录' })).toBeVisible();
  await context.close();

  const englishPhone = await browser.newContext({
    userAgent: WECHAT_UA,
    locale: 'en-US',
    viewport: { width: 390, height: 760 },
  });
  const english = await englishPhone.newPage();
  await english.goto(`${e2eUrls.buyer}/#/mobile/loginTip`);
  await expect(english.getByRole('heading', { name: 'Please sign in again' })).toBeVisible();
  await shot(english, 'mobile-login-tip-en');
  await englishPhone.close();
});
