import { socialCreditCheckChar } from '@procure/shared-validation';
import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// Issue #15 /assetsManagement/invoiceTitle, once per language: the buyer's invoice titles. Add a title (a
// wrong credit code first: the translated error under the field, nothing sent; then the tax number of another
// title: the server's translated error under the field, no red message), make it the default, see the
// invoice request form start on it, follow the links to and from the master-data tab, then put the demo
// default back and disable the new title so that other journeys find the demo titles as seeded. Each language
// uses its own tax number (one run holds both).

const DEMO_DEFAULT = '91110108MA01HX0002';
const creditCode = (first17: string) => `${first17}${socialCreditCheckChar(first17)}`;

const LANGS = {
  'en-US': {
    heading: 'Invoice titles',
    add: 'Add invoice title',
    title: 'Invoice title (company name)',
    taxNo: 'Taxpayer ID (credit code)',
    bank: 'Bank',
    account: 'Bank account',
    address: 'Registered address',
    save: 'Save',
    badCode: /last character does not match/,
    taxTaken: 'Another invoice title of your company already has this tax number',
    setDefault: 'Set as default',
    disable: 'Disable',
    masterData: 'Master data: invoice titles',
    back: 'Invoice titles and default',
    code: creditCode('91110000MAE2EEN01'),
    name: 'E2E 发票抬头有限公司（英文）',
  },
  'zh-CN': {
    heading: '开票抬头',
    add: '新增发票抬头',
    title: '发票抬头（公司名称）',
    taxNo: '纳税人识别号（统一社会信用代码）',
    bank: '开户银行',
    account: '银行账号',
    address: '注册地址',
    save: '保存',
    badCode: /校验位不正确/,
    taxTaken: '公司已有使用该税号的其他开票抬头',
    setDefault: '设为默认',
    disable: '停用',
    masterData: '主数据：开票抬头',
    back: '开票抬头与默认设置',
    code: creditCode('91110000MAE2ECN01'),
    name: 'E2E 发票抬头有限公司（中文）',
  },
} as const;

const shot = screenshotter('invoice-title');

for (const [locale, words] of Object.entries(LANGS)) {
  test(`finance keeps the invoice titles and the default one (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2eUrls.buyer}/assetsManagement/invoiceTitle`);
    await expect(page.getByRole('heading', { name: words.heading, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const demoRow = page.getByTestId(`invoice-title-row-${DEMO_DEFAULT}`);
    await expect(demoRow.getByTestId('invoice-title-default')).toBeVisible();
    await shot(page, 'list', locale);

    // A wrong check character: the form refuses it in the page's language and sends nothing.
    await page.getByTestId('invoice-title-add').click();
    const dialog = page.getByRole('dialog');
    const wrong = `${words.code.slice(0, 17)}${words.code.endsWith('0') ? '1' : '0'}`;
    await dialog.getByLabel(words.title).fill(words.name);
    await dialog.getByLabel(words.taxNo).fill(wrong);
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${words.bank}\\s*\\*?$`) })
      .fill('招商银行北京分行');
    await dialog.getByLabel(words.account).fill('6214830100009876');
    await dialog.getByLabel(words.address).fill('北京市朝阳区建国路 99 号');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/assetsManagement/invoiceTitle/save')) sent = true;
    });
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(dialog.getByText(words.badCode)).toBeVisible();
    expect(sent).toBe(false);
    await shot(page, 'bad-code', locale);

    // The demo default's tax number: the server refuses it, said once, under the tax number field.
    await dialog.getByLabel(words.taxNo).fill(DEMO_DEFAULT);
    const refused = page.waitForResponse((r) => r.url().includes('/assetsManagement/invoiceTitle/save'));
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    expect((await refused).status()).toBe(409);
    await expect(dialog.getByText(words.taxTaken)).toBeVisible();
    await expect(page.getByText(words.taxTaken)).toHaveCount(1);
    await shot(page, 'tax-taken', locale);

    await dialog.getByLabel(words.taxNo).fill(words.code);
    await answeredOk(
      page,
      () => dialog.getByRole('button', { name: words.save, exact: true }).click(),
      '/assetsManagement/invoiceTitle/save',
    );
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`invoice-title-row-${words.code}`);
    await expect(row).toContainText(words.name);

    // Make it the default: the badge moves.
    await answeredOk(
      page,
      () => row.getByRole('button', { name: words.setDefault }).click(),
      '/assetsManagement/invoiceTitle/setDefault',
    );
    await expect(row.getByTestId('invoice-title-default')).toBeVisible();
    await expect(demoRow.getByTestId('invoice-title-default')).toHaveCount(0);
    await shot(page, 'default', locale);

    // The invoice request form starts on the default title.
    await page.goto(`${e2eUrls.buyer}/assetsManagement/invoiceRequest`);
    const select = page.getByTestId('request-invoiceTitleId');
    await expect(select.locator('option:checked')).toHaveText(`${words.name} (${words.code})`, {
      timeout: 30_000,
    });
    await shot(page, 'request-form', locale);

    // Both ways between this page and the master-data tab.
    await page.goto(`${e2eUrls.buyer}/assetsManagement/invoiceTitle`);
    await page.getByRole('link', { name: words.masterData }).click();
    await expect(page).toHaveURL(/\/setting\/masterData\?tab=invoiceTitles$/);
    await expect(
      page.getByRole('cell', { name: new RegExp(words.name.replace(/[()（）]/g, '.')) }),
    ).toBeVisible();
    await shot(page, 'master-data', locale);
    await page.getByRole('link', { name: words.back }).click();
    await expect(page).toHaveURL(/\/assetsManagement\/invoiceTitle$/);

    // Clean up: the demo title is the default again, the new one is disabled.
    await answeredOk(
      page,
      () => demoRow.getByRole('button', { name: words.setDefault }).click(),
      '/assetsManagement/invoiceTitle/setDefault',
    );
    await expect(demoRow.getByTestId('invoice-title-default')).toBeVisible();
    await row.getByTestId('invoice-title-toggle').click();
    await answeredOk(
      page,
      () => page.getByRole('alertdialog').getByRole('button', { name: words.disable, exact: true }).click(),
      '/assetsManagement/invoiceTitle/status',
    );
    await expect(row.getByRole('button', { name: words.setDefault })).toHaveCount(0);
    await page.context().close();
  });
}
