import { expect, test } from './test.ts';
import { DEMO_PASSWORD, e2eUrls } from './ports.ts';
import { ENGLISH, signIn } from './login.ts';
import { codeSentTo } from './outbox.ts';

// Personal settings journeys: password change confirmed by the SMS code from the simulator's outbox
// (read through the operations API), then a login with the new password; a work proxy.
const NEW_PASSWORD = 'Journey2026Pass';
const APPROVER_MOBILE = '13800000003';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('procure.locale', 'en-US'));
});

test('changes the password with the SMS code, then logs in with the new password', async ({
  page,
  request,
}) => {
  // The second change waits out the send guard's minute between two codes to one number.
  test.setTimeout(240_000);
  await signIn(page, e2eUrls.buyer, 'approver');
  await page.goto(`${e2eUrls.buyer}/userSetting/userInfo`);
  await expect(page.getByText('138****0003', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  const firstCode = await codeSentTo(request, APPROVER_MOBILE);
  await form.getByLabel('Verification code').fill(firstCode);
  // The confirmation must match: checked in the browser before anything is sent.
  await form.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two new passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed/).first()).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, e2eUrls.buyer, 'approver', ENGLISH, NEW_PASSWORD);
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);

  // Put the demo password back: later journeys (vendor-certificate-renewal) sign in as the approver.
  await page.goto(`${e2eUrls.buyer}/userSetting/userInfo`);
  const back = page.getByRole('form', { name: 'Change password' });
  await back.getByLabel('Current password').fill(NEW_PASSWORD);
  await back.getByLabel(/^New password/).fill(DEMO_PASSWORD);
  await back.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  // One code per number per minute (the send guard): retry until the second code goes out.
  await expect(async () => {
    await back.getByRole('button', { name: 'Send code' }).click();
    await expect(back.getByRole('button', { name: /Resend in/ })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  let secondCode = firstCode;
  await expect(async () => {
    secondCode = await codeSentTo(request, APPROVER_MOBILE);
    expect(secondCode).not.toBe(firstCode);
  }).toPass({ timeout: 20_000 });
  await back.getByLabel('Verification code').fill(secondCode);
  await back.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed/).first()).toBeVisible();
});

test('sets a work proxy, is refused an overlapping one, and cancels it', async ({ page }) => {
  await signIn(page, e2eUrls.buyer, 'purchaser');
  await page.goto(`${e2eUrls.buyer}/userSetting/proxySetting`);
  const form = page.getByRole('form', { name: 'New work proxy' });
  // A day far ahead, different per run, so that a rerun on a reused server does not overlap the last one.
  const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 3000)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await form.getByLabel(/^Start date/).fill(day);
  await form.getByLabel(/^End date/).fill(day);
  await form.getByRole('combobox', { name: 'Delegate' }).selectOption({ label: '王审批 (approver)' });
  await form.getByRole('button', { name: 'Set proxy' }).click();
  await expect(page.getByText('Work proxy set').first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`王审批.*${day}`) });
  await expect(row.getByText('Upcoming')).toBeVisible();
  // A second proxy in the same period is refused by the server (409) with its message.
  await form.getByLabel(/^Start date/).fill(day);
  await form.getByLabel(/^End date/).fill(day);
  await form.getByRole('combobox', { name: 'Delegate' }).selectOption({ label: '赵财务 (finance)' });
  await form.getByRole('button', { name: 'Set proxy' }).click();
  await expect(page.getByText(/already have a work proxy in this period/).first()).toBeVisible();
  await row.getByRole('button', { name: 'Cancel proxy' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel proxy' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
});
