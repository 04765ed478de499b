import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #16 §6, enterprise risk: the risk officer `risk` (its own demo user, in both demo tenants) opens
// the monitoring list of Huaxia (valid package, three suppliers the simulator has looked at), adds Wuxi
// Xinrui, opens its risk records and one record, the social, records, invoke-record and settings pages and
// the supplier file's risk panel, removes Xinrui again (the other language's run adds it anew), then
// switches to Dongfang, whose package has expired: adding a supplier opens the monitoring package modal
// (business code 2001). Once per language; screenshots go to tmp/screens.

const XINRUI_CODE = '91320214MA1XR7TQ0';
const ANDA = '00000000-0000-4000-8000-000000900001';

const LANGS = {
  'en-US': {
    monitoring: 'Enterprise monitoring',
    add: 'Add supplier',
    xinrui: 'Wuxi Xinrui Precision Machinery Co., Ltd.',
    save: 'Save',
    added: 'Supplier added to monitoring',
    removed: 'Supplier removed from monitoring',
    remove: 'Remove',
    simulated: 'Simulated data',
    riskRecords: 'Risk records',
    invoke: 'Invoke records',
    settings: 'Monitoring settings',
    riskSignals: 'Risk signals',
    switchTenant: 'Switch tenant',
    dongfang: 'Dongfang Retail',
    notNow: 'Not now',
    lookUp: 'Look up',
  },
  'zh-CN': {
    monitoring: '企业监控',
    add: '添加供应商',
    xinrui: '无锡新锐精密机械有限公司',
    save: '保存',
    added: '已加入监控',
    removed: '已取消监控',
    remove: '移除',
    simulated: '模拟数据',
    riskRecords: '风险动态',
    invoke: '调用记录',
    settings: '监控设置',
    riskSignals: '风险信息',
    switchTenant: '切换租户',
    dongfang: '东方零售',
    notNow: '暂不购买',
    lookUp: '查询',
  },
} as const;

const shot = (page: Page, name: string, locale: string) =>
  page.screenshot({ path: `../../tmp/screens/${name}-${locale}.png`, fullPage: true });

for (const [locale, words] of Object.entries(LANGS)) {
  test(`risk monitoring: list, add, risk detail, and the package modal without a package (${locale})`, async ({
    browser,
  }) => {
    // Nine pages, each checked by axe: minutes on a loaded machine.
    test.setTimeout(300_000);
    const page = await signedIn(browser, { locale, user: 'risk', viewport: { width: 1280, height: 860 } });
    await page.goto(`${e2eUrls.buyer}/monitorin/list`);
    await expect(page.getByRole('heading', { name: words.monitoring, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('monitor-row-91330106MA2B3C4D5D')).toBeVisible();
    await expect(page.getByTestId('monitoring-package')).toHaveAttribute('data-status', 'valid');
    await expect(page.getByTestId('simulated-badge')).toContainText(words.simulated);
    await shot(page, 'risk-monitoring-list', locale);

    // A run that failed half-way may have left Wuxi Xinrui monitored: remove it first.
    const row = page.locator(`[data-testid^="monitor-row-${XINRUI_CODE}"]`);
    if ((await row.count()) > 0) {
      await row.getByRole('button', { name: words.remove, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.remove, exact: true }).click();
      await expect(row).toHaveCount(0);
    }
    // Add Wuxi Xinrui: the simulator looks it up at once.
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').selectOption({ label: words.xinrui });
    await shot(page, 'risk-monitoring-add', locale);
    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByText(words.added).first()).toBeVisible();
    await expect(row).toBeVisible();

    // Its risk records, one record, its public opinion.
    await row.getByRole('link', { name: words.xinrui }).click();
    await expect(page.getByRole('heading', { name: words.xinrui })).toBeVisible({ timeout: 30_000 });
    const first = page.locator('[data-testid^="risk-record-"]').first();
    await expect(first).toBeVisible();
    // Enterprise details on demand (one cost unit): the simulator's answer says it is simulated.
    await page.getByRole('button', { name: words.lookUp, exact: true }).click();
    await expect(page.getByText('91320214MA1XR7TQ08').last()).toBeVisible();
    await expect(page.getByTestId('simulated-badge').first()).toBeVisible();
    await shot(page, 'risk-vendor-risk', locale);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/monitorin\/details\//);
    await expect(page.getByTestId('simulated-badge').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'risk-record-detail', locale);

    await page.goto(`${e2eUrls.buyer}/monitorin/social/${ANDA}`);
    await expect(page.locator('[data-testid="risk-record-opinion"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, 'risk-vendor-social', locale);
    await page.goto(`${e2eUrls.buyer}/monitorin/records`);
    await expect(page.getByRole('heading', { name: words.riskRecords, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-testid^="risk-record-"]').first()).toBeVisible();
    await shot(page, 'risk-records', locale);
    await page.goto(`${e2eUrls.buyer}/monitorin/invokeRecord`);
    await expect(page.getByRole('heading', { name: words.invoke, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('invocation-row').first()).toBeVisible();
    await shot(page, 'risk-invoke-records', locale);
    await page.goto(`${e2eUrls.buyer}/monitorin/settings`);
    await expect(page.getByRole('heading', { name: words.settings, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await shot(page, 'risk-settings', locale);
    // The supplier file shows the risk signals.
    await page.goto(`${e2eUrls.buyer}/vendor/detail/${ANDA}`);
    await expect(page.getByTestId('vendor-risk-panel')).toContainText(words.riskSignals, { timeout: 30_000 });
    await shot(page, 'risk-vendor-file', locale);

    // Remove Xinrui again, so that the other language's run adds it anew.
    await page.goto(`${e2eUrls.buyer}/monitorin/list`);
    await row.getByRole('button', { name: words.remove, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.remove, exact: true }).click();
    await expect(page.getByText(words.removed).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // Dongfang's package has expired: adding a supplier opens the package modal (2001).
    await page.getByRole('button', { name: words.switchTenant }).click();
    await page.getByRole('menuitem', { name: words.dongfang }).click();
    await expect(page.getByRole('button', { name: words.switchTenant })).toContainText(words.dongfang);
    await page.goto(`${e2eUrls.buyer}/monitorin/list`);
    await expect(page.getByTestId('monitoring-package')).toHaveAttribute('data-status', 'expired', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.save, exact: true }).click();
    const modal = page.getByTestId('monitoring-package-modal');
    await expect(modal).toBeVisible();
    await shot(page, 'risk-package-modal', locale);
    await modal.getByRole('button', { name: words.notNow }).click();
    await expect(modal).toHaveCount(0);
  });
}
