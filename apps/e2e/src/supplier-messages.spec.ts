import { expect, test } from './test.ts';
import { apiCall, apiToken } from './api-session.ts';
import { e2eUrls } from './ports.ts';
import { screenshotter, signedIn } from './session.ts';

// The supplier portal's message center, once per language, on the demo (tools/seed/purchasing/message.ts):
// supplier2 (Suzhou Hengsteel, Huaxia) has Huaxia's certificate renewal notice. Arranged through the API
// (the notice is set unread, so each language starts alike): the top bar's bell shows the unread count,
// opens the message center, the notice opens (marking it read, the badge goes down by one) and its link
// leads to the supplier's qualification page.

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const LANGS = {
  'en-US': { message: 'Message', open: 'Open the document' },
  'zh-CN': { message: '内容', open: '打开单据' },
} as const;
const shot = screenshotter('supplier-messages');

type Page<T> = { rows: T[]; total: number };
type Row = { id: string; title: string; link: string | null; read: boolean };

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a supplier opens a message from the top bar's badge (${locale})`, async ({ browser, request }) => {
    const token = await apiToken(request, 'supplier', 'supplier2', HUAXIA);
    const list = await apiCall<Page<Row>>(request, token, '/message/list?pageSize=100');
    const notice = list.rows.find((row) => row.link === '/vdQualification');
    expect(notice, 'the demo renewal notice of supplier2').toBeDefined();
    await apiCall(request, token, '/message/setUnread', { ids: [notice!.id] });
    const { unread } = await apiCall<{ unread: number }>(request, token, '/message/count');
    expect(unread).toBeGreaterThan(0);

    const page = await signedIn(browser, { locale, user: 'supplier2', site: e2eUrls.supplier });
    const badge = page.getByTestId('count-badge-messages');
    await expect(badge).toHaveText(unread > 99 ? '99+' : String(unread));
    await page.getByTestId('top-nav-messages').click();
    await expect(page).toHaveURL(/\/messageCenter\/index$/);
    const row = page.locator(`a[href="/messageCenter/detail/${notice!.id}"]`);
    await expect(row).toBeVisible();
    await shot(page, 'center', locale);

    await row.click();
    await expect(page.getByRole('heading', { name: words.message, exact: true })).toBeVisible();
    await expect(page.getByTestId('message-title')).not.toBeEmpty();
    const next = unread - 1;
    if (next > 0) await expect(badge).toHaveText(next > 99 ? '99+' : String(next));
    else await expect(badge).toHaveCount(0);
    await shot(page, 'detail', locale);

    await page.getByRole('link', { name: words.open }).click();
    await expect(page).toHaveURL(/\/vdQualification$/);
    await page.context().close();
  });
}
