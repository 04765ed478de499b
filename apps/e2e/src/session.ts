import { expect, type Browser, type Page } from '@playwright/test';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

export type JourneyLocale = 'en-US' | 'zh-CN';

/** What the shell's language and tenant buttons say, per journey language. */
const SHELL = {
  'en-US': { login: ENGLISH, language: 'English', tenantButton: 'Switch tenant' },
  'zh-CN': { login: CHINESE, language: '中文', tenantButton: '切换租户' },
} as const;

export interface SessionOptions {
  locale: string;
  user: string;
  /** The site's base URL (the buyer portal unless told). */
  site?: string;
  /** A phone-sized touch context (the /mobile pages have no language buttons: the account's language stays). */
  phone?: boolean;
  viewport?: { width: number; height: number };
  /** After sign-in, switch to this tenant through the shell's tenant menu. */
  tenant?: RegExp | string | null;
}

/**
 * A new browser context signed into one site as one demo user, in the journey's language. The account's
 * saved language wins after sign-in, so the run's language is chosen until the shell shows it chosen
 * (a click during the first render can be lost).
 */
export async function signedIn(browser: Browser, options: SessionOptions): Promise<Page> {
  const shell = SHELL[options.locale as JourneyLocale];
  if (!shell) throw new Error(`no journey words for ${options.locale}`);
  const context = await browser.newContext({
    locale: options.locale,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, options.site ?? e2eUrls.buyer, options.user, shell.login);
  if (options.phone) return page;
  const choice = page.getByRole('button', { name: shell.language, exact: true });
  await expect(async () => {
    if ((await choice.getAttribute('aria-pressed')) !== 'true') await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  if (options.tenant) {
    const tenantButton = page.getByRole('button', { name: shell.tenantButton });
    await tenantButton.click();
    await page.getByRole('menuitem', { name: options.tenant }).click();
    await expect(tenantButton).toContainText(options.tenant);
  }
  return page;
}

/** Runs the action and expects the first non-GET response to a URL containing `path` to be 2xx. */
export async function answeredOk(page: Page, action: () => Promise<unknown>, path: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes(path));
  await action();
  expect((await answered).ok()).toBe(true);
}

/** A full-page screenshot into tmp/e2e-results, named `<journey>-<name>-<locale>.png`. */
export const screenshotter = (journey: string) => (page: Page, name: string, locale: string) =>
  page.screenshot({ path: `../../tmp/e2e-results/${journey}-${name}-${locale}.png`, fullPage: true });
