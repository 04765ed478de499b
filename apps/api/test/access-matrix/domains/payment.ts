import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the payables routes (issue #15). See ../entries.ts.

const PAYMENT = 'payment:payment' as const;
/** A payment as copied (cc) to a person (issue #12 §5). */
const COPIED = 'payment:copied' as const;
/** An invoice write-off on a payment fixture (issue #15). */
const WRITE_OFF = 'payment:writeOff' as const;
const HUAXIA_SHANGHAI = demoId(1_019_001);
const HUAXIA_SUZHOU = demoId(1_019_002);
const DONGFANG_SHANGHAI = demoId(1_019_003);
const WRITE_OFF_IDS: Record<string, string> = {
  [HUAXIA_SHANGHAI]: demoId(1_019_011),
  [HUAXIA_SUZHOU]: demoId(1_019_012),
  [DONGFANG_SHANGHAI]: demoId(1_019_013),
};
const writeOffIdOf = (paymentId: string) => WRITE_OFF_IDS[paymentId] as string;

async function insertPayment(t: TestApp, id: string, tenantId: string, vendorId: string, code: string) {
  // Approved (3): visible to its own supplier, foreign to every other principal. A direct payment (no order).
  await t.sql(
    `insert into payment_applications (id, tenant_id, code, type, method, vendor_id, status, currency,
       exchange_rate, rate_date, total_amount, payee, bank_account, created_by)
     values ($1, $2, $3, 0, 0, $4, 3, 'CNY', 1, '2026-11-26', '10.00', '矩阵收款人', '62258801', $5)
     on conflict do nothing`,
    [id, tenantId, code, vendorId, DEMO.users.finance],
  );
  await t.sql(
    `insert into payment_application_lines (id, tenant_id, payment_id, vendor_id, line_no, description, amount)
     values (gen_random_uuid(), $1, $2, $3, 1, '矩阵', 10) on conflict do nothing`,
    [tenantId, id, vendorId],
  );
}

const byBody = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: PAYMENT,
  request: (id) => ({ payload: { id, ...extra } }),
});
const byIds = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: PAYMENT,
  request: (id) => ({ payload: { ids: [id], ...extra } }),
});
const paymentBody = {
  type: 0,
  method: 0,
  vendorId: DEMO.vendors.shanghaiPrecision,
  currency: 'CNY',
  payee: '矩阵收款人',
  bankAccount: '62258801',
  lines: [{ description: '矩阵', amount: '1' }],
};

