import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_CAPTCHA } from './ports.ts';

/** Signs in through the login form of one site, with the journeys' fixed image code. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  labels = ENGLISH,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: labels.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: labels.code, exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export const ENGLISH = { username: 'User name', password: 'Password', code: 'Image code', submit: 'Sign in' };
export const CHINESE = { username: '用户名', password: '密码', code: '图形验证码', submit: '登录' };
