import { expect, test } from './test.ts';
import { CHINESE, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

test.use({ locale: 'zh-CN' });

test('a buyer signs in, switches language, keeps an address book and signs out', async ({ page }) => {
  // The browser says Chinese, so the portal starts in Chinese.
  await signIn(page, e2eUrls.buyer, 'purchaser', CHINESE);
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();

  // The home page hides the side menu (spec §2); its quick links come from the same menu tree.
  await page.getByRole('main').getByRole('link', { name: '地址设置' }).click();
  await expect(page).toHaveURL(/\/userSetting\/address$/);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '地址设置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '地址设置' })).toBeVisible();

  // Switching language changes the screen text (and is saved for the account).
  await page.getByRole('button', { name: 'English' }).click();
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(mainMenu.getByRole('link', { name: 'Address settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Address settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByRole('row');
  const before = await rows.count();

  // Bad input: a clear message on the field, and nothing is saved.
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Contact', exact: true }).fill('Li Lei');
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('12345');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/11-digit/)).toBeVisible();
  await expect(dialog.getByText(/e-mail address/i)).toBeVisible();
  await expect(dialog).toBeVisible();

  // Good input: saved, with the server's message, and listed.
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('13912345678');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('li.lei@example.com');
  await dialog.getByRole('combobox', { name: 'Province', exact: true }).selectOption({ label: '上海市' });
  await dialog.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: '市辖区' });
  await dialog.getByRole('combobox', { name: 'District', exact: true }).selectOption({ label: '浦东新区' });
  await dialog
    .getByRole('textbox', { name: 'Detailed address', exact: true })
    .fill('No. 88 Century Avenue, Room 1201');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Li Lei/ })).toBeVisible();
  await expect(rows).toHaveCount(before + 1);

  // The default address cannot be deleted: the action is locked, and the server refuses it too.
  const defaultRow = page.getByRole('row', { name: /Default/ }).first();
  await expect(defaultRow.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const token = await page.evaluate(() => sessionStorage.getItem('procure.token') ?? '');
  const list = await page.request.get(`${e2eUrls.buyer}/api/v1/person/addresses/list`, {
    headers: { token, language: 'en_us' },
  });
  const addresses = (await list.json()).data as { id: string; isDefault: boolean }[];
  const defaultId = addresses.find((a) => a.isDefault)?.id;
  const refused = await page.request.delete(`${e2eUrls.buyer}/api/v1/person/addresses/${defaultId}`, {
    headers: { token, language: 'en_us' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).desc).toMatch(/default/i);
  await page.reload();
  await expect(rows).toHaveCount(before + 1);

  // Signing out ends the session and returns to the login page.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.request.get(`${e2eUrls.buyer}/api/v1/person/addresses/list`, {
    headers: { token },
  });
  expect(after.status()).toBe(401);
});
