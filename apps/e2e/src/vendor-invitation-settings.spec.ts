import { expect, test, type Page } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Issue #16 §1 quick invitation settings by type: from /vendor/invitation the buyer admin opens the
// settings, sees an SMS text over its limit refused in the form, saves the e-mail text and 14 days, and
// the saved values come back after a reload. Screenshots go to tmp/screens.

const LANGS = {
  'en-US': {
    login: ENGLISH,
    switchTo: 'English',
    settings: 'Invitation settings',
    message: 'Default message',
    days: 'Link valid for',
    save: 'Save',
    saved: 'Invitation settings saved',
    tooLong: 'Enter at most 120 characters',
    fourteen: '14 days',
  },
  'zh-CN': {
    login: CHINESE,
    switchTo: '中文',
    settings: '邀请设置',
    message: '默认邀请文案',
    days: '链接有效期',
    save: '保存',
    saved: '邀请设置已保存',
    tooLong: '120',
    fourteen: '14 天',
  },
} as const;

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer sets the e-mail invitation text and validity (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const buyer = await context.newPage();
    await signIn(buyer, e2eUrls.buyer, 'admin', words.login);
    await buyer.getByRole('button', { name: words.switchTo, exact: true }).click();
    await buyer.goto(`${e2eUrls.buyer}/vendor/invitation`);
    await buyer.getByTestId('invitation-settings-link').click();
    await expect(buyer.getByRole('heading', { name: words.settings, exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // 1. An SMS text over 120 characters is refused in the form.
    const sms = buyer.getByTestId('invitation-setting-sms');
    await sms.getByRole('textbox', { name: words.message }).fill('短'.repeat(121));
    await sms.getByRole('button', { name: words.save, exact: true }).click();
    await expect(sms).toContainText(words.tooLong);
    await shot(buyer, `vendor-invitation-settings-refused-${locale}`);

    // 2. The e-mail text and 14 days are saved and come back after a reload.
    const text = `${locale} 华夏智造诚邀贵司加入供应商体系，请完整填写企业资料。`;
    const email = buyer.getByTestId('invitation-setting-email');
    await email.getByRole('textbox', { name: words.message }).fill(text);
    await email.getByRole('combobox', { name: words.days }).selectOption({ label: words.fourteen });
    await email.getByRole('button', { name: words.save, exact: true }).click();
    await expect(buyer.getByText(words.saved)).toBeVisible();
    await buyer.reload();
    await expect(email.getByRole('textbox', { name: words.message })).toHaveValue(text);
    await expect(email.getByRole('combobox', { name: words.days })).toHaveValue('14');
    await shot(buyer, `vendor-invitation-settings-${locale}`);
    await context.close();
  });
}
