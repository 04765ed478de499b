import { expect, test, type Browser, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #17 §3–§4 end to end: a performance plan for two suppliers with two evaluators (the journey's own
// people perf.eval1 / perf.eval2) → the approver approves it → both evaluators score in "my assessments"
// → the results (mean of evaluators, weighted) go through approval → one grade is adjusted with a reason
// → Suzhou Hengsteel's own user (perf.supplier) sees its adjusted grade and the reason. Once per language,
// each run its own plan. Screenshots of every new page are written to the test's output folder.

const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const SUZHOU = '00000000-0000-4000-8000-000000002002';
const QUARTERLY = '00000000-0000-4000-8000-000001700001';

const LANGS = {
  'en-US': {
    vendors: ['Shanghai Precision Parts Co., Ltd.', 'Suzhou Hengsteel Materials Co., Ltd.'],
    approve: 'Approve',
    submitScores: 'Submit scores',
    published: 'Published',
  },
  'zh-CN': {
    vendors: ['上海精工零部件有限公司', '苏州恒钢材料有限公司'],
    approve: '通过',
    submitScores: '提交评分',
    published: '已发布',
  },
} as const;
type Words = (typeof LANGS)[keyof typeof LANGS];
const slow = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function approveTask(browser: Browser, locale: string, words: Words, planId: string) {
  const approver = await signedIn(browser, {
    locale,
    user: 'approver',
    viewport: { width: 1440, height: 900 },
  });
  await approver.goto(`${e2eUrls.buyer}/procurement/pendingApproval`);
  await approver
    .getByTestId(`task-row-${planId}`)
    .getByRole('button', { name: words.approve, exact: true })
    .click(slow);
  await approver.getByRole('dialog').getByRole('button', { name: words.approve, exact: true }).click();
  await expect(approver.getByTestId(`task-row-${planId}`)).toHaveCount(0, slow);
  await approver.context().close();
}

/** The evaluator opens the supplier from "my assessments", types the scores and submits them. */
async function score(
  page: Page,
  words: Words,
  code: string,
  vendorId: string,
  scores: Record<number, string>,
) {
  await page.goto(`${e2eUrls.buyer}/vendor/performance/myAssess`);
  const row = page.getByTestId(`assess-row-${code}-${vendorId}`);
  await row.getByRole('link').click(slow);
  await expect(page.getByTestId('assess-facts')).toBeVisible(slow);
  for (const [seq, value] of Object.entries(scores))
    await page.getByTestId(`assess-score-${seq}`).fill(value);
  await page.getByTestId('assess-commit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.submitScores }).click();
  await expect(page).toHaveURL(/\/vendor\/performance\/myAssess$/, slow);
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a performance plan is scored by two evaluators, approved, adjusted and seen by the supplier (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const year = new Date().getFullYear();

    // The plan: quarterly template, a past period without ledger facts, both suppliers; quality scored
    // by both evaluators, service by the first.
    const admin = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1440, height: 900 } });
    await admin.goto(`${e2eUrls.buyer}/vendor/performance/plan/create`);
    const name = `E2E ${locale} 绩效 ${Date.now()}`;
    await admin.getByTestId('plan-name').fill(name);
    await admin.getByTestId('plan-mould').selectOption(QUARTERLY);
    await admin.getByTestId('plan-from').fill('2024-01-01');
    await admin.getByTestId('plan-to').fill('2024-03-31');
    await admin.getByTestId('plan-deadline').fill(`${year + 1}-12-31`);
    for (const vendor of words.vendors) await admin.getByTestId(`plan-vendor-${vendor}`).click();
    await admin.getByTestId('plan-evaluator-0-钱评估').click();
    await admin.getByTestId('plan-evaluator-0-孙评估').click();
    await admin.getByTestId('plan-evaluator-4-钱评估').click();
    await admin.getByTestId('plan-save').click();
    await expect(admin).toHaveURL(/\/vendor\/performance\/plan\/detail\/[0-9a-f-]{36}$/, slow);
    const planId = admin.url().split('/').pop()!;
    const code = (await admin
      .getByText(/^PP\d{11}$/)
      .first()
      .textContent())!;
    await admin.getByTestId('plan-submit').click();
    await approveTask(browser, locale, words, planId);

    // Both evaluators score both suppliers.
    const eval1 = await signedIn(browser, {
      locale,
      user: 'perf.eval1',
      viewport: { width: 1440, height: 900 },
    });
    await eval1.goto(`${e2eUrls.buyer}/vendor/performance/myAssess`);
    await expect(eval1.getByTestId(`assess-row-${code}-${SUZHOU}`)).toBeVisible(slow);
    await shot(eval1, `my-assessments-${locale}`);
    await eval1.getByTestId(`assess-row-${code}-${SUZHOU}`).getByRole('link').click();
    await expect(eval1.getByTestId('assess-computed-2')).toBeVisible(slow);
    await shot(eval1, `assessment-detail-${locale}`);
    await score(eval1, words, code, SUZHOU, { 1: '60', 5: '50' });
    await score(eval1, words, code, SHANGHAI, { 1: '90', 5: '70' });
    const eval2 = await signedIn(browser, {
      locale,
      user: 'perf.eval2',
      viewport: { width: 1440, height: 900 },
    });
    await score(eval2, words, code, SUZHOU, { 1: '55.5' });
    // The second evaluator sees only the criterion assigned to them as editable.
    await eval2.goto(`${e2eUrls.buyer}/vendor/performance/myAssess`);
    await eval2.getByTestId(`assess-row-${code}-${SHANGHAI}`).getByRole('link').click();
    await expect(eval2.getByTestId('assess-score-1')).toBeVisible(slow);
    await expect(eval2.getByTestId('assess-score-5')).toHaveCount(0);
    await score(eval2, words, code, SHANGHAI, { 1: '81' });

    // Results: (mean quality × 30 + service × 15) / 45 → Shanghai 80.33 B, Suzhou 55.17 D.
    await admin.goto(`${e2eUrls.buyer}/vendor/performance/plan/detail/${planId}`);
    const suzhouRow = admin.getByTestId(`result-row-${SUZHOU}`);
    await expect(suzhouRow.getByTestId('result-score')).toHaveText('55.17', slow);
    await expect(suzhouRow.getByTestId('result-grade')).toHaveText('D');
    await expect(admin.getByTestId(`result-row-${SHANGHAI}`).getByTestId('result-grade')).toHaveText('B');
    await admin.getByTestId('results-submit').click();
    await expect(admin.getByTestId('results-submit')).toHaveCount(0, slow);
    await approveTask(browser, locale, words, planId);

    // Published; one grade adjusted with a reason: the demo flow for grade changes (document type 14)
    // keeps it waiting for the approver, the grade stays D until approved.
    await admin.reload();
    await expect(admin.getByText(words.published, { exact: true }).first()).toBeVisible(slow);
    await suzhouRow.getByTestId('result-adjust').click(slow);
    const dialog = admin.getByTestId('adjust-dialog');
    await dialog.getByTestId('adjust-grade').selectOption('C');
    const reason = `E2E ${locale}: delays caused by our own schedule change`;
    await dialog.getByTestId('adjust-reason').fill(reason);
    const asked = admin.waitForResponse((r) => r.url().endsWith('/performance/result/saveAdjustGrade'));
    await dialog.getByTestId('adjust-confirm').click();
    const adjustmentId = ((await (await asked).json()) as { data: { id: string } }).data.id;
    await expect(suzhouRow.getByTestId('result-adjust')).toHaveCount(0, slow);
    await expect(suzhouRow.getByTestId('result-grade')).toHaveText('D');
    await approveTask(browser, locale, words, adjustmentId);
    await admin.reload();
    await expect(suzhouRow.getByTestId('result-grade')).toHaveText('C', slow);
    await shot(admin, `plan-results-${locale}`);
    await admin.goto(`${e2eUrls.buyer}/vendor/performance/level`);
    await expect(admin.getByTestId('levels-kind')).toBeVisible(slow);
    await shot(admin, `grade-levels-${locale}`);

    // The supplier's own user sees the adjusted grade and why; no evaluator is named.
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'perf.supplier',
      viewport: { width: 1440, height: 900 },
    });
    await supplier.goto(`${e2eUrls.supplier}/performance/result`);
    const mine = supplier.getByTestId(`vd-result-${code}`);
    await expect(mine.getByTestId('vd-result-grade')).toHaveText('C', slow);
    await shot(supplier, `supplier-results-${locale}`);
    await mine.getByRole('link').click();
    await expect(supplier.getByTestId('vd-detail-grade')).toHaveText('C', slow);
    await expect(supplier.getByText(reason)).toBeVisible();
    await expect(supplier.getByText('钱评估')).toHaveCount(0);
    await shot(supplier, `supplier-result-detail-${locale}`);
  });
}

