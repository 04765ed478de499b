import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';
import { apiCall as call, apiToken, apiUploadPdf } from './api-session.ts';

// Issue #16 §3 and §5, once per language: the buyer's supplier files show the "lately" list (a certificate a
// supplier has just uploaded is on it) and, on a supplier's file, its order statistics for a year or a chosen
// period; on the certificate list the buyer sends a renewal notice for one expiring certificate, a batch that
// holds it again is refused whole (one notice a day), the other one alone goes out; the supplier sees the
// notice on its certificate. Arranged through the API: an optional certificate type of its own (never
// blocking), one expiring certificate uploaded by each demo supplier. Screenshots go to tmp/screens.

const HUAXIA = '00000000-0000-4000-8000-000000001001';

const LANGS = {
  'en-US': {
    lately: 'Recent supplier activity',
    uploaded: (type: string) => `uploaded certificate "${type}"`,
    shanghai: 'Shanghai Precision Parts Co., Ltd.',
    statistics: 'Orders with this supplier',
    total: 'Total',
    period: 'Period',
    chosen: 'Chosen period',
    start: 'Start date',
    noOrders: 'No orders in this period',
    badPeriod: 'The end of the period must not be before its start',
    year: (y: number) => `Year ${y}`,
    certificates: 'Supplier certificates',
    keyword: 'Keyword',
    search: 'Search',
    sendNotice: 'Send notice',
    send: 'Send',
    sendNotices: 'Send notices',
    sent: '1 notice sent',
    alreadySent: /already had a notice today/,
    oneSent: '1 sent',
    myCertificates: 'My certificates',
    received: /1 received, last/,
  },
  'zh-CN': {
    lately: '供应商最近动态',
    uploaded: (type: string) => `上传了资质证书“${type}”`,
    shanghai: '上海精工零部件有限公司',
    statistics: '与该供应商的订单',
    total: '合计',
    period: '期间',
    chosen: '自选期间',
    start: '开始日期',
    noOrders: '该期间没有订单',
    badPeriod: '期间的结束日期不能早于开始日期',
    year: (y: number) => `${y} 年`,
    certificates: '供应商资质证书',
    keyword: '关键字',
    search: '查询',
    sendNotice: '发送通知',
    send: '发送',
    sendNotices: '批量通知',
    sent: '已发送 1 条通知',
    alreadySent: /今天已发送过通知/,
    oneSent: '已发送 1 次',
    myCertificates: '我的资质',
    received: /已收到 1 次，最近/,
  },
} as const;

