import { expect, test, type Page } from './test.ts';
import { codeSentTo, opsToken } from './outbox.ts';
import { E2E_CAPTCHA, e2eUrls } from './ports.ts';

// Issue #18: the image code in front of every anonymous send, and the guard's refusals, in both languages.

const SHOTS = '/tmp/shots/sms-guard';

const LABELS = {
  en: {
    mobile: 'Mobile number',
    registrationMobile: 'Mobile',
    image: 'Image code',
    send: 'Send code',
    wrongImage: 'The image code is wrong or has expired. Enter the new code.',
    tooSoon: 'A code was sent less than 60 seconds ago. Wait a moment before requesting another.',
    sent: 'If this number belongs to an account, a code is on its way.',
    registrationSent: 'Verification code sent',
    smsCode: 'SMS code',
    enterImage: 'Enter the image code',
  },
  zh: {
    mobile: '手机号码',
    registrationMobile: '手机号码',
    image: '图形验证码',
    send: '获取验证码',
    wrongImage: '图形验证码错误或已过期，请输入新的验证码。',
    tooSoon: '验证码发送过于频繁，60 秒内只能获取一次，请稍后再试。',
    sent: '如果该手机号已注册，验证码已发送。',
    registrationSent: '验证码已发送',
    smsCode: '短信验证码',
    enterImage: '请输入图形验证码',
  },
} as const;
type Lang = keyof typeof LABELS;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function useLanguage(page: Page, lang: Lang) {
  // The language switch of the public pages; the choice is kept for the next pages.
  const target = lang === 'zh' ? '中文' : 'English';
  await page.getByRole('button', { name: target, exact: true }).click();
}

for (const lang of ['en', 'zh'] as const) {
  const L = LABELS[lang];
  // Numbers unique per run and language (the journeys' database lives as long as the API).
  const suffix = `${Date.now()}`.slice(-5);
  const resetMobile = `1370${lang === 'en' ? 1 : 2}${suffix}0`.slice(0, 11);
  const registrationMobile = `1371${lang === 'en' ? 1 : 2}${suffix}0`.slice(0, 11);

  test(`password reset asks for the image code and shows the guard's refusal (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${e2eUrls.buyer}/reset`);
    await useLanguage(page, lang);
    await textbox(page, L.mobile).fill(resetMobile);

    // Nothing typed: the page asks for the image code and sends nothing.
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.enterImage)).toBeVisible();

    // A wrong image code: the server refuses it (400) beside the field.
    await textbox(page, L.image).fill('zzzz');
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.wrongImage)).toBeVisible();

    await textbox(page, L.image).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.sent)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reset-${lang}.png`, fullPage: true });

    // Over the per-number budget (one code a minute): the translated refusal, nothing more sent.
    await page.reload();
    await textbox(page, L.mobile).fill(resetMobile);
    await textbox(page, L.image).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.tooSoon)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reset-refused-${lang}.png`, fullPage: true });

    // No account has this number: the same neutral answer, and nothing reached the outbox.
    const token = await opsToken(request);
    const outbox = await request.get(`${e2eUrls.api}/api/v1/ops/outbox`, { headers: { token } });
    const rows = ((await outbox.json()) as { data: { recipient: string }[] }).data;
    expect(rows.filter((r) => r.recipient === resetMobile)).toHaveLength(0);
  });

  test(`registration sends its code after the image code; a second request is refused (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${e2eUrls.buyer}/signin`);
    await useLanguage(page, lang);
    await textbox(page, L.registrationMobile).fill(registrationMobile);
    await textbox(page, L.image).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: L.send }).first().click();
    await expect(page.getByText(L.registrationSent).first()).toBeVisible();
    expect(await codeSentTo(request, registrationMobile)).toMatch(/^\d{6}$/);
    // The image code is single use: the field is empty again for the next send.
    await expect(textbox(page, L.image)).toHaveValue('');
    await page.screenshot({ path: `${SHOTS}/signin-${lang}.png`, fullPage: true });

    await page.reload();
    await textbox(page, L.registrationMobile).fill(registrationMobile);
    await textbox(page, L.image).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: L.send }).first().click();
    await expect(page.getByText(L.tooSoon)).toBeVisible();
  });

  test(`SMS login asks for the image code (${lang})`, async ({ page }) => {
    await page.goto(`${e2eUrls.buyer}/buyerlogin`);
    await useLanguage(page, lang);
    await page.getByRole('tab', { name: lang === 'en' ? 'SMS login' : '短信登录' }).click();
    await textbox(page, L.mobile).fill(`1372${lang === 'en' ? 1 : 2}${suffix}0`.slice(0, 11));
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.enterImage)).toBeVisible();
    await textbox(page, L.image).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: L.send }).click();
    await expect(page.getByText(L.sent)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sms-login-${lang}.png`, fullPage: true });
  });
}
