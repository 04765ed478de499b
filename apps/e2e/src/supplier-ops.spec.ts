import { expect, test } from './test.ts';
import { signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

test.use({ locale: 'en-US' });

test('the supplier signs in to the supplier portal and sees its own menu', async ({ page }) => {
  await signIn(page, e2eUrls.supplier, 'supplier');
  // After sign-in the account's stored language applies; this journey reads English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Supplier portal').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Address settings' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Address settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Registration approval' })).toHaveCount(0);
});

test('a buyer account cannot sign in to the supplier portal', async ({ page }) => {
  await page.goto(`${e2eUrls.supplier}/login`);
  await page.getByRole('textbox', { name: 'User name', exact: true }).fill('purchaser');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Procure@2026');
  await page.getByRole('textbox', { name: 'Image code', exact: true }).fill('2468');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the operations user signs in to the console and lands on registration approval', async ({ page }) => {
  await signIn(page, e2eUrls.ops, 'ops');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/registration-approval$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Registration approval' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Address settings' })).toHaveCount(0);
});
