import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import ExcelJS from 'exceljs';
import { expect, test } from './test.ts';
import { ENGLISH, signIn } from './login.ts';
import { opsToken } from './outbox.ts';
import { E2E_DATABASE, e2eUrls } from './ports.ts';

// Issue #12: a list of more than 100 rows exports in the background: the job appears in the download
// center with its progress, turns ready, the e-mail is in the outbox and the file downloads with every
// row, its column titles in the UI language. The 150 requests are copies of one of the purchaser's,
// made for this journey and removed after it (later journeys export the list at once).

const SHOTS = '/tmp/shots/exports-background';
mkdirSync(SHOTS, { recursive: true });
const MARKER = 'E2EBULK';
const ROWS = 150;

function databaseUrl(): string {
  const url = new URL(process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const removeCopies = () =>
  withDb((db) => db.query('delete from purchase_requests where title like $1', [`${MARKER} %`]));

test.beforeAll(async () => {
  await removeCopies();
  await withDb(async (db) => {
    const source = await db.query<{ id: string }>(
      `select r.id from purchase_requests r join users u on u.id = r.applicant_id
        where u.username = 'purchaser' and r.tenant_id = '00000000-0000-4000-8000-000000001001'
        order by r.created_at limit 1`,
    );
    const columns = (
      await db.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'purchase_requests' order by ordinal_position",
      )
    ).rows.map((c) => c.column_name);
    const select = columns.map((c) =>
      c === 'id'
        ? 'gen_random_uuid()'
        : c === 'code'
          ? `code || '-${MARKER}-' || g`
          : c === 'title'
            ? `'${MARKER} ' || g`
            : c,
    );
    await db.query(
      `insert into purchase_requests (${columns.join(', ')})
       select ${select.join(', ')} from purchase_requests, generate_series(1, ${ROWS}) g where id = $1`,
      [source.rows[0]!.id],
    );
  });
});

test.afterAll(async () => {
  await removeCopies();
});

const LABELS = {
  en: {
    language: 'English',
    list: 'My purchase requests',
    background:
      'More than 100 rows: the export runs in the background. It will be in the download center and you will get an e-mail when it is ready.',
    menu: 'Download center',
    firstColumn: 'Request no.',
  },
  zh: {
    language: '中文',
    list: '我的采购申请',
    background: '超过 100 行：导出在后台进行。完成后会出现在下载中心，并发邮件通知您。',
    menu: '下载中心',
    firstColumn: '申请单号',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const L = LABELS[lang];
  test(`${ROWS} purchase requests export in the background, then download from the download center (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, e2eUrls.buyer, 'purchaser', ENGLISH);
    await page.goto(`${e2eUrls.buyer}/procurement/myApply?keyword=${MARKER}`);
    // The language switch applies in place (a reload could still read the account's previous one).
    await page.getByRole('button', { name: L.language, exact: true }).click();
    await expect(page.getByRole('heading', { name: L.list })).toBeVisible();
    await page.getByTestId('list-export').click();
    await expect(page.getByText(L.background)).toBeVisible();

    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Main menu' : '主菜单' })
      .getByRole('link', { name: L.menu })
      .click();
    await expect(page.getByRole('heading', { name: L.menu })).toBeVisible();
    const row = page.getByTestId('export-row').first();
    await expect(row).toContainText(`keyword: ${MARKER}`);
    // Queued or running (with its progress bar) first, then ready: the list polls while a job runs.
    await expect(row).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(row).toContainText(String(ROWS));
    await page.screenshot({ path: `${SHOTS}/ready-${lang}.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await row.getByTestId('export-download').click();
    const file = await download;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(ROWS + 1);
    expect((sheet.getRow(1).values as unknown[])[1]).toBe(L.firstColumn);

    // The e-mail that says it is ready went through the notifier (the simulator's outbox).
    const name = (await row.locator('p').first().textContent())?.trim() ?? '';
    const token = await opsToken(request);
    await expect(async () => {
      const res = await request.get(`${e2eUrls.api}/api/v1/ops/outbox`, { headers: { token } });
      const rows = ((await res.json()) as { data: { recipient: string; subject: string }[] }).data;
      expect(rows.some((m) => m.recipient === 'purchaser@huaxia.example' && m.subject.includes(name))).toBe(
        true,
      );
    }).toPass({ timeout: 20_000 });
  });
}

test('the supplier portal has its download center, in both languages', async ({ page }) => {
  await signIn(page, e2eUrls.supplier, 'supplier', ENGLISH);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  // Its home page opens with the order to-do cards (issue #13) above the quick links.
  await expect(page.getByTestId('todo-toConfirm')).toContainText('To confirm');
  await page.screenshot({ path: `${SHOTS}/supplier-home-en.png`, fullPage: true });
  // The supplier portal's home lists its menu entries as quick links.
  await page.getByRole('main').getByRole('link', { name: 'Download center' }).click();
  await expect(page).toHaveURL(/\/downloadCenter\/exportList$/);
  await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/supplier-en.png`, fullPage: true });
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.getByRole('heading', { name: '下载中心' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/supplier-zh.png`, fullPage: true });
});
