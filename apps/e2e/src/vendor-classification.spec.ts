import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #16 §2 and §4: the buyer admin maintains the two-level supplier classification (a wrong code is
// refused in the form, then a first-level class and its child), puts a supplier in the child class from
// its file (the converting conditions are shown), finds it with the class filter of /vendor, eliminates it
// for no reply behind a confirmation (history row), and sees the elimination of a supplier with open
// orders refused with the reason. Once per language, each on its own demo supplier that nothing else
// touches (tools/seed/purchasing/vendor-class.ts SILENT_VENDORS). Screenshots go to tmp/screens.

const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const LANGS = {
  'en-US': {
    vendor: '00000000-0000-4000-8000-000000940401',
    code: 'JE',
    title: 'Supplier classification',
    newFirst: 'New first-level class',
    addChild: 'Add child',
    codeLabel: 'Code',
    nameLabel: 'Class name',
    converting: 'Converting conditions (when a supplier may move into this class)',
    save: 'Save',
    codeRule: 'A first-level class code is 2 characters',
    changeClass: 'Change class',
    reason: 'Reason',
    noReply: 'Eliminate for no reply',
    eliminate: 'Eliminate',
    eliminated: 'Eliminated for no reply',
    openOrders: 'open orders',
    classFilter: 'Class',
    search: 'Search',
  },
  'zh-CN': {
    vendor: '00000000-0000-4000-8000-000000940411',
    code: 'JZ',
    title: '供应商分类',
    newFirst: '新增一级分类',
    addChild: '新增二级分类',
    codeLabel: '编码',
    nameLabel: '分类名称',
    converting: '转换条件（供应商何时可以转入此分类）',
    save: '保存',
    codeRule: '一级分类编码为 2 位',
    changeClass: '变更分类',
    reason: '原因',
    noReply: '未答复淘汰',
    eliminate: '淘汰',
    eliminated: '因未答复淘汰',
    openOrders: '未完成的订单',
    classFilter: '分类',
    search: '查询',
  },
} as const;

const shot = (p: Page, name: string) =>
  p.screenshot({ path: `../../tmp/screens/${name}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer classifies a supplier in two levels and eliminates it for no reply (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const buyer = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1280, height: 900 } });
    const child = `${words.code}01`;

    // 1. Settings: a wrong first-level code is refused in the form; then the class and its child.
    await buyer.goto(`${e2eUrls.buyer}/setting/vendorClassification`);
    await expect(buyer.getByRole('heading', { name: words.title })).toBeVisible({ timeout: 30_000 });
    await expect(buyer.getByTestId('class-row-RM01')).toBeVisible();
    await buyer.getByRole('button', { name: words.newFirst }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByRole('textbox', { name: words.codeLabel }).fill('j1');
    await dialog.getByRole('textbox', { name: words.nameLabel }).fill(`旅程分类 ${words.code}`);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByText(words.codeRule)).toBeVisible();
    await shot(buyer, `vendor-class-code-rule-${locale}`);
    await dialog.getByRole('textbox', { name: words.codeLabel }).fill(words.code);
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(buyer.getByTestId(`class-row-${words.code}`)).toBeVisible();
    await buyer.getByTestId(`class-row-${words.code}`).getByRole('button', { name: words.addChild }).click();
    await expect(dialog.getByRole('textbox', { name: words.codeLabel })).toHaveValue(words.code);
    await dialog.getByRole('textbox', { name: words.codeLabel }).fill(child);
    await dialog.getByRole('textbox', { name: words.nameLabel }).fill(`旅程子类 ${child}`);
    await dialog.getByRole('textbox', { name: words.converting }).fill('Journey: one year of orders');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(buyer.getByTestId(`class-row-${child}`)).toBeVisible();
    await shot(buyer, `vendor-class-settings-${locale}`);

    // 2. The supplier file: into the child class, with the converting conditions shown and a reason.
    await buyer.goto(`${e2eUrls.buyer}/vendor/detail/${words.vendor}`);
    const classification = buyer.getByTestId('supplier-classification');
    await expect(classification).toBeVisible({ timeout: 30_000 });
    await classification.getByRole('button', { name: words.changeClass }).click();
    const select = buyer.getByTestId('class-select');
    const childId = await select.locator('option', { hasText: `${child} 旅程子类` }).getAttribute('value');
    await select.selectOption(childId ?? '');
    await expect(buyer.getByTestId('class-conditions')).toContainText('Journey: one year of orders');
    await buyer.getByTestId('class-reason').fill('Journey');
    await shot(buyer, `vendor-class-change-${locale}`);
    await buyer.getByRole('dialog').getByRole('button', { name: words.save }).click();
    await expect(buyer.getByTestId('class-current')).toContainText(
      `${words.code} 旅程分类 ${words.code} / ${child}`,
    );

    // 3. /vendor filtered by the first-level class shows it (its child counts).
    await buyer.goto(`${e2eUrls.buyer}/vendor`);
    const search = buyer.getByRole('search');
    await search
      .getByRole('combobox', { name: words.classFilter, exact: true })
      .selectOption({ label: `${words.code} 旅程分类 ${words.code}` });
    await search.getByRole('button', { name: words.search, exact: true }).click();
    await expect(buyer.getByTestId('vendor-class')).toHaveCount(1);
    await expect(buyer.getByTestId('vendor-class').first()).toContainText(child);
    await shot(buyer, `vendor-list-class-filter-${locale}`);

    // 4. Eliminated for no reply, behind a confirmation: the status and its history.
    await buyer.goto(`${e2eUrls.buyer}/vendor/detail/${words.vendor}`);
    const lifecycle = buyer.getByTestId('supplier-lifecycle');
    await lifecycle.getByRole('button', { name: words.noReply }).click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: words.eliminate, exact: true }).click();
    await expect(lifecycle).toContainText(words.eliminated);
    await expect(lifecycle.getByRole('button', { name: words.noReply })).toBeDisabled();
    await shot(buyer, `vendor-file-eliminated-${locale}`);

    // 5. A supplier with open orders is not eliminated: the reason names them.
    await buyer.goto(`${e2eUrls.buyer}/vendor/detail/${SHANGHAI}`);
    const shanghai = buyer.getByTestId('supplier-lifecycle');
    await shanghai.getByRole('button', { name: words.eliminate, exact: true }).click();
    await buyer.getByTestId('reason-input').fill('Journey');
    await buyer.getByRole('alertdialog').getByRole('button', { name: words.eliminate, exact: true }).click();
    await expect(buyer.getByTestId('lifecycle-error')).toContainText(words.openOrders);
    await shot(buyer, `vendor-file-abolish-refused-${locale}`);
  });
}
