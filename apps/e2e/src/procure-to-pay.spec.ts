import { expect, test } from './test.ts';
import { apiCall, apiToken } from './api-session.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, screenshotter, signedIn } from './session.ts';

// Issue #15 end to end, once per language, on one order from delivery to the statement: the supplier
// delivers 10 bearings (in Chinese; the English order already has its delivery note) → the buyer receives
// them → the supplier uploads its VAT invoice (the OCR simulator fills it) for the received quantity →
// finance sees it within tolerance, checks and examines it → finance applies for payment, is refused over
// the received amount, corrects, submits → the approver approves on /mobile → finance confirms the payment
// from the approved list with a payment and voucher number → the order's ledger shows invoiced and paid →
// the supplier sees its payment paid → finance states the month for the supplier → the supplier confirms.
//
// Huaxia has no payment approval flow in its demo data (payments are approved at once): the journey adds a
// one-step flow (the demo approver, for payments of 50.00 and more) through the API and disables it again.
// Invoice numbers 88003101/2 are its own (invoices and invoice-requests use 88001…, 88002…).

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const APPROVER = '00000000-0000-4000-8000-000000003003';
/** A partly received order of the same supplier that no other journey touches (oil seals at 3.20). */
const SEALS = 'PO202611020004';
const PAYMENT_APPLY = 2;
const EMPLOYEE_APPROVER = 12;
const AUTHORIZED = 1;

const LANGS = {
  'en-US': {
    order: 'PO202611020008',
    deliver: false,
    invoiceNumber: '88003101',
    simulator: /OCR simulator/,
    totals: 'Use the line totals',
    limit: /at most/,
    priceHeld: /above the order price/,
    returnInvoice: 'Return to supplier',
    returnReason: 'The oil seals are invoiced above the order price',
    paid: 'Paid',
    approving: 'Approving',
    sent: 'Sent to supplier',
    confirmed: 'Confirmed',
  },
  'zh-CN': {
    order: 'PO202611020003',
    deliver: true,
    invoiceNumber: '88003102',
    simulator: /模拟器/,
    totals: '使用明细合计',
    limit: /最多/,
    priceHeld: /比订单单价/,
    returnInvoice: '退回供应商',
    returnReason: '油封开票单价高于订单单价',
    paid: '已付款',
    approving: '审批中',
    sent: '已发送供应商',
    confirmed: '已确认',
  },
} as const;

