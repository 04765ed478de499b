import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from './test.ts';
import { CHINESE, signIn } from './login.ts';
import { E2E_DATABASE, e2eUrls } from './ports.ts';

// Issue #4 journeys: a tenant switch changes the visible data; a menu entry without permission is
// absent and its URL answers with the no-permission behaviour; an expired session lands on /login.
// The demo accounts' saved language is Chinese, so the screens are in Chinese after signing in.

test.use({ locale: 'zh-CN' });

/** Back-dates every session of a user in the journeys' database (scripts/start-api.ts creates it). */
function expireSessionsOf(username: string): void {
  const adminUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  execFileSync('psql', [
    url.toString(),
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `update sessions set last_seen_at = now() - interval '30 days'
       where user_id = (select id from users where username = '${username}')`,
  ]);
}

const tenantButton = (page: Page) => page.getByRole('button', { name: '切换租户' });

test('a purchaser in two tenants switches tenant and sees the other tenant’s data', async ({ page }) => {
  await signIn(page, e2eUrls.buyer, 'purchaser', CHINESE);
  await expect(tenantButton(page)).toContainText('华夏智造');

  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page.getByRole('heading', { name: '地址设置' })).toBeVisible();
  // The seeded Huaxia warehouse address.
  await expect(page.getByRole('row', { name: /张仓管/ })).toBeVisible();
  const huaxiaTenantId = await page.evaluate(() => sessionStorage.getItem('procure.tenantId'));

  await tenantButton(page).click();
  await page.getByRole('menuitem', { name: '东方零售' }).click();
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);
  await expect(tenantButton(page)).toContainText('东方零售');
  const dongfangTenantId = await page.evaluate(() => sessionStorage.getItem('procure.tenantId'));
  expect(dongfangTenantId).not.toBe(huaxiaTenantId);

  // Same token, other tenant: Huaxia's addresses are gone from the list.
  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page.getByRole('heading', { name: '地址设置' })).toBeVisible();
  await expect(page.getByRole('row', { name: /张仓管/ })).toHaveCount(0);

  // And back: the data returns.
  await tenantButton(page).click();
  await page.getByRole('menuitem', { name: '华夏智造' }).click();
  await expect(tenantButton(page)).toContainText('华夏智造');
  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page.getByRole('row', { name: /张仓管/ })).toBeVisible();
});

test('a user without the address permission has no menu entry, and its URL says no permission', async ({
  page,
}) => {
  await signIn(page, e2eUrls.buyer, 'viewer', CHINESE);
  await expect(page.getByRole('link', { name: '地址设置' })).toHaveCount(0);

  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page.getByText('无权限').first()).toBeVisible();
  // Spec §6: to /login after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
});

test('an expired session shows the timeout message and lands on /login', async ({ page }) => {
  await signIn(page, e2eUrls.buyer, 'approver', CHINESE);
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();

  expireSessionsOf('approver');
  await page.goto(`${e2eUrls.buyer}/userSetting/address`);
  await expect(page.getByText('登录超时，请重新登录').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
});
