import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// Issue #14's returns end to end, once per language, on the demo orders of the returns seed
// (tools/seed/purchasing/returns.ts: received goods, Huaxia's one-step return flow): the buyer returns
// 2 units from the order detail → the approver approves on /mobile → the buyer sends it to the
// supplier → the supplier confirms it took the goods back in the supplier portal → the buyer completes
// it, and the order detail's ledger shows received and returned quantities that add up.

const LANGS = {
  'en-US': {
    order: 'PO202611050001',
    /** The return this run writes (the seed holds R1–R4 on this order). */
    newReturn: 'PO202611050001-R5',
    received: '60',
    returnedBefore: 5,
    approving: 'Approving',
    approved: 'Approved',
    toConfirm: 'Awaiting supplier confirmation',
    returned: 'Goods returned',
    completed: 'Completed',
  },
  'zh-CN': {
    order: 'PO202611050002',
    newReturn: 'PO202611050002-R3',
    received: '50',
    returnedBefore: 4,
    approving: '审批中',
    approved: '已审批',
    toConfirm: '待供应商确认',
    returned: '已退货',
    completed: '已完成',
  },
} as const;
const ok = answeredOk;
const shot = screenshotter('returns');

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the buyer returns 2 units, approved on /mobile, confirmed by the supplier (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const buyer = await signedIn(browser, { locale, user: 'purchaser' });
    await buyer.goto(`${e2eUrls.buyer}/SaleReturn/list`);
    await expect(buyer.getByTestId(`return-row-${words.order}-R1`)).toBeVisible();
    await shot(buyer, 'list', locale);

    // From the order: "Return goods" → 2 units of line 1, refund, submitted.
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderList`);
    await buyer.getByTestId(`order-row-${words.order}`).getByRole('link', { name: words.order }).click();
    await expect(buyer).toHaveURL(/\/procurement\/orderDetail\/[0-9a-f-]{36}$/);
    const orderUrl = buyer.url();
    await buyer.getByTestId('order-return').click();
    await expect(buyer).toHaveURL(/\/procurement\/returnApply\/[0-9a-f-]{36}$/);
    // Too many first: the server's translated field error shows under the quantity.
    await buyer.getByTestId('return-qty-1').fill('999');
    await buyer.getByTestId('return-reason-1').fill(`E2E ${locale}`);
    await buyer.getByTestId('return-save').click();
    await expect(buyer.getByText(locale === 'en-US' ? /At most/ : /最多可退/)).toBeVisible();
    await shot(buyer, 'form', locale);
    await buyer.getByTestId('return-qty-1').fill('2');
    // A photo of the defect goes with it (upload type 14).
    const uploaded = buyer.waitForResponse((r) => r.url().includes('/file/upload'));
    await buyer.locator('input[type=file]').setInputFiles({
      name: `defect-${locale}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    expect((await uploaded).ok()).toBe(true);
    await ok(buyer, () => buyer.getByTestId('return-save-submit').click(), '/return/submit');
    await expect(buyer).toHaveURL(/\/SaleReturn\/detail\/[0-9a-f-]{36}$/);
    const returnId = buyer.url().split('/').pop()!;
    await expect(buyer.getByText(words.approving, { exact: true }).first()).toBeVisible();

    // The approver (the purchaser's superior) approves on a phone.
    const approver = await signedIn(browser, { locale, user: 'approver', phone: true });
    await approver.goto(`${e2eUrls.buyer}/mobile`);
    await approver.getByTestId(`mobile-task-${returnId}`).click();
    await expect(approver.getByRole('button', { name: /^(Approve|通过)$/ })).toBeVisible();
    await expect(approver.getByText(`E2E ${locale}`, { exact: false }).first()).toBeVisible();
    await expect(approver.getByTestId('mobile-files')).toContainText(`defect-${locale}.pdf`);
    await shot(approver, 'mobile', locale);
    await ok(
      approver,
      () => approver.getByRole('button', { name: /^(Approve|通过)$/ }).click(),
      '/approval/',
    );

    // The buyer sends it to the supplier.
    await buyer.reload();
    await expect(buyer.getByText(words.approved, { exact: true }).first()).toBeVisible();
    await ok(buyer, () => buyer.getByTestId('return-confirm').click(), '/return/confirm');
    await expect(buyer.getByText(words.toConfirm, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByTestId('return-files')).toContainText(`defect-${locale}.pdf`);
    await shot(buyer, 'detail', locale);

    // The supplier confirms it took the goods back.
    const supplier = await signedIn(browser, { locale, site: e2eUrls.supplier, user: 'supplier' });
    await supplier.goto(`${e2eUrls.supplier}/return/list`);
    const row = supplier.getByTestId(`return-row-${words.newReturn}`);
    await expect(row).toBeVisible();
    await shot(supplier, 'supplier-list', locale);
    await row.getByRole('link', { name: new RegExp(words.newReturn) }).click();
    await expect(supplier.getByTestId('supplier-return-confirm')).toBeVisible();
    await expect(supplier.getByTestId('return-files')).toContainText(`defect-${locale}.pdf`);
    await shot(supplier, 'supplier-detail', locale);
    await ok(
      supplier,
      () => supplier.getByTestId('supplier-return-confirm').click(),
      '/vendor/return/confirm',
    );
    await expect(supplier.getByText(words.returned, { exact: true }).first()).toBeVisible();

    // The buyer completes it; the print page shows it; the order's ledger adds up.
    await buyer.reload();
    await ok(buyer, () => buyer.getByTestId('return-complete').click(), '/return/complete');
    await expect(buyer.getByText(words.completed, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByTestId('ledger-received-1')).toHaveText(words.received);
    await expect(buyer.getByTestId('ledger-returned-1')).toHaveText(String(words.returnedBefore + 2));
    await buyer.getByTestId('return-print').click();
    await expect(buyer.getByTestId('return-print-code')).toBeVisible();
    await shot(buyer, 'print', locale);
    await buyer.goto(orderUrl);
    const ledger = buyer.getByTestId('order-ledger');
    await expect(ledger).toBeVisible();
    const firstLine = ledger.locator('tbody tr').first();
    await expect(firstLine).toContainText(words.received);
    await expect(firstLine).toContainText(String(words.returnedBefore + 2));
    await shot(buyer, 'order-ledger', locale);
  });
}