export const paymentMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/payables/list': {},
    'GET /api/v1/payables/detail/:id': { object: PAYMENT },
    'GET /api/v1/payables/vendors': {},
    'GET /api/v1/payables/orders': {
      request: (id) => ({ url: `/api/v1/payables/orders?vendorId=${id}` }),
      note: "Names a supplier, not a payment: another tenant's supplier has no payable orders here (empty list).",
    },
    'POST /api/v1/payables/save': {
      object: PAYMENT,
      request: (id) => ({ payload: { ...paymentBody, id } }),
      note: 'With an id it edits that payment: a foreign id answers 404 payment.notFound like an absent one.',
    },
    'POST /api/v1/payables/submit': byBody(),
    'POST /api/v1/payables/withdraw': byBody(),
    'POST /api/v1/payables/cancel': byBody(),
    'POST /api/v1/payables/delete': byBody(),
    'POST /api/v1/payables/copy': byBody(),
    'POST /api/v1/payables/approve': byBody(),
    'POST /api/v1/payables/reject': byBody({ comment: '矩阵' }),
    'POST /api/v1/payables/batchApprove': byIds(),
    'POST /api/v1/payables/confirmPay': byBody({ paymentNo: 'BK1', voucherNo: 'JZ1' }),
    'POST /api/v1/payables/batchConfirmPay': byIds({ paymentNo: 'BK1', voucherNo: 'JZ1' }),
    // The company's payment settings (/setting/payment): the caller's own tenant, no id.
    'GET /api/v1/payables/setting': {},
    'GET /api/v1/financialSet/paymentSetting': {},
    'POST /api/v1/financialSet/paymentSetting': {
      request: () => ({
        payload: {
          methods: [0, 2, 3, 6],
          defaultMethod: 0,
          types: [0, 1, 2],
          advanceMaxPercent: 100,
          verificationRequired: false,
          voucherRequired: true,
        },
      }),
      note: "Writes the caller's own tenant only (no id): nothing foreign to aim at; the defaults.",
    },
    // Invoice write-off: a paid advance offset by an invoiced invoice.
    'GET /api/v1/payables/writeOff/candidates': {
      request: (id) => ({ url: `/api/v1/payables/writeOff/candidates?vendorId=${id}` }),
      note: "Names a supplier: another tenant's supplier has no advances or invoices here (empty lists).",
    },
    'GET /api/v1/payables/writeOff/list': {},
    'POST /api/v1/payables/writeOff/save': {
      object: PAYMENT,
      request: (id) => ({ payload: { paymentId: id, invoiceId: id, amount: '1' } }),
      note: 'The payment is locked first: a foreign one answers 404 payment.notFound like an absent one.',
    },
    'POST /api/v1/payables/writeOff/reverse': {
      object: WRITE_OFF,
      request: (id) => ({ payload: { id, reason: '矩阵' } }),
    },
    'GET /api/v1/vendor/payables/writeOff/list': {},
    // The supplier portal: tenant AND company scoped, from approving on.
    'GET /api/v1/vendor/payables/list': {},
    'GET /api/v1/vendor/payables/detail/:id': { object: PAYMENT },
    // Copy-to (issue #12 §5): permission `copyto`, the caller's own copies only.
    'GET /api/v1/copyto/payableList': {},
    'GET /api/v1/copyto/payableDetail/:id': {
      object: COPIED,
      note: 'Only the person copied reads it: anyone else (even finance or the admin) gets the absent-id 404.',
    },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertPayment(t, HUAXIA_SHANGHAI, huaxia, shanghaiPrecision, 'PAYMATRIX0001');
    await insertPayment(t, HUAXIA_SUZHOU, huaxia, suzhouSteel, 'PAYMATRIX0002');
    await insertPayment(t, DONGFANG_SHANGHAI, dongfang, shanghaiPrecision, 'PAYMATRIX0003');
    const all = [
      ['shanghai payment (huaxia)', HUAXIA_SHANGHAI, huaxia, shanghaiPrecision],
      ['suzhou payment (huaxia)', HUAXIA_SUZHOU, huaxia, suzhouSteel],
      ['shanghai payment (dongfang)', DONGFANG_SHANGHAI, dongfang, shanghaiPrecision],
    ] as const;
    const fixtures: Fixture[] = all.map(([name, id, tenantId, vendorId]) => ({
      kind: PAYMENT,
      name,
      id,
      table: 'payment_applications',
      owner: { tenantId, vendorId },
    }));
    await t.sql(
      `insert into document_copies (tenant_id, doc_type, document_id, user_id, copied_by)
       values ($1, 'paymentApply', $2, $3, $3) on conflict do nothing`,
      [huaxia, HUAXIA_SHANGHAI, DEMO.users.approver],
    );
    // Tenant-owned here (the tenant's payment lists show them to finance); that a colleague who was not
    // copied gets the absent-id answer too is test/copy-to-documents.test.ts.
    const copied: Fixture[] = fixtures
      .filter((f) => f.id !== HUAXIA_SUZHOU)
      .map((f) => ({ ...f, kind: COPIED, owner: { tenantId: f.owner.tenantId } }));
    for (const fixture of fixtures) {
      await t.sql(
        `insert into invoice_write_offs (id, tenant_id, vendor_id, payment_id, invoice_id, currency, amount, created_by)
         values ($1, $2, $3, $4, gen_random_uuid(), 'CNY', 1, $5) on conflict do nothing`,
        [
          writeOffIdOf(fixture.id),
          fixture.owner.tenantId,
          fixture.owner.vendorId,
          fixture.id,
          DEMO.users.finance,
        ],
      );
    }
    const writeOffs: Fixture[] = fixtures.map((f) => ({
      ...f,
      kind: WRITE_OFF,
      name: `write-off of ${f.name}`,
      id: writeOffIdOf(f.id),
      table: 'invoice_write_offs',
    }));
    return { [PAYMENT]: fixtures, [COPIED]: copied, [WRITE_OFF]: writeOffs };
  },
};
