import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// Issue #14 (receiving) end to end, once per language, continuing the orders journey on demo orders
// of its own (tools/seed/purchasing/order.ts): the supplier delivers in two notes → the buyer receives
// the first note in full from the to-receive list, the second partly with a rejected quantity and a
// reason → the order is "partly received" → the buyer closes the rest on the order detail → "receipt
// complete" → the supplier sees the receipt of its delivery with what was rejected and why → the buyer
// cancels the first receipt → returns 2 units of the second (approved on /mobile in Huaxia, whose return
// flow has a step) → the supplier confirms it took them back → completed, and the order's ledger shows
// the received and returned quantities.

const LANGS = {
  'en-US': {
    tenant: null,
    order: 'PO202611020002',
    supplier: 'supplier2',
    confirm: true,
    first: '2',
    accepted: '2',
    rejected: '1',
    reason: 'Bent edge',
    partly: 'Partly received',
    complete: 'Receipt complete',
    cancelReceipt: 'Cancel receipt',
    cancelled: 'Cancelled',
    signature: 'Signature:',
    setting: 'Receipts need approval (receiving application)',
    /** Huaxia has a one-step return flow (the approver, on /mobile); Dongfang has none: approved at once. */
    returnFlow: true,
    approving: 'Approving',
    approved: 'Approved',
    toConfirm: 'Awaiting supplier confirmation',
    returned: 'Goods returned',
    completed: 'Completed',
  },
  'zh-CN': {
    tenant: /东方零售|Dongfang Retail/,
    order: 'PO202611020102',
    supplier: 'supplier',
    confirm: false,
    first: '100',
    accepted: '200',
    rejected: '50',
    reason: '唇口破损',
    partly: '部分收货',
    complete: '收货完成',
    cancelReceipt: '作废收货单',
    cancelled: '已作废',
    signature: '签字：',
    setting: '收货需要审批（收货申请）',
    returnFlow: false,
    approving: '审批中',
    approved: '已审批',
    toConfirm: '待供应商确认',
    returned: '已退货',
    completed: '已完成',
  },
} as const;
const ok = answeredOk;
const shot = screenshotter('receiving');

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer receives two delivery notes (one partly, with a rejection), closes the rest; the supplier sees why (${locale})`, async ({
    browser,
  }) => {
    // Three portals, two languages, axe on every page: slow on a loaded 2-core machine (3 min seen).
    test.setTimeout(300_000);
    // The supplier confirms (when still awaiting confirmation) and delivers in two notes.
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: words.supplier,
      tenant: words.tenant,
    });
    await supplier.goto(`${e2eUrls.supplier}/order/list`);
    await supplier.getByTestId(`order-row-${words.order}`).getByRole('link', { name: words.order }).click();
    await expect(supplier).toHaveURL(/\/order\/detail\/[0-9a-f-]{36}$/);
    const orderId = supplier.url().split('/').pop()!;
    if (words.confirm) {
      await ok(supplier, () => supplier.getByTestId('order-confirm').click(), '/vendor/order/confirm');
    }
    for (const [index, quantity] of [words.first, null].entries()) {
      await supplier.goto(`${e2eUrls.supplier}/order/detail/${orderId}`);
      await supplier.getByTestId('order-deliver').click();
      if (quantity) await supplier.getByTestId('deliver-qty-1').fill(quantity);
      await supplier.getByTestId('deliver-courier').selectOption(index === 0 ? 'sf' : 'jd');
      await supplier.getByTestId('deliver-tracking').fill(`RCV${locale}${index}`);
      await ok(supplier, () => supplier.getByTestId('dialog-submit').click(), '/vendor/order/deliver');
    }
    await expect(supplier.getByTestId(`delivery-${words.order}-2`)).toBeVisible();

    // The buyer's to-receive list shows both notes; the first is received in full.
    const buyer = await signedIn(browser, { locale, user: 'purchaser', tenant: words.tenant });
    await buyer.goto(`${e2eUrls.buyer}/Receive/receiveList`);
    const row = buyer.getByTestId(`to-receive-row-${words.order}`);
    await expect(row.getByTestId(`receive-note-${words.order}-2`)).toBeVisible();
    await shot(buyer, 'to-receive', locale);
    await row.getByTestId(`receive-note-${words.order}-1`).click();
    await expect(buyer.getByTestId('accepted-1')).toHaveValue(words.first);
    await buyer.getByTestId('warehouse').fill('A-03');
    await shot(buyer, 'take', locale);
    await ok(buyer, () => buyer.getByTestId('receipt-submit').click(), '/receive/confirm');
    await expect(buyer.getByTestId('commit-success')).toContainText(`${words.order}-R1`);
    await expect(buyer.getByText(words.partly, { exact: true })).toBeVisible();
    await shot(buyer, 'commit-success', locale);

    // The second note partly: some accepted, some rejected with a reason; the rest stays open.
    await buyer.goto(`${e2eUrls.buyer}/Receive/receiveList`);
    await buyer
      .getByTestId(`to-receive-row-${words.order}`)
      .getByTestId(`receive-note-${words.order}-2`)
      .click();
    await buyer.getByTestId('accepted-1').fill(words.accepted);
    await buyer.getByTestId('rejected-1').fill(words.rejected);
    // A rejection without a reason is refused on the form.
    await buyer.getByTestId('receipt-submit').click();
    await expect(buyer.getByTestId('reason-1')).toHaveAttribute('aria-invalid', 'true');
    await buyer.getByTestId('reason-1').fill(words.reason);
    await ok(buyer, () => buyer.getByTestId('receipt-submit').click(), '/receive/confirm');
    await expect(buyer.getByTestId('commit-success')).toContainText(`${words.order}-R2`);
    await buyer.getByTestId('success-detail').click();
    await expect(buyer.getByTestId('receipt-line-1')).toContainText(words.reason);
    await shot(buyer, 'detail', locale);

    // The order is partly received; the buyer closes the rest of the order.
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
    await expect(buyer.getByText(words.partly, { exact: true }).first()).toBeVisible();
    await buyer.getByTestId('order-close-receiving').click();
    await buyer.getByTestId('close-reason').fill(`E2E ${locale}`);
    await ok(buyer, () => buyer.getByTestId('close-confirm').click(), '/receive/closeReceiving');
    await expect(buyer.getByText(words.complete, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByTestId('order-close-receiving')).toHaveCount(0);
    await shot(buyer, 'order-complete', locale);
    await buyer.goto(`${e2eUrls.buyer}/Receive/constList`);
    await expect(buyer.getByTestId(`receipt-row-${words.order}-R2`)).toBeVisible();
    await shot(buyer, 'const-list', locale);

    // The supplier sees the receipts of its delivery: what was rejected and why.
    await supplier.goto(`${e2eUrls.supplier}/receive/list`);
    await supplier.getByTestId(`receipt-row-${words.order}-R2`).getByRole('link').first().click();
    await expect(supplier.getByTestId('receipt-line-1')).toContainText(words.reason);
    await expect(supplier.getByTestId('receipt-line-1')).toContainText(words.rejected);
    await shot(supplier, 'supplier-detail', locale);

    // The receipt as a formal document (parties, lines, signatures), then the buyer cancels the first
    // receipt: it stays as cancelled, its quantities stop counting, the order is partly received again.
    await buyer.goto(`${e2eUrls.buyer}/Receive/constList`);
    await buyer.getByTestId(`receipt-row-${words.order}-R1`).getByRole('link').first().click();
    await buyer.getByTestId('receipt-contract').click();
    await expect(buyer.getByTestId('receipt-contract-code')).toHaveText(`${words.order}-R1`);
    await expect(buyer.getByTestId('receipt-signatures')).toContainText(words.signature);
    await shot(buyer, 'contract', locale);
    await buyer.goBack();
    await buyer.getByTestId('receipt-cancel').click();
    const dialog = buyer.getByRole('alertdialog');
    await dialog.getByTestId('reason-input').fill(`E2E cancel ${locale}`);
    await ok(
      buyer,
      () => dialog.getByRole('button', { name: words.cancelReceipt, exact: true }).click(),
      '/receive/cancel',
    );
    await expect(buyer.getByTestId('receipt-cancelled')).toContainText(`E2E cancel ${locale}`);
    await expect(buyer.getByText(words.cancelled, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByText(words.partly, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByTestId('receipt-cancel')).toHaveCount(0);
    await shot(buyer, 'cancelled', locale);

    // The receiving setting page (the admin turns the receiving application on or off there).
    const admin = await signedIn(browser, { locale, user: 'admin' });
    await admin.goto(`${e2eUrls.buyer}/setting/receiving`);
    await expect(admin.getByText(words.setting)).toBeVisible();
    const toggle = admin.getByTestId('receiving-application-switch');
    await ok(admin, () => toggle.getByText(words.setting).click(), '/receive/setting');
    await expect(admin.getByRole('checkbox', { name: words.setting })).toBeChecked();
    await shot(admin, 'setting', locale);
    // Back off: the other journeys confirm receipts directly.
    await ok(admin, () => toggle.getByText(words.setting).click(), '/receive/setting');
    await expect(admin.getByRole('checkbox', { name: words.setting })).not.toBeChecked();

    // The buyer returns 2 of the units still received (R2's): approved on /mobile where the tenant has a
    // return flow, sent to the supplier, confirmed by the supplier, completed; the ledger adds up.
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
    await expect(buyer.getByTestId('order-ledger-received-1')).toHaveText(words.accepted);
    await expect(buyer.getByTestId('order-ledger-returned-1')).toHaveText('0');
    await buyer.getByTestId('order-return').click();
    await expect(buyer).toHaveURL(/\/procurement\/returnApply\/[0-9a-f-]{36}$/);
    await buyer.getByTestId('return-qty-1').fill('2');
    await buyer.getByTestId('return-reason-1').fill(`E2E return ${locale}`);
    await ok(buyer, () => buyer.getByTestId('return-save-submit').click(), '/return/submit');
    await expect(buyer).toHaveURL(/\/SaleReturn\/detail\/[0-9a-f-]{36}$/);
    const returnId = buyer.url().split('/').pop()!;
    if (words.returnFlow) {
      await expect(buyer.getByText(words.approving, { exact: true }).first()).toBeVisible();
      const approver = await signedIn(browser, { locale, user: 'approver', phone: true });
      await approver.goto(`${e2eUrls.buyer}/mobile`);
      await approver.getByTestId(`mobile-task-${returnId}`).click();
      await expect(approver.getByText(`E2E return ${locale}`).first()).toBeVisible();
      await shot(approver, 'return-mobile', locale);
      const approve = approver.getByRole('button', { name: /^(Approve|通过)$/ });
      await ok(approver, () => approve.click(), '/approval/');
      await buyer.reload();
    }
    await expect(buyer.getByText(words.approved, { exact: true }).first()).toBeVisible();
    await ok(buyer, () => buyer.getByTestId('return-confirm').click(), '/return/confirm');
    await expect(buyer.getByText(words.toConfirm, { exact: true }).first()).toBeVisible();

    await supplier.goto(`${e2eUrls.supplier}/return/detail/${returnId}`);
    const supplierConfirm = supplier.getByTestId('supplier-return-confirm');
    await expect(supplierConfirm).toBeVisible();
    await shot(supplier, 'supplier-return', locale);
    await ok(supplier, () => supplierConfirm.click(), '/vendor/return/confirm');
    await expect(supplier.getByText(words.returned, { exact: true }).first()).toBeVisible();

    await buyer.reload();
    await ok(buyer, () => buyer.getByTestId('return-complete').click(), '/return/complete');
    await expect(buyer.getByText(words.completed, { exact: true }).first()).toBeVisible();
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
    await expect(buyer.getByTestId('order-ledger-received-1')).toHaveText(words.accepted);
    await expect(buyer.getByTestId('order-ledger-returned-1')).toHaveText('2');
    await shot(buyer, 'order-ledger-returned', locale);
  });
}
