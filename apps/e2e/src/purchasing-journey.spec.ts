import { expect, test, type Page } from './test.ts';
import { e2eUrls } from './ports.ts';
import { signedIn } from './session.ts';

// Issue #6 end to end: cart → purchase request → over budget, confirmed → superior approves on the
// desktop inbox → budget controller (admin) approves on the phone → the request is approved and its
// history shows every step → its order (one per supplier, awaiting the supplier's confirmation) is in
// the order list. Once per language: the screens must work in both.

const LANGS = {
  'en-US': {
    addToCart: 'Add to cart',
    select: 'Select',
    createRequest: 'Create purchase request',
    submitAnyway: 'Submit anyway',
    approve: 'Approve',
    submitted: 'Submitted',
    approvedAction: 'Approved',
    approvedStatus: 'Approved',
  },
  'zh-CN': {
    addToCart: '加入购物车',
    select: '选择',
    createRequest: '创建采购申请',
    submitAnyway: '仍然提交',
    approve: '通过',
    submitted: '提交',
    approvedAction: '审批通过',
    approvedStatus: '已审批',
  },
} as const;

/** Picks the first real option of every still-empty select inside `scope` (the master data pickers). */
async function pickFirstOptions(page: Page, selector: string) {
  for (const select of await page.locator(selector).all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
}

for (const [locale, words] of Object.entries(LANGS)) {
  test(`a purchase request goes from the cart through both approvals (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const buyer = await signedIn(browser, { locale, user: 'purchaser' });

    // Cart: one catalogue item, then "create purchase request" → a draft pre-filled from the cart.
    await buyer.goto(`${e2eUrls.buyer}/procurement/goodsList`);
    await buyer.getByTestId('goods-card').first().click();
    await expect(buyer).toHaveURL(/\/procurement\/goodsDetail\//);
    // Wait for the add call itself: going to the cart before it answers would find the cart empty.
    const added = buyer.waitForResponse((r) => r.request().method() === 'POST' && r.ok());
    await buyer.getByRole('button', { name: words.addToCart }).first().click();
    await added;
    await buyer.goto(`${e2eUrls.buyer}/procurement/cart`);
    const line = buyer.getByTestId('cart-line').first();
    // Chakra's checkbox input is visually hidden: click its label, then read the input.
    const box = line.getByRole('checkbox', { name: words.select });
    if (!(await box.isChecked())) await line.locator('label').first().click();
    await expect(box).toBeChecked();
    await buyer.getByRole('button', { name: words.createRequest }).click();
    await expect(buyer).toHaveURL(/\/procurement\/edit\/[0-9a-f-]{36}$/);
    const id = buyer.url().split('/').pop()!;

    // The form: header master data, a quantity that goes over the 5,000.00 production budget.
    const year = new Date().getFullYear();
    await buyer.locator('input[name="title"]').fill(`E2E ${locale} laptops`);
    await buyer.locator('input[name="needByDate"]').fill(`${year + 1}-01-15`);
    await buyer.locator('input[name="budgetPeriod"]').fill(String(year));
    const costCentre = buyer.locator('select[name="costCentreId"]');
    const production = costCentre.locator('option', { hasText: /Production|生产/ }).first();
    await costCentre.selectOption((await production.getAttribute('value'))!);
    await pickFirstOptions(buyer, 'select[name]:not([name^="lines."])');
    await pickFirstOptions(buyer, 'select[name^="lines.0."]');
    // Over the small production budget (5,000.00) but under the 50,000 management threshold.
    const price = Number(await buyer.locator('input[name="lines.0.unitPrice"]').inputValue());
    await buyer.locator('input[name="lines.0.quantity"]').fill(String(Math.max(1, Math.ceil(6000 / price))));
    for (const name of ['productCode', 'accountingCode']) {
      const input = buyer.locator(`input[name="lines.0.${name}"]`);
      if ((await input.inputValue()) === '') await input.fill('E2E-01');
    }

    // Submit: over budget → the question → confirmed → the success page.
    await buyer.getByTestId('apply-submit').click();
    const question = buyer.getByRole('alertdialog');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: words.submitAnyway }).click();
    await expect(buyer).toHaveURL(new RegExp(`/procurement/success/${id}$`));
    await expect(buyer.getByTestId('success-summary')).toBeVisible();

    // The superior approves from the desktop inbox.
    const approver = await signedIn(browser, { locale, user: 'approver' });
    await approver.goto(`${e2eUrls.buyer}/procurement/pendingApproval`);
    await approver
      .getByTestId(`task-row-${id}`)
      .getByRole('button', { name: words.approve, exact: true })
      .click();
    const superiorSays = `E2E ${locale}: over budget, but the line is urgent`;
    await approver.getByRole('dialog').getByRole('textbox').fill(superiorSays);
    await approver.getByRole('dialog').getByRole('button', { name: words.approve, exact: true }).click();
    await expect(approver.getByTestId(`task-row-${id}`)).toHaveCount(0);

    // The budget controller (admin) approves on a phone.
    const admin = await signedIn(browser, { locale, user: 'admin', phone: true });
    await admin.goto(`${e2eUrls.buyer}/mobile`);
    await admin.getByTestId(`mobile-task-${id}`).click();
    // The one-screen decision summary (issue #13 §5): over budget after this request, the superior's
    // comment, and for each line the last price paid or "first purchase".
    await expect(admin.getByTestId('mobile-budget')).toBeVisible();
    await expect(admin.getByTestId('budget-after')).toHaveText(/-|−/);
    await expect(admin.getByTestId('mobile-comments')).toContainText(superiorSays);
    await expect(
      admin.locator('[data-testid="mobile-last-price"], [data-testid="mobile-first-purchase"]').first(),
    ).toBeVisible();
    const decided = admin.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/approval/'),
    );
    await admin.getByRole('button', { name: /^(Approve|通过)$/ }).click();
    expect((await decided).ok()).toBe(true);

    // The purchaser sees the request approved and every step in the history.
    await buyer.goto(`${e2eUrls.buyer}/procurement/applyDetail/${id}`);
    // The first look at a freshly loaded page waits longer: a loaded CI machine renders it late.
    await expect(buyer.getByText(words.approvedStatus, { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    const history = buyer.getByTestId('apply-history');
    await expect(history.getByText(words.submitted, { exact: true })).toHaveCount(1);
    await expect(history.getByText(words.approvedAction, { exact: true })).toHaveCount(2);

    // Approval made the order: linked from the request, listed in the order list, awaiting the supplier.
    const orderLink = buyer.getByTestId('linked-orders').getByRole('link').first();
    await expect(orderLink).toHaveText(/^PO\d{12}$/);
    const orderCode = (await orderLink.textContent())!;
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderList`);
    await expect(buyer.getByTestId(`order-row-${orderCode}`)).toBeVisible({ timeout: 30_000 });
    await buyer.getByTestId(`order-row-${orderCode}`).getByRole('link').first().click();
    await expect(buyer.getByTestId('order-source-link')).toBeVisible();
  });
}
