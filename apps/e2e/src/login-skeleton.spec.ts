import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';

/*
 * Issue #5: index.html paints a static picture of /login before any script runs
 * (tools/vite/login-skeleton.ts), and the real page replaces it without moving anything.
 */

for (const [locale, title, tagline] of [
  ['zh-CN', '登录', '采购、审批与支出，一站式管理'],
  ['en-US', 'Sign in', 'Purchasing, approvals and spending in one place'],
] as const) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });

    test(`the static login skeleton matches the real sign-in page (${locale})`, async ({ page }) => {
      // No JavaScript modules: only the skeleton can paint.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${e2eUrls.buyer}/login`);
      const skeleton = page.locator('#boot-skeleton');
      await expect(skeleton).toBeVisible();
      await expect(skeleton.getByText(tagline)).toBeVisible();
      const skeletonTitle = await skeleton.getByText(title, { exact: true }).boundingBox();
      const skeletonTagline = await skeleton.getByText(tagline).boundingBox();

      await page.unroute(/\/assets\/.*\.js$/);
      await page.reload();
      await expect(
        page.getByRole('textbox', { name: locale === 'zh-CN' ? '用户名' : 'User name' }),
      ).toBeVisible();
      await expect(page.locator('#boot-skeleton')).toHaveCount(0);
      const realTitle = await page.getByText(title, { exact: true }).first().boundingBox();
      const realTagline = await page.getByText(tagline).boundingBox();
      // The same place and size: swapping one for the other moves nothing.
      for (const [a, b] of [
        [skeletonTitle, realTitle],
        [skeletonTagline, realTagline],
      ]) {
        if (!a || !b) throw new Error('a heading of the sign-in page is not laid out');
        expect(Math.abs(a.x - b.x)).toBeLessThan(1);
        expect(Math.abs(a.y - b.y)).toBeLessThan(1);
        expect(Math.abs(a.width - b.width)).toBeLessThan(1);
      }
    });
  });
}

test('pages other than /login never show the skeleton', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${e2eUrls.buyer}/reset`);
  await expect(page.locator('#boot-skeleton')).toBeHidden();
});
