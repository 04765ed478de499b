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
const REQUEST = 'invoice:request' as const;
const HUAXIA_SHANGHAI_REQUEST = demoId(1_015_111);
const HUAXIA_SUZHOU_REQUEST = demoId(1_015_112);
const DONGFANG_SHANGHAI_REQUEST = demoId(1_015_113);

async function insertRequest(t: TestApp, id: string, tenantId: string, vendorId: string, code: string) {
  // Sent (status 1): visible to its own supplier and the tenant's finance, foreign to everyone else.
  await t.sql(
    `insert into invoice_requests (id, tenant_id, vendor_id, code, status, invoice_title_id, title_name,
       title_tax_no, title_bank, title_address, address_id, receiver_name, receiver_phone, receiver_address,
       total_amount, requested_by)
     values ($1, $2, $3, $4, 1, gen_random_uuid(), '矩阵抬头', '91330100MA2H0X7Y1Q', '', '', gen_random_uuid(),
       '矩阵', '13900000000', '杭州', '10.00', $5) on conflict do nothing`,
    [id, tenantId, vendorId, code, DEMO.users.finance],
  );
}

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
    // Invoice requests: the buyer's under /assetsManagement, the supplier's under /vendor (company scoped).
    'GET /api/v1/assetsManagement/invoiceRequest/list': {},
    'GET /api/v1/assetsManagement/invoiceRequest/detail/:id': { object: REQUEST },
    'GET /api/v1/assetsManagement/invoiceRequest/requestable': {
      request: (id) => ({ url: `/api/v1/assetsManagement/invoiceRequest/requestable?vendorId=${id}` }),
      note: 'Names a supplier: lines of an unknown or foreign supplier are simply not there (empty list).',
    },
    'POST /api/v1/assetsManagement/invoiceRequest/create': {
      request: (id) => ({
        payload: {
          vendorId: id,
          invoiceTitleId: id,
          addressId: id,
          lines: [{ orderLineId: SOME_LINE, quantity: '1' }],
        },
      }),
      note: 'Names a supplier, a title, an address and order lines: foreign or absent ones are the same field errors (400).',
    },
    'POST /api/v1/assetsManagement/invoiceRequest/preview': {
      request: (id) => ({
        payload: {
          vendorId: id,
          invoiceTitleId: id,
          addressId: id,
          lines: [{ orderLineId: SOME_LINE, quantity: '1' }],
        },
      }),
      note: 'The review of a create: the same field errors for foreign or absent supplier, title, address and lines; writes nothing.',
    },
    'POST /api/v1/assetsManagement/invoiceRequest/cancel': {
      object: REQUEST,
      request: (id) => ({ payload: { id } }),
    },
    'GET /api/v1/vendor/invoiceRequest/list': {},
    'GET /api/v1/vendor/invoiceRequest/detail/:id': { object: REQUEST },
    'POST /api/v1/vendor/invoiceRequest/acknowledge': {
      object: REQUEST,
      request: (id) => ({ payload: { id } }),
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
    await insertRequest(t, HUAXIA_SHANGHAI_REQUEST, huaxia, shanghaiPrecision, 'IRMATRIX0001');
    await insertRequest(t, HUAXIA_SUZHOU_REQUEST, huaxia, suzhouSteel, 'IRMATRIX0002');
    await insertRequest(t, DONGFANG_SHANGHAI_REQUEST, dongfang, shanghaiPrecision, 'IRMATRIX0003');
    const requests: Fixture[] = (
      [
        ['shanghai request (huaxia)', HUAXIA_SHANGHAI_REQUEST, huaxia, shanghaiPrecision],
        ['suzhou request (huaxia)', HUAXIA_SUZHOU_REQUEST, huaxia, suzhouSteel],
        ['shanghai request (dongfang)', DONGFANG_SHANGHAI_REQUEST, dongfang, shanghaiPrecision],
      ] as const
    ).map(([name, id, tenantId, vendorId]) => ({
      kind: REQUEST,
      name,
      id,
      table: 'invoice_requests',
      owner: { tenantId, vendorId },
    }));
    return { [INVOICE]: fixtures, [REQUEST]: requests };
  },
};