const ok = answeredOk;
const shot = screenshotter('procure-to-pay');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const [locale, words] of Object.entries(LANGS)) {
  test(`an order is received, invoiced, paid after approval on /mobile and stated (${locale})`, async ({
    browser,
    request,
  }) => {
    // Four portals' worth of pages, two of them signed in twice, axe on each: slow on a loaded machine.
    test.setTimeout(600_000);
    const admin = await apiToken(request, 'buyer', 'admin', HUAXIA);
    const flow = await apiCall<{ id: string }>(request, admin, '/approval/flows/save', {
      docType: PAYMENT_APPLY,
      name: `E2E 付款审批 ${locale}`,
      priority: 1,
      enabled: true,
      minAmount: '50.00',
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [
        {
          key: 'approver',
          name: '付款审批',
          approverType: EMPLOYEE_APPROVER,
          mode: AUTHORIZED,
          allowDynamic: false,
          onlyWhenOverBudget: false,
          employeeIds: [APPROVER],
        },
      ],
    });
    try {
      const supplier = await signedIn(browser, { locale, site: e2eUrls.supplier, user: 'supplier' });
      await supplier.goto(`${e2eUrls.supplier}/order/list`);
      await supplier.getByTestId(`order-row-${words.order}`).getByRole('link', { name: words.order }).click();
      await expect(supplier).toHaveURL(/\/order\/detail\/[0-9a-f-]{36}$/);
      const orderId = supplier.url().split('/').pop()!;
      if (words.deliver) {
        await supplier.getByTestId('order-deliver').click();
        await supplier.getByTestId('deliver-qty-1').fill('10');
        await supplier.getByTestId('deliver-courier').selectOption('sf');
        await supplier.getByTestId('deliver-tracking').fill(`P2P${locale}`);
        await ok(supplier, () => supplier.getByTestId('dialog-submit').click(), '/vendor/order/deliver');
      }

      // The buyer receives the delivery note in full.
      const buyer = await signedIn(browser, { locale, user: 'purchaser' });
      await buyer.goto(`${e2eUrls.buyer}/Receive/receiveList`);
      await buyer
        .getByTestId(`to-receive-row-${words.order}`)
        .getByTestId(`receive-note-${words.order}-1`)
        .click();
      await expect(buyer.getByTestId('accepted-1')).toHaveValue('10');
      await ok(buyer, () => buyer.getByTestId('receipt-submit').click(), '/receive/confirm');
      await expect(buyer.getByTestId('commit-success')).toContainText(`${words.order}-R1`);

      // The supplier invoices what was received: the OCR simulator reads the uploaded PDF.
      await supplier.goto(`${e2eUrls.supplier}/invoice/list`);
      await supplier.getByTestId('invoice-new').click();
      const marker = { invoiceCode: '031002600222', invoiceNumber: words.invoiceNumber, invoiceDate: day(0) };
      await supplier.locator('input[type="file"]').setInputFiles({
        name: `invoice-${words.invoiceNumber}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\nPROCURE-OCR${JSON.stringify(marker)}\n%%EOF`),
      });
      await expect(supplier.getByTestId('ocr-note')).toContainText(words.simulator);
      await expect(supplier.getByTestId('invoice-invoiceNumber')).toHaveValue(words.invoiceNumber);
      const line = supplier.getByTestId(`invoiceable-${words.order}-1`);
      await line.getByRole('checkbox').check({ force: true });
      await expect(supplier.getByTestId(`pick-quantity-${words.order}-1`)).toHaveValue('10');
      // The same invoice also bills 5 oil seals of another received order (PO202611020004, 3.20 each) at 3.90:
      // one invoice may cover several orders of one supplier; that line is held for its price.
      const seals = supplier.getByTestId(`invoiceable-${SEALS}-1`);
      await seals.getByRole('checkbox').check({ force: true });
      await supplier.getByTestId(`pick-quantity-${SEALS}-1`).fill('5');
      await supplier.getByTestId(`pick-unitPrice-${SEALS}-1`).fill('3.90');
      await supplier.getByTestId('invoice-sellerTaxNo').fill('91310115MA1K4D7Q2X');
      await supplier.getByTestId('invoice-buyerTaxNo').fill('91310000MA1FL4XQ3K');
      await supplier.getByRole('button', { name: words.totals, exact: true }).click();
      await shot(supplier, 'invoice', locale);
      await ok(supplier, () => supplier.getByTestId('invoice-submit').click(), '/vendor/invoice/submit');
      await expect(supplier).toHaveURL(/\/invoice\/detail\//);

      // Finance: the bearings are within tolerance, the oil seals are held and the panel says why; finance
      // returns the invoice to the supplier with a reason.
      const finance = await signedIn(browser, { locale, user: 'finance' });
      const openInvoice = async () => {
        await finance.goto(`${e2eUrls.buyer}/invoice/management`);
        const invoiceRow = finance.getByTestId(`invoice-row-${words.invoiceNumber}`);
        await invoiceRow.getByRole('link', { name: words.invoiceNumber }).click({ timeout: 30_000 });
        await expect(finance.getByTestId('match-state-1')).toBeVisible({ timeout: 30_000 });
      };
      await openInvoice();
      await expect(finance.getByTestId('hold-reason-1')).toBeHidden();
      await expect(finance.getByTestId('hold-reason-2')).toContainText(words.priceHeld);
      await expect(finance.getByTestId('invoice-examine')).toBeDisabled();
      await expect(finance.getByTestId('invoice-held-note')).toBeVisible();
      await shot(finance, 'invoice-held', locale);
      await finance.getByTestId('invoice-return').click();
      const returnDialog = finance.getByRole('alertdialog');
      await returnDialog.getByTestId('reason-input').fill(words.returnReason);
      await ok(
        finance,
        () => returnDialog.getByRole('button', { name: words.returnInvoice, exact: true }).click(),
        '/invoice/return',
      );

      // The supplier reads the reason, takes the oil seals off and resubmits.
      await supplier.reload();
      await supplier.getByTestId('invoice-resubmit').click();
      await expect(supplier.getByTestId('resubmit-reason')).toContainText(words.returnReason);
      await supplier.getByTestId(`invoiceable-${SEALS}-1`).getByRole('checkbox').uncheck({ force: true });
      await supplier.getByRole('button', { name: words.totals, exact: true }).click();
      await ok(supplier, () => supplier.getByTestId('invoice-submit').click(), '/vendor/invoice/resubmit');
      await expect(supplier).toHaveURL(/\/invoice\/detail\//);
      await expect(supplier.getByTestId('invoice-resubmit')).toBeHidden();

      // Finance: the match is now within tolerance; check and examine.
      await openInvoice();
      await expect(finance.getByTestId('hold-reason-1')).toBeHidden();
      await expect(finance.getByTestId('match-state-2')).toBeHidden();
      await finance.getByTestId('invoice-check').click();
      await expect(finance.getByTestId('invoice-verify')).toBeVisible({ timeout: 30_000 });
      await finance.getByTestId('invoice-examine').click();
      await expect(finance.getByTestId('invoice-examine')).toBeHidden({ timeout: 30_000 });
      await shot(finance, 'invoice-detail', locale);

      // A PO payment: refused over the received amount, then 100.00, saved and submitted.
      await finance.goto(`${e2eUrls.buyer}/payment/newPayment`);
      await finance.getByTestId('payment-vendor').selectOption(SHANGHAI);
      await finance.getByTestId('payment-payee').fill('上海精密机械有限公司');
      await finance.getByTestId('payment-account').fill('6225 8801 2345 6789');
      const amount = finance.getByTestId(`payment-amount-${words.order}-1`);
      await amount.fill('400');
      await finance.getByTestId('payment-save').click();
      await expect(finance.getByTestId('payment-form-error')).toContainText(words.limit);
      await amount.fill('100');
      await ok(finance, () => finance.getByTestId('payment-save-submit').click(), '/payables/submit');
      await expect(finance).toHaveURL(/\/payment\/(success|detail)\/[0-9a-f-]{36}$/);
      const paymentId = finance.url().split('/').pop()!;
      await finance.goto(`${e2eUrls.buyer}/payment/detail/${paymentId}`);
      await expect(finance.getByText(words.approving, { exact: true }).first()).toBeVisible({
        timeout: 30_000,
      });
      const code = (await finance.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^PAY\d+$/);

      // The approver approves on a phone.
      const approver = await signedIn(browser, { locale, user: 'approver', phone: true });
      await approver.goto(`${e2eUrls.buyer}/mobile`);
      await approver.getByTestId(`mobile-task-${paymentId}`).click();
      await shot(approver, 'mobile', locale);
      const approve = approver.getByRole('button', { name: /^(Approve|通过)$/ });
      await ok(approver, () => approve.click(), '/approval/');

      // Finance confirms the payment from the approved list, with its payment and voucher numbers.
      await finance.goto(`${e2eUrls.buyer}/payment/approved`);
      const paymentRow = finance.getByTestId(`payment-row-${code}`);
      await paymentRow.getByRole('checkbox').check({ force: true });
      await finance.getByTestId('payment-batch-pay').click();
      await finance.getByTestId('pay-payment-no').fill(`BK-P2P-${locale}`);
      await finance.getByTestId('pay-voucher-no').fill(`JZ-P2P-${locale}`);
      await ok(finance, () => finance.getByTestId('form-dialog-submit').click(), '/payables/');
      await finance.goto(`${e2eUrls.buyer}/payment/detail/${paymentId}`);
      await expect(finance.getByText(words.paid, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expect(finance.getByText(`JZ-P2P-${locale}`).first()).toBeVisible();

      // The order's ledger: 10 received, 10 invoiced, 100.00 paid.
      await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
      await expect(buyer.getByTestId('order-ledger-received-1')).toHaveText('10', { timeout: 30_000 });
      await expect(buyer.getByTestId('order-ledger-invoiced-1')).toHaveText('10');
      await expect(buyer.getByTestId('order-ledger-paidAmount-1')).toContainText('100.00');
      await shot(buyer, 'order-ledger', locale);

      // The supplier sees it paid.
      await supplier.goto(`${e2eUrls.supplier}/payment/list`);
      await expect(supplier.getByTestId(`payment-row-${code}`)).toContainText(words.paid, {
        timeout: 30_000,
      });

      // Finance states the month for the supplier; the order is on it; the supplier confirms.
      await finance.goto(`${e2eUrls.buyer}/account/list`);
      await finance.getByTestId('statement-create').click();
      await finance.getByTestId('statement-vendor').selectOption(SHANGHAI);
      await finance.getByTestId('statement-from').fill(day(-30));
      await finance.getByTestId('statement-to').fill(day(0));
      await finance.getByTestId('statement-save').click();
      await expect(finance).toHaveURL(/\/account\/detail\//, { timeout: 30_000 });
      await expect(finance.getByTestId('statement-lines')).toContainText(words.order);
      const statement =
        (await finance.getByRole('heading', { level: 1, name: /^ST\d{12}$/ }).textContent())?.trim() ?? '';
      await finance.getByTestId('statement-send').click();
      await expect(finance.getByText(words.sent).first()).toBeVisible();
      await supplier.goto(`${e2eUrls.supplier}/statement/list`);
      await supplier
        .getByTestId(`statement-row-${statement}`)
        .getByRole('link', { name: statement })
        .click({ timeout: 30_000 });
      await expect(supplier.getByTestId('statement-lines')).toContainText(words.order);
      await supplier.getByTestId('statement-confirm').click();
      await expect(supplier.getByText(words.confirmed).first()).toBeVisible();
      await shot(supplier, 'statement-confirmed', locale);
    } finally {
      await apiCall(request, admin, `/approval/flows/${flow.id}/disable`, {});
    }
  });
}
