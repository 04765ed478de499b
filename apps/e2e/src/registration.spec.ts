import { expect, test, type Page } from './test.ts';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { ENGLISH, signIn } from './login.ts';
import { opsToken, codeSentTo } from './outbox.ts';
import { E2E_CAPTCHA, e2eUrls } from './ports.ts';

const SHOTS = '/tmp/shots/h1b';
test.use({ locale: 'en-US' });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an enterprise registers, operations approve it, and its admin logs in to the new tenant', async ({
  page,
  request,
}) => {
  const n = Date.now().toString().slice(-6);
  const first17 = `91440300MA5F${n.slice(0, 5)}`;
  const form = {
    name: `Journey Test Co ${n}`,
    short: `Journey ${n}`,
    code: first17 + (socialCreditCheckChar(first17) ?? ''),
    mobile: `1390${n}0`.slice(0, 11),
    email: `journey${n}@example.com`,
    username: `journey${n}`,
    password: 'Journey@2026x',
  };
  const token = await opsToken(request);

  // The buyer login links to the registration page.
  await page.goto(`${e2eUrls.buyer}/login`);
  await page.getByRole('link', { name: 'Register your enterprise' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.screenshot({ path: `${SHOTS}/signin-en.png`, fullPage: true });

  // Bad input is flagged on the fields; nothing is sent.
  await field(page, 'Mobile').fill('12345');
  await field(page, 'Unified social credit code').fill('91440300MA5F00000A');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByText(/11-digit/)).toBeVisible();
  await expect(page.getByText('Accept the terms to register')).toBeVisible();

  await field(page, 'Enterprise name').fill(form.name);
  await field(page, 'Short name').fill(form.short);
  await field(page, 'Unified social credit code').fill(form.code);
  await field(page, 'Contact name').fill('Journey Contact');
  await field(page, 'Mobile').fill(form.mobile);
  // Each send asks for the image code first (single use: the picture changes after every send).
  await field(page, 'Image code').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).first().click();
  await field(page, 'SMS code').fill(await codeSentTo(request, form.mobile, token));
  await field(page, 'E-mail').fill(form.email);
  await field(page, 'Image code').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await field(page, 'E-mail code').fill(await codeSentTo(request, form.email, token));
  await field(page, 'Username').fill(form.username);
  await page.getByLabel(/^Password/).fill(form.password);
  await page.getByLabel(/^Confirm password/).fill(form.password);
  await page.getByText(/I have read and agree/).click();
  await page.screenshot({ path: `${SHOTS}/signin-filled-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByText('Registration submitted', { exact: true })).toBeVisible();

  // Operations approve it on their landing page.
  const ops = await page.context().newPage();
  await signIn(ops, e2eUrls.ops, 'ops', ENGLISH);
  await expect(ops).toHaveURL(/\/registration-approval$/);
  const row = ops.locator(`tr[data-registration="${form.username}"]`);
  await expect(row).toBeVisible();
  await ops.screenshot({ path: `${SHOTS}/approval-en.png`, fullPage: true });
  await ops.getByRole('button', { name: '中文' }).click();
  await expect(ops.getByRole('heading', { name: '注册审批' })).toBeVisible();
  await ops.screenshot({ path: `${SHOTS}/approval-zh.png`, fullPage: true });
  await ops.locator(`tr[data-registration="${form.username}"]`).getByRole('button', { name: '通过' }).click();
  await ops.getByRole('alertdialog').getByRole('button', { name: '通过' }).click();
  await expect(ops.getByText('注册申请已通过')).toBeVisible();
  await ops.getByRole('button', { name: 'English' }).click();

  // The new administrator logs in to the buyer portal and lands in the new tenant.
  await page.goto(`${e2eUrls.buyer}/signin`);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signin-zh.png`, fullPage: true });
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto(`${e2eUrls.buyer}/login`);
  await field(page, ENGLISH.username).fill(form.username);
  await field(page, ENGLISH.password).fill(form.password);
  await field(page, ENGLISH.code).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: ENGLISH.submit, exact: true }).click();
  await expect(page).toHaveURL(`${e2eUrls.buyer}/`);
  const me = await page.evaluate(() => sessionStorage.getItem('procure.token') ?? '');
  const res = await request.get(`${e2eUrls.api}/api/v1/employee/loginEmployee`, { headers: { token: me } });
  const user = ((await res.json()) as { data: { tenantList: { enterpriseShortName: string }[] } }).data;
  expect(user.tenantList.map((t) => t.enterpriseShortName)).toEqual([form.short]);
});
