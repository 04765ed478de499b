import { expect, test } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Screenshots of the company settings pages, for review (not compared).
const SHOTS = process.env['SHOTS_DIR'] ?? '../../tmp/shots/h3b';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ locale: 'en-US' });

test('an admin creates an employee with a role; the employee sees only that role’s menus; disabling ends their session', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const username = `e2e_${suffix}`;
  const password = 'Welcome@2026';
  const mobile = `136${String(Date.now()).slice(-8)}`;

  await signIn(page, e2eUrls.buyer, 'admin', ENGLISH);
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto(`${e2eUrls.buyer}/setting/staffManage`);
  await expect(page.getByRole('heading', { name: 'Staff management' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staff management' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-en.png`, fullPage: true });

  // Bad input stays in the dialog with messages under the fields.
  await page.getByRole('button', { name: 'New employee' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Approver');
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('123');
  await dialog.getByLabel('Initial password').fill('weak');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/11-digit/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-dialog-en.png` });

  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
  await dialog.getByLabel('Initial password').fill(password);
  await dialog.getByText('Approver', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByText('Approver', { exact: true })).toBeVisible();

  // The employee logs in (another browser session) and sees their role's menus only.
  const employeeContext = await browser.newContext({ locale: 'en-US' });
  const employee = await employeeContext.newPage();
  await signIn(employee, e2eUrls.buyer, username, ENGLISH, password);
  await employee.getByRole('button', { name: 'English' }).click();
  await employee.goto(`${e2eUrls.buyer}/userSetting/address`);
  const employeeMenu = employee.getByRole('navigation', { name: 'Main menu' });
  await expect(employeeMenu.getByRole('link', { name: 'Address settings' })).toBeVisible();
  await expect(employeeMenu.getByRole('link', { name: 'Staff management' })).toHaveCount(0);
  await expect(employeeMenu.getByText('Company settings')).toHaveCount(0);

  // Roles and enterprise pages, with a logo upload.
  await page.goto(`${e2eUrls.buyer}/setting/roleManage`);
  await expect(page.getByRole('cell', { name: /Administrator/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/roles-en.png`, fullPage: true });
  await page.getByRole('row').filter({ hasText: 'Approver' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByText('Staff management', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/role-dialog-en.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${e2eUrls.buyer}/setting/enterpriseInfo`);
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: '标志.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Enterprise logo' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/enterprise-en.png`, fullPage: true });

  // The admin disables the employee: the employee's next call ends their session.
  await page.goto(`${e2eUrls.buyer}/setting/staffManage`);
  await page.getByRole('row').filter({ hasText: username }).getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Disable' })
    .or(page.getByRole('dialog').getByRole('button', { name: 'Disable' }))
    .click();
  await expect(page.getByText('Employee disabled')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username }).getByText('Disabled')).toBeVisible();

  await employee.reload();
  await expect(employee).toHaveURL(/\/login$/, { timeout: 10_000 });
  await employeeContext.close();

  // The same pages in Chinese.
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '员工管理' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-zh.png`, fullPage: true });
  await page.goto(`${e2eUrls.buyer}/setting/roleManage`);
  await expect(page.getByRole('heading', { name: '角色权限' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/roles-zh.png`, fullPage: true });
  await page.goto(`${e2eUrls.buyer}/setting/enterpriseInfo`);
  await expect(page.getByRole('heading', { name: '企业信息' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/enterprise-zh.png`, fullPage: true });
  expect(CHINESE.submit).toBe('登录');
});
