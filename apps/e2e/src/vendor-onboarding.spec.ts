import { expect, test, type Browser, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #16 §1–2, supplier onboarding end to end, once per language: the buyer admin invites a company by
// e-mail → the e-mail (with its one-time link) is in the operations console's simulated outbox → the
// supplier opens the link, registers its company, fills in and submits its application → the admin
// approves it on /mobile → the supplier is qualified (buyer's supplier list, supplier's application page).
// Screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    invitations: 'Supplier invitations',
    invite: 'Invite supplier',
    target: 'E-mail address',
    company: 'Company name',
    save: 'Save',
    sent: 'Invitation sent',
    sentState: 'Sent',
    acceptedState: 'Accepted',
    creditCode: 'Unified social credit code',
    contact: 'Contact person',
    mobile: 'Mobile number',
    username: 'User name',
    password: 'Password',
    confirm: 'Confirm password',
    register: 'Register and continue',
    myApplication: 'My application',
    address: 'Registered address',
    bank: 'Bank',
    bankAccount: 'Bank account',
    submit: 'Submit application',
    applications: 'Supplier applications',
    qualified: 'Qualified',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    invitations: '邀请供应商',
    invite: '邀请供应商',
    target: '电子邮箱',
    company: '企业名称',
    save: '保存',
    sent: '邀请已发送',
    sentState: '已发送',
    acceptedState: '已接受',
    creditCode: '统一社会信用代码',
    contact: '联系人',
    mobile: '手机号码',
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    register: '注册并继续',
    myApplication: '准入申请',
    address: '注册地址',
    bank: '开户银行',
    bankAccount: '银行账号',
    submit: '提交申请',
    applications: '准入申请',
    qualified: '合格',
  },
} as const;
type Words = (typeof LANGS)[keyof typeof LANGS];

/** A valid unified social credit code (GB 32100-2015 check character). */
function creditCode(seed: number): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const base = `91330108MA${String(seed).padStart(7, '0').slice(-7)}`;
  const sum = [...base].reduce((acc, ch, i) => acc + alphabet.indexOf(ch) * (weights[i] ?? 0), 0);
  return `${base}${alphabet[(31 - (sum % 31)) % 31]}`;
}

async function page(browser: Browser, locale: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    locale,
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 860 } }),
  });
  return context.newPage();
}

async function signedIn(
  browser: Browser,
  locale: string,
  words: Words,
  base: string,
  user: string,
  phone = false,
) {
  const p = await page(browser, locale, phone);
  await signIn(p, base, user, words.login);
  if (!phone) await p.getByRole('button', { name: words.switchTo, exact: true }).click();
  return p;
}

