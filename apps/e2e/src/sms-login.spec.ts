import { expect, test, type Browser } from './test.ts';
import { signIn } from './login.ts';
import { codeSentTo } from './outbox.ts';
import { E2E_CAPTCHA, e2eUrls } from './ports.ts';

test.use({ locale: 'en-US' });

/** The newest code the simulator recorded for a number, read on the ops console's outbox page. */
async function codeFromOutboxPage(browser: Browser, mobile: string): Promise<string> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await signIn(page, e2eUrls.ops, 'ops');
    await page
      .getByRole('navigation', { name: /Main menu|主菜单/ })
      // The ops account's saved language decides the console's language.
      .getByRole('link', { name: /Simulated outbox|模拟消息发件箱/ })
      .click();
    await expect(page.getByText(/These are simulated messages|以下均为模拟消息/)).toBeVisible();
    const row = page.getByTestId('outbox-row').filter({ hasText: mobile }).first();
    await expect(row).toBeVisible();
    const text = (await row.textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(text.replace(mobile, ''))?.[1];
    expect(code, text).toBeDefined();
    return code ?? '';
  } finally {
    await context.close();
  }
}

test('a buyer signs in on the new login page with an SMS code read from the simulated outbox', async ({
  page,
  browser,
}) => {
  const mobile = '13800000001'; // admin
  await page.goto(`${e2eUrls.buyer}/buyerlogin`);
  await page.getByRole('tab', { name: 'SMS login' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Image code' }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If this number belongs to an account, a code is on its way.')).toBeVisible();
  // One code per 60 seconds: the button counts down.
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

  const code = await codeFromOutboxPage(browser, mobile);
  await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);
  await expect(page.getByRole('heading', { name: /Welcome back|欢迎回来/ })).toBeVisible();
});

test('a buyer resets a forgotten password and signs in with the new one', async ({ page, request }) => {
  const mobile = '13800000004'; // finance
  const newPassword = 'Finance@2027new';
  await page.goto(`${e2eUrls.buyer}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${e2eUrls.buyer}/reset`);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Image code' }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

  await page.getByRole('textbox', { name: 'SMS code' }).fill(await codeSentTo(request, mobile));
  await page.getByLabel('New password', { exact: false }).first().fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(`${e2eUrls.buyer}/login`);
  await expect(page.getByText('Password changed. Log in with your new password.')).toBeVisible();
  await page.getByRole('textbox', { name: 'User name', exact: true }).fill('finance');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Image code', exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);
});