const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer follows its suppliers and asks them to renew certificates (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now() % 1_000_000;
    const [admin, supplier, supplier2] = [
      await apiToken(request, 'buyer', 'admin', HUAXIA),
      await apiToken(request, 'supplier', 'supplier', HUAXIA),
      await apiToken(request, 'supplier', 'supplier2', HUAXIA),
    ];
    const typeName = `E2E 年检证明 ${locale} ${stamp}`;
    const { id: typeId } = await call<{ id: string }>(request, admin, '/vendor/qualificationType/save', {
      name: typeName,
      remindDays: 30,
      categoryIds: [],
    });
    const numbers = { suzhou: `NTC-${stamp}-S`, shanghai: `NTC-${stamp}-P` };
    for (const [token, no] of [
      [supplier2, numbers.suzhou],
      [supplier, numbers.shanghai],
    ] as const) {
      const fileId = await apiUploadPdf(request, token, 2, `${no}.pdf`);
      await call(request, token, '/vdQualification/save', {
        typeId,
        certificateNo: no,
        fileId,
        validFrom: chinaDay(-360),
        validTo: chinaDay(5),
      });
    }

    // 1. The supplier files: the lately list names the upload just made, and links to the supplier's file.
    const buyer = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1280, height: 900 } });
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    const lately = buyer.getByTestId('vendor-lately');
    await expect(lately.getByRole('heading', { name: words.lately })).toBeVisible({ timeout: 30_000 });
    const upload = lately.getByRole('listitem').filter({ hasText: words.uploaded(typeName) });
    await expect(upload.first()).toBeVisible();
    await expect(lately.getByTestId('lately-orderCreated').first()).toBeVisible();
    await shot(buyer, `vendor-lately-${locale}`);
    await upload.filter({ hasText: words.shanghai }).getByRole('link', { name: words.shanghai }).click();

    // 2. The supplier's order statistics: this year by status with the total, then a chosen period.
    const stats = buyer.getByTestId('vendor-order-statistics');
    await expect(stats.getByRole('heading', { name: words.statistics })).toBeVisible({ timeout: 30_000 });
    await expect(stats.getByTestId('last-order')).toBeVisible();
    await stats.getByRole('combobox', { name: words.period }).selectOption({ label: words.chosen });
    await stats.getByLabel(words.start).fill('2020-01-01');
    await expect(stats.getByTestId('statistics-total-CNY')).toContainText(words.total);
    await expect(stats.locator('[data-testid^="statistics-status-"]').first()).toBeVisible();
    await shot(buyer, `vendor-order-statistics-${locale}`);
    await stats.getByLabel(words.start).fill(chinaDay(1));
    await expect(stats.getByText(words.badPeriod)).toBeVisible();
    const oldYear = Number(chinaDay(0).slice(0, 4)) - 4;
    await stats.getByRole('combobox', { name: words.period }).selectOption({ label: words.year(oldYear) });
    await expect(stats.getByText(words.noOrders)).toBeVisible();

    // 3. The certificate list: a notice for Suzhou's certificate; a batch holding it again is refused whole.
    await buyer.goto(`${e2eUrls.buyer}/vendor/qualifications`);
    await expect(buyer.getByRole('heading', { name: words.certificates, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const search = buyer.getByRole('search');
    await search.getByRole('textbox', { name: words.keyword, exact: true }).fill(`NTC-${stamp}`);
    await search.getByRole('button', { name: words.search, exact: true }).click();
    const suzhouRow = buyer.getByTestId(`certificate-row-${numbers.suzhou}`);
    const shanghaiRow = buyer.getByTestId(`certificate-row-${numbers.shanghai}`);
    await expect(suzhouRow).toBeVisible();
    await expect(shanghaiRow).toBeVisible();
    await suzhouRow.getByRole('button', { name: words.sendNotice }).click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: words.send, exact: true }).click();
    await expect(buyer.getByText(words.sent).first()).toBeVisible();
    await expect(suzhouRow.getByTestId('certificate-notices')).toContainText(words.oneSent);
    await suzhouRow.getByRole('checkbox').check();
    await shanghaiRow.getByRole('checkbox').check();
    await buyer.getByTestId('certificate-batch-notice').click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: words.send, exact: true }).click();
    await expect(buyer.getByText(words.alreadySent).first()).toBeVisible();
    await expect(shanghaiRow.getByTestId('certificate-notices')).toHaveCount(0);
    await shot(buyer, `vendor-certificate-notices-${locale}`);
    await suzhouRow.getByRole('checkbox').uncheck();
    await buyer.getByTestId('certificate-batch-notice').click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: words.send, exact: true }).click();
    await expect(shanghaiRow.getByTestId('certificate-notices')).toContainText(words.oneSent);

    // 4. The supplier sees the notice on its certificate.
    const portal = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'supplier2',
      viewport: { width: 1280, height: 900 },
    });
    await portal.goto(`${e2eUrls.supplier}/vdQualification`);
    await expect(portal.getByRole('heading', { name: words.myCertificates })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      portal.getByTestId(`certificate-${numbers.suzhou}`).getByTestId('certificate-notice'),
    ).toContainText(words.received);
    await shot(portal, `vendor-certificate-notice-supplier-${locale}`);
    await buyer.context().close();
    await portal.context().close();
  });
}
