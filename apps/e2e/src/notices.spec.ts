import { expect, test } from './test.ts';
import { CHINESE, ENGLISH, signIn } from './login.ts';
import { e2eUrls } from './ports.ts';

// Company notices (issue #12 §4): an admin writes a notice and publishes it; a purchaser's bell counts
// it and the notice opens from the message center. In both languages.

const LANGUAGES = [
  {
    name: 'en-US',
    labels: ENGLISH,
    toggle: 'English',
    t: {
      notices: 'Notices',
      newNotice: 'New notice',
      title: 'Title',
      content: 'Content',
      save: 'Save draft',
      publish: 'Publish',
      published: 'Published',
      openNotice: 'Open the notice',
      notice: 'Notice',
      required: /required|empty/i,
    },
  },
  {
    name: 'zh-CN',
    labels: CHINESE,
    toggle: '中文',
    t: {
      notices: '公告设置',
      newNotice: '新建公告',
      title: '标题',
      content: '内容',
      save: '保存草稿',
      publish: '发布',
      published: '已发布',
      openNotice: '查看公告',
      notice: '通知',
      required: /必填|不能为空/,
    },
  },
] as const;

for (const lang of LANGUAGES) {
  test(`an admin publishes a notice and a purchaser reads it from the bell (${lang.name})`, async ({
    browser,
  }) => {
    const { t } = lang;
    const page = await (await browser.newContext({ locale: lang.name })).newPage();
    const title = `E2E notice ${lang.name} ${Date.now().toString(36)}`;
    await signIn(page, e2eUrls.buyer, 'admin', lang.labels);
    await page.getByRole('button', { name: lang.toggle, exact: true }).click();
    await page.goto(`${e2eUrls.buyer}/setting/noticeSetting`);
    await expect(page.getByRole('heading', { name: t.notices })).toBeVisible();
    await page.getByRole('link', { name: t.newNotice }).click();

    // An empty title is refused under the field, before anything is sent.
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();

    await page.getByRole('textbox', { name: t.title, exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: t.content, exact: true })
      .fill('Stocktake on Friday: no deliveries.');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('notice-title')).toHaveText(title);
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.published, { exact: true }).first()).toBeVisible();

    // The purchaser's bell counts it; the message opens the notice.
    const context = await browser.newContext({ locale: lang.name });
    const reader = await context.newPage();
    await signIn(reader, e2eUrls.buyer, 'purchaser', lang.labels);
    await reader.getByRole('button', { name: lang.toggle, exact: true }).click();
    await expect(reader.getByTestId('top-nav-messages')).toBeVisible();
    await reader.getByTestId('top-nav-messages').click();
    await reader.getByRole('link', { name: title }).first().click();
    await reader.getByRole('link', { name: t.openNotice }).click();
    await expect(reader.getByRole('heading', { name: t.notice, exact: true })).toBeVisible();
    await expect(reader.getByTestId('notice-content')).toHaveText('Stocktake on Friday: no deliveries.');
    await context.close();
  });
}
