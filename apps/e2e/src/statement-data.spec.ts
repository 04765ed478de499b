import { expect, test } from './test.ts';
import { apiCall, apiToken } from './api-session.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// Statement data rules (issue #15, spec §2 /setting "statement data", §6), once per language: the admin opens
// the page from the settings menu (the demo rule of the approver is listed), adds a rule for the statement
// clerk without a supplier — the server's translated error shows on the field — then limits them to Suzhou
// Hengsteel → the clerk's statement list holds only Suzhou Hengsteel's statements (ST202611200002, not
// Shanghai Precision's ST202611200001) → the admin deletes the rule → the clerk sees every statement again.
// The clerk (`statement.clerk`, seeded for this journey) is signed in by no other journey, and the rule is
// gone when the journey ends (a leftover of an interrupted run is removed first).

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const CLERK = '00000000-0000-4000-8000-000001030060';
const APPROVER = '00000000-0000-4000-8000-000000003003';

const LANGS = {
  'en-US': {
    menu: 'Main menu',
    menuItem: 'Statement data rules',
    title: 'Statement data rules',
    employee: 'Employee',
    supplier: 'Suzhou Hengsteel Materials Co., Ltd.',
    scopeRequired: 'Choose at least one supplier or legal entity, or allow all statements',
    delete: 'Delete',
  },
  'zh-CN': {
    menu: '主菜单',
    menuItem: '对账数据权限',
    title: '对账数据权限',
    employee: '员工',
    supplier: '苏州恒钢材料有限公司',
    scopeRequired: '请至少选择一个供应商或法人实体，或允许查看全部对账单',
    delete: '删除',
  },
} as const;

const shot = screenshotter('statement-data');

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the admin limits the statement clerk to one supplier, then deletes the rule (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // A rule left by an interrupted run would change what the clerk sees: remove it first.
    const token = await apiToken(request, 'buyer', 'admin', HUAXIA);
    const existing = await apiCall<{ items: { id: string; userId: string }[] }>(
      request,
      token,
      '/setting/statementData/list',
    );
    for (const rule of existing.items.filter((r) => r.userId === CLERK)) {
      await apiCall(request, token, '/setting/statementData/delete', { id: rule.id });
    }

    const clerk = await signedIn(browser, { locale, user: 'statement.clerk' });
    await clerk.goto(`${e2eUrls.buyer}/account/list`);
    await expect(clerk.getByTestId('statement-row-ST202611200001')).toBeVisible({ timeout: 30_000 });
    await expect(clerk.getByTestId('statement-row-ST202611200002')).toBeVisible();

    // The admin reaches the page from the settings menu; the demo rule (the approver's) is listed.
    const admin = await signedIn(browser, { locale, user: 'admin' });
    await admin.goto(`${e2eUrls.buyer}/setting/staffManage`);
    await admin
      .getByRole('navigation', { name: words.menu })
      .getByRole('link', { name: words.menuItem })
      .click({ timeout: 30_000 });
    await expect(admin).toHaveURL(/\/setting\/statementData$/);
    await expect(admin.getByRole('heading', { name: words.title, exact: true })).toBeVisible();
    await expect(admin.getByTestId(`data-rule-row-${APPROVER}`)).toBeVisible();
    await expect(admin.getByTestId(`data-rule-row-${CLERK}`)).toHaveCount(0);
    await shot(admin, 'list', locale);

    // A restricted rule without a supplier or legal entity: the server refuses it, on the field.
    await admin.getByTestId('data-rule-new').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('combobox', { name: words.employee }).selectOption(CLERK);
    const refused = admin.waitForResponse((r) => r.url().includes('/setting/statementData/save'));
    await dialog.getByTestId('form-dialog-submit').click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByTestId('data-rule-vendors')).toContainText(words.scopeRequired);
    await shot(admin, 'refused', locale);

    // Limited to Suzhou Hengsteel.
    await dialog.getByTestId('data-rule-vendors').getByText(words.supplier).click();
    await answeredOk(
      admin,
      () => dialog.getByTestId('form-dialog-submit').click(),
      '/setting/statementData/save',
    );
    // (The confirmation toast is not waited for: it may be gone on a loaded machine; the row is what stays.)
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const row = admin.getByTestId(`data-rule-row-${CLERK}`);
    await expect(row).toContainText(words.supplier);
    await shot(admin, 'saved', locale);

    // The clerk now sees only Suzhou Hengsteel's statements.
    await clerk.reload();
    await expect(clerk.getByTestId('statement-row-ST202611200002')).toBeVisible({ timeout: 30_000 });
    await expect(clerk.getByTestId('statement-row-ST202611200001')).toHaveCount(0);
    await expect(clerk.getByTestId('statement-row-ST202611200003')).toHaveCount(0);
    await shot(clerk, 'clerk-limited', locale);

    // The admin deletes the rule (after confirming): the clerk sees every statement again.
    await row.getByRole('button', { name: words.delete }).click();
    const confirm = admin.getByRole('alertdialog');
    await answeredOk(
      admin,
      () => confirm.getByRole('button', { name: words.delete }).click(),
      '/setting/statementData/delete',
    );
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await expect(admin.getByTestId(`data-rule-row-${APPROVER}`)).toBeVisible();

    await clerk.reload();
    await expect(clerk.getByTestId('statement-row-ST202611200001')).toBeVisible({ timeout: 30_000 });
    await expect(clerk.getByTestId('statement-row-ST202611200002')).toBeVisible();
    await shot(clerk, 'clerk-all', locale);
    await admin.context().close();
    await clerk.context().close();
  });
}
