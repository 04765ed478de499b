import { expect, test } from './test.ts';
import { e2eUrls } from './ports.ts';
import { answeredOk, signedIn } from './session.ts';

// Issue #13 end to end, once per language, on the demo orders (tools/seed/purchasing/order.ts): the
// supplier signs into the supplier portal (in Chinese: switches to Dongfang first), confirms an order
// awaiting confirmation, proposes a lower unit price → the buyer accepts the proposal → version 2
// shows the diff on both sides → the supplier delivers in two partial delivery notes with a courier
// and tracking number → the buyer sees the delivered quantity, the notes and a delivery's details.

const LANGS = {
  'en-US': {
    tenant: null,
    order: 'PO202611020001',
    deliveredStatus: 'Awaiting receipt',
  },
  'zh-CN': {
    tenant: /东方零售|Dongfang Retail/,
    order: 'PO202611020101',
    deliveredStatus: '待收货',
  },
} as const;
const ok = answeredOk;

for (const [locale, words] of Object.entries(LANGS)) {
  test(`the supplier confirms, changes and delivers; the buyer sees every step (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const supplier = await signedIn(browser, {
      locale,
      site: e2eUrls.supplier,
      user: 'supplier',
      tenant: words.tenant,
    });
    await supplier.goto(`${e2eUrls.supplier}/order/list`);
    const row = supplier.getByTestId(`order-row-${words.order}`);
    await expect(row.getByTestId('unread-marker')).toBeVisible();
    await row.getByRole('link', { name: words.order }).click();
    await expect(supplier).toHaveURL(/\/order\/detail\/[0-9a-f-]{36}$/);
    const orderId = supplier.url().split('/').pop()!;
    await supplier.screenshot({
      path: `../../tmp/e2e-results/order-supplier-detail-${locale}.png`,
      fullPage: true,
    });

    // Confirm (1 → 6), then a counter-proposal: line 1 at a lower unit price.
    await ok(supplier, () => supplier.getByTestId('order-confirm').click(), '/vendor/order/confirm');
    await expect(supplier.getByTestId('order-deliver')).toBeVisible();
    await supplier.getByTestId('order-modify').click();
    await supplier.getByTestId('change-unitPrice-1').fill('11.8');
    await supplier.getByTestId('change-reason').fill(`E2E ${locale} price`);
    await ok(supplier, () => supplier.getByTestId('dialog-submit').click(), '/vendor/order/modify');

    // The buyer accepts the proposal from its change page: version 2.
    const buyer = await signedIn(browser, { locale, user: 'purchaser', tenant: words.tenant });
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
    await buyer.getByTestId(`change-${words.order}-C1`).getByRole('link').click();
    await expect(buyer.getByTestId('change-diff')).toContainText('11.8');
    await ok(buyer, () => buyer.getByTestId('change-confirm').click(), '/orderChange/confirm');
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderVersionDetail/${orderId}`);
    await expect(buyer.getByTestId('order-version-2')).toContainText('11.8');
    await expect(buyer.getByTestId('order-version-1')).toBeVisible();
    await buyer.screenshot({
      path: `../../tmp/e2e-results/order-buyer-versions-${locale}.png`,
      fullPage: true,
    });
    await supplier.goto(`${e2eUrls.supplier}/order/versions/${orderId}`);
    await expect(supplier.getByTestId('order-version-2')).toContainText('11.8');

    // Two partial delivery notes: 15 now, the rest later.
    for (const [index, quantity] of ['15', null].entries()) {
      await supplier.goto(`${e2eUrls.supplier}/order/detail/${orderId}`);
      await supplier.getByTestId('order-deliver').click();
      if (quantity) await supplier.getByTestId('deliver-qty-1').fill(quantity);
      await supplier.getByTestId('deliver-courier').selectOption(index === 0 ? 'sf' : 'jd');
      await supplier.getByTestId('deliver-tracking').fill(`E2E${locale}${index}`);
      await ok(supplier, () => supplier.getByTestId('dialog-submit').click(), '/vendor/order/deliver');
    }
    await expect(supplier.getByTestId(`delivery-${words.order}-2`)).toBeVisible();
    await supplier.screenshot({
      path: `../../tmp/e2e-results/order-supplier-delivered-${locale}.png`,
      fullPage: true,
    });

    // The buyer sees the new status, the delivered quantities and the notes.
    await buyer.goto(`${e2eUrls.buyer}/procurement/orderDetail/${orderId}`);
    await expect(buyer.getByText(words.deliveredStatus, { exact: true }).first()).toBeVisible();
    await expect(buyer.getByTestId(`delivery-${words.order}-1`)).toBeVisible();
    await expect(buyer.getByTestId(`delivery-${words.order}-2`)).toBeVisible();
    await buyer.screenshot({
      path: `../../tmp/e2e-results/order-buyer-detail-${locale}.png`,
      fullPage: true,
    });
    await buyer.getByTestId(`delivery-${words.order}-1`).getByRole('link').click();
    await expect(buyer.getByTestId('delivery-code')).toHaveText(`${words.order}-1`);
    await buyer.screenshot({
      path: `../../tmp/e2e-results/order-buyer-delivery-${locale}.png`,
      fullPage: true,
    });
  });
}
