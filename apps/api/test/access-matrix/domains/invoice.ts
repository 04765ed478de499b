import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the invoice routes (issue #15). See ../entries.ts.

const INVOICE = 'invoice:invoice' as const;
const HUAXIA_SHANGHAI_INVOICE = demoId(1_015_101);
const HUAXIA_SUZHOU_INVOICE = demoId(1_015_102);
const DONGFANG_SHANGHAI_INVOICE = demoId(1_015_103);
const SOME_LINE = demoId(1_015_198);
const SOME_RECEIPT = demoId(1_015_199);

async function insertInvoice(t: TestApp, id: string, tenantId: string, vendorId: string, number: string) {
  // Under review (status 2): visible to its own supplier and the tenant's finance, foreign to everyone else.
  await t.sql(
    `insert into invoices (id, tenant_id, vendor_id, invoice_code, invoice_number, invoice_date, amount_excl_tax,
       tax_amount, total_amount, seller_tax_no, buyer_tax_no, status, submitted_by)
     values ($1, $2, $3, '044031900111', $4, '2026-11-20', '10.00', '1.30', '11.30', '91310000MA1FL4XQ3K',
       '91330100MA2H0X7Y1Q', 2, $5) on conflict do nothing`,
    [id, tenantId, vendorId, number, DEMO.users.supplier],
  );
  await t.sql(
    `insert into invoice_lines (id, tenant_id, invoice_id, vendor_id, line_no, order_id, order_code, order_line_id,
       product_code, name, unit, quantity, unit_price, amount, tax_rate, tax_amount)
     values (gen_random_uuid(), $1, $2, $3, 1, gen_random_uuid(), 'POMATRIX', gen_random_uuid(), 'M-1', '矩阵物料',
       'pcs', 1, 10, 10, 13, 1.3) on conflict do nothing`,
    [tenantId, id, vendorId],
  );
}

const byBody = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: INVOICE,
  request: (id) => ({ payload: { id, ...extra } }),
});
const submitBody = {
  invoiceCode: '044031900111',
  invoiceNumber: '99000001',
  invoiceDate: '2026-11-20',
  amountExclTax: '10.00',
  taxAmount: '1.30',
  totalAmount: '11.30',
  sellerTaxNo: '91310000MA1FL4XQ3K',
  buyerTaxNo: '91330100MA2H0X7Y1Q',
  lines: [{ orderLineId: SOME_LINE, quantity: '1', unitPrice: '10', taxRate: '13' }],
};

export const invoiceMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/invoice/list': {},
    'GET /api/v1/invoice/detail/:id': { object: INVOICE },
    'POST /api/v1/invoice/check': byBody(),
    'POST /api/v1/invoice/examine': byBody(),
    'POST /api/v1/invoice/return': byBody({ reason: '矩阵' }),
    'POST /api/v1/invoice/void': byBody({ reason: '矩阵' }),
    'POST /api/v1/invoice/linkReceipt': {
      object: INVOICE,
      request: (id) => ({ payload: { id, lineId: SOME_LINE, receiptId: SOME_RECEIPT } }),
      note: 'The invoice is looked up first: a foreign id answers 404 invoice.notFound like an absent one.',
    },
    'GET /api/v1/financialSet/checkSetting': {},
    'POST /api/v1/financialSet/checkSetting': {
      request: () => ({ payload: { priceTolerance: '0', qtyTolerance: '0' } }),
      note: "Writes the caller's own tenant only (no id): nothing foreign to aim at.",
    },
    // The supplier portal: tenant AND company scoped.
    'GET /api/v1/vendor/invoice/list': {},
    'GET /api/v1/vendor/invoice/detail/:id': { object: INVOICE },
    'GET /api/v1/vendor/invoice/invoiceable': {},
    'POST /api/v1/vendor/invoice/submit': {
      request: () => ({ payload: submitBody }),
      note: 'Names order lines, not an invoice: a foreign or absent line is the same field error (400).',
    },
    'POST /api/v1/vendor/invoice/resubmit/:id': {
      object: INVOICE,
      request: () => ({ payload: submitBody }),
      note: 'The invoice is looked up first (tenant and company): a foreign id answers 404 like an absent one.',
    },
    'POST /api/v1/vendor/invoice/ocr': {
      object: 'file',
      request: (id) => ({ payload: { fileId: id } }),
      note: 'Only the caller’s own upload of type 41: any other file answers 404 like an absent one.',
    },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertInvoice(t, HUAXIA_SHANGHAI_INVOICE, huaxia, shanghaiPrecision, '99100001');
    await insertInvoice(t, HUAXIA_SUZHOU_INVOICE, huaxia, suzhouSteel, '99100002');
    await insertInvoice(t, DONGFANG_SHANGHAI_INVOICE, dongfang, shanghaiPrecision, '99100003');
    const all = [
      ['shanghai invoice (huaxia)', HUAXIA_SHANGHAI_INVOICE, huaxia, shanghaiPrecision],
      ['suzhou invoice (huaxia)', HUAXIA_SUZHOU_INVOICE, huaxia, suzhouSteel],
      ['shanghai invoice (dongfang)', DONGFANG_SHANGHAI_INVOICE, dongfang, shanghaiPrecision],
    ] as const;
    const fixtures: Fixture[] = all.map(([name, id, tenantId, vendorId]) => ({
      kind: INVOICE,
      name,
      id,
      table: 'invoices',
      owner: { tenantId, vendorId },
    }));
    return { [INVOICE]: fixtures };
  },
};