for (const locale of Object.keys(LANGS)) {
  test(`the demo data shows on every new page (${locale})`, async ({ browser }) => {
    test.setTimeout(300_000);
    // The plan manager: the published demo plan with its results and Shanghai Precision's appeal.
    const admin = await signedIn(browser, { locale, user: 'admin', viewport: { width: 1440, height: 900 } });
    await admin.goto(`${e2eUrls.buyer}/vendor/performance/plan`);
    await admin.getByTestId('plan-row-PP20260701001').getByRole('link').first().click(slow);
    await expect(admin.getByTestId(`result-row-${SHANGHAI}`).getByTestId('result-appeal')).toBeVisible(slow);
    await shot(admin, `demo-published-plan-${locale}`);
    await admin.goto(`${e2eUrls.buyer}/vendor/performance/plan`);
    await admin.getByTestId('plan-row-PP20261001001').getByRole('link').first().click(slow);
    await expect(admin.getByTestId('plan-remind')).toBeVisible(slow);
    await shot(admin, `demo-plan-in-evaluation-${locale}`);
    // An evaluator of the plan in evaluation.
    const purchaser = await signedIn(browser, {
      locale,
      user: 'purchaser',
      viewport: { width: 1440, height: 900 },
    });
    await purchaser.goto(`${e2eUrls.buyer}/vendor/performance/myAssess`);
    await expect(purchaser.getByTestId(`assess-row-PP20261001001-${SHANGHAI}`)).toBeVisible(slow);
    // The supplier: its published result and its appeal.
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'supplier',
      viewport: { width: 1440, height: 900 },
    });
    await supplier.goto(`${e2eUrls.supplier}/performance/result`);
    await supplier.getByTestId('vd-result-PP20260701001').getByRole('link').click(slow);
    await expect(supplier.getByTestId('vd-appeal')).toBeVisible(slow);
    await shot(supplier, `demo-supplier-appeal-${locale}`);
  });
}