const shot = (p: Page, name: string, fullPage = true) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a buyer invites a supplier that registers, applies and is approved (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const email = `e2e-${locale.toLowerCase()}-${stamp}@supplier.example`;
    const company = `${locale === 'en-US' ? '杭州远景' : '杭州星河'}工业科技有限公司${String(stamp).slice(-4)}`;
    const code = creditCode(stamp % 10_000_000);

    // 1. The buyer admin invites the company by e-mail.
    const buyer = await signedIn(browser, locale, words, e2eUrls.buyer, 'admin');
    await buyer.goto(`${e2eUrls.buyer}/vendor/invitation`);
    await expect(buyer.getByRole('heading', { name: words.invitations, exact: true })).toBeVisible();
    await expect(buyer.getByRole('table')).toBeVisible();
    // Let the page's accessibility check run before the dialog hides it (apps/e2e/src/test.ts).
    await buyer.waitForTimeout(1500);
    await buyer.getByRole('button', { name: words.invite, exact: true }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByRole('textbox', { name: words.target, exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: words.company, exact: true }).fill(company);
    await shot(buyer, `vendor-invite-dialog-${locale}`, false);
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(buyer.getByText(words.sent).first()).toBeVisible();
    const row = buyer.getByTestId(`invitation-row-${email}`);
    await expect(row).toContainText(words.sentState);
    await shot(buyer, `vendor-invitations-${locale}`);

    // 2. The e-mail is in the operations console's simulated outbox; its link is the way in.
    const ops = await signedIn(browser, locale, words, e2eUrls.ops, 'ops');
    await ops.goto(`${e2eUrls.ops}/outbox`);
    const mail = ops.getByTestId('outbox-row').filter({ hasText: email });
    await expect(mail).toBeVisible();
    const text = (await mail.textContent()) ?? '';
    const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    await shot(ops, `vendor-invite-outbox-${locale}`);

    // 3. The supplier opens the link and registers its company (the credit code with its check character).
    const supplier = await page(browser, locale);
    await supplier.goto(link!);
    await supplier.getByRole('button', { name: words.switchTo, exact: true }).click();
    const form = supplier.getByTestId('invite-registration');
    await expect(form.getByRole('textbox', { name: words.company, exact: true })).toHaveValue(company);
    await form.getByRole('textbox', { name: words.creditCode, exact: true }).fill(`${code.slice(0, 17)}0`);
    await form.getByRole('textbox', { name: words.contact, exact: true }).fill('赵六');
    await form
      .getByRole('textbox', { name: words.mobile, exact: true })
      .fill(`135${String(stamp).slice(-8)}`);
    await form.getByRole('textbox', { name: words.username, exact: true }).fill(`vd${stamp}`);
    await form.getByRole('textbox', { name: words.password, exact: true }).fill('Supplier@2026');
    await form.getByRole('textbox', { name: words.confirm, exact: true }).fill('Supplier@2026');
    await form.getByRole('button', { name: words.register, exact: true }).click();
    // A wrong check character is refused on the page (the same rule as the server's).
    await expect(form.getByRole('textbox', { name: words.creditCode, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await shot(supplier, `vendor-invite-register-${locale}`);
    await form.getByRole('textbox', { name: words.creditCode, exact: true }).fill(code);
    await form.getByRole('button', { name: words.register, exact: true }).click();

    // 4. It lands on its application, fills it in and submits it.
    await expect(supplier).toHaveURL(/\/vdApplication$/);
    await expect(supplier.getByRole('heading', { name: words.myApplication, exact: true })).toBeVisible();
    const application = supplier.getByTestId('application-form');
    await expect(application.getByRole('textbox', { name: words.creditCode, exact: true })).toHaveValue(code);
    await application
      .getByRole('textbox', { name: words.address, exact: true })
      .fill('浙江省杭州市余杭区文一西路 969 号');
    await application.getByRole('textbox', { name: words.bank, exact: true }).fill('中国建设银行杭州分行');
    await application
      .getByRole('textbox', { name: words.bankAccount, exact: true })
      .fill('33050161742700001234');
    await application.locator('label[data-scope="checkbox"]').first().click();
    await shot(supplier, `vd-application-form-${locale}`);
    await application.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(supplier.getByTestId('application-approving')).toBeVisible();
    await shot(supplier, `vd-application-approving-${locale}`);

    // 5. The buyer sees the new application; the admin approves it on a phone.
    await buyer.goto(`${e2eUrls.buyer}/vendor/application`);
    await expect(buyer.getByRole('heading', { name: words.applications, exact: true })).toBeVisible();
    const appRow = buyer.getByTestId(`application-row-${code}`);
    await expect(appRow).toBeVisible();
    await shot(buyer, `vendor-applications-${locale}`);
    await appRow.getByRole('link').click();
    await expect(buyer).toHaveURL(/\/vendor\/application\/detail\/[0-9a-f-]{36}$/);
    const id = /detail\/([0-9a-f-]{36})$/.exec(buyer.url())?.[1] ?? '';
    await expect(buyer.getByTestId('application-history')).toBeVisible();
    await shot(buyer, `vendor-application-detail-${locale}`);
    await buyer.goto(`${e2eUrls.buyer}/vendor/invitation`);
    await expect(buyer.getByTestId(`invitation-row-${email}`)).toContainText(words.acceptedState);

    const phone = await signedIn(browser, locale, words, e2eUrls.buyer, 'admin', true);
    await phone.goto(`${e2eUrls.buyer}/mobile`);
    await phone.getByTestId(`mobile-task-${id}`).click();
    await expect(phone.getByRole('heading', { name: new RegExp(company) })).toBeVisible();
    await shot(phone, `vendor-application-mobile-${locale}`);
    const decided = phone.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/approval/'),
    );
    await phone.getByRole('button', { name: /^(Approve|通过)$/ }).click();
    expect((await decided).ok()).toBe(true);

    // 6. The supplier is qualified: in the buyer's supplier list and on its own page.
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    await expect(buyer.getByTestId(`vendor-row-${code}`)).toContainText(words.qualified, { timeout: 30_000 });
    await supplier.reload();
    await expect(supplier.getByTestId('application-approved')).toBeVisible();
    await shot(supplier, `vd-application-approved-${locale}`);
  });
}
