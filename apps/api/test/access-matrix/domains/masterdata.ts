import { socialCreditCheckChar } from '@procure/shared-validation';
import type { DomainMatrix, Fixture, MatrixEntries, ObjectKind } from '../types.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';

// Access-matrix entries and owned-object fixtures of the masterdata routes (issue #6). See ../entries.ts.
// Lookups answer buyer sessions only (403 for supplier and ops sessions); management needs the
// permission. Writing probes use payloads that change nothing even when let in (absent ids → 404,
// unknown currency → 400).

const T = DEMO.tenants;
const buyer = ['buyer'] as const;

const creditCode = (first17: string) => `${first17}${socialCreditCheckChar(first17)}`;

/** Valid bodies for each entity's save (the matrix adds the probed id). */
const SAVE_BODIES: Record<string, { kind: ObjectKind; body: Record<string, unknown> }> = {
  legalEntities: {
    kind: 'masterdata:legalEntity',
    body: { code: 'MX-LE', nameZh: '矩阵法人', nameEn: 'Matrix LE' },
  },
  departments: {
    kind: 'masterdata:department',
    body: { code: 'MX-DEP', nameZh: '矩阵部门', nameEn: 'Matrix dept' },
  },
  costCentres: {
    kind: 'masterdata:costCentre',
    body: { code: 'MX-CC', nameZh: '矩阵成本中心', nameEn: 'Matrix CC' },
  },
  units: { kind: 'masterdata:unit', body: { code: 'MX-U', nameZh: '矩', nameEn: 'mx' } },
  financialAccounts: {
    kind: 'masterdata:financialAccount',
    body: { code: 'MX-FA', nameZh: '矩阵科目', nameEn: 'Matrix account' },
  },
  procurementCategories: {
    kind: 'masterdata:category',
    body: { code: 'MX-CAT', nameZh: '矩阵类别', nameEn: 'Matrix category' },
  },
  invoiceTitles: {
    kind: 'masterdata:invoiceTitle',
    body: {
      title: '矩阵开票抬头',
      taxNo: creditCode('91110000MA0MATRX1'),
      bankName: '矩阵银行',
      bankAccount: '6222000000',
      address: '矩阵路 1 号',
    },
  },
  contractTypes: {
    kind: 'masterdata:contractType',
    body: { code: 'MX-CT', nameZh: '矩阵合同', nameEn: 'Matrix contract', contract_item: [] },
  },
  vendors: {
    kind: 'masterdata:vendor',
    body: { name: '矩阵供应商', socialCreditCode: creditCode('91310000MA1FL0099'), status: 1 },
  },
  currencies: {
    kind: 'masterdata:currency',
    body: { code: 'MXX', nameZh: '矩阵币', nameEn: 'Matrix', symbol: 'M' },
  },
};

const entries: MatrixEntries = {
  'GET /api/v1/masterdata/employees/list': { sites: buyer },
  'GET /api/v1/masterdata/currencies/rates': { sites: buyer },
  'POST /api/v1/masterdata/currencies/rates': {
    sites: buyer,
    request: () => ({ payload: { currencyCode: 'ZZZ', rate: '7.1', effectiveDate: '2020-01-01' } }),
    note: 'an unknown currency: 400, no rate written',
  },
  'GET /api/v1/procurementSetting/getParam': { sites: buyer },
  'POST /api/v1/procurementSetting/saveParam': {
    sites: buyer,
    request: () => ({
      payload: {
        purchaseRemarkLimit: 100,
        defaultCurrency: 'ZZZ',
        overBudgetSubmitAllowed: false,
        prCodePrefix: 'PR',
        unitPriceDecimals: 2,
        pricePrecision: 2,
      },
    }),
    note: 'an unknown default currency: 400, settings unchanged',
  },
  'GET /api/v1/masterdata/decimalConfig': { sites: buyer },
  'GET /api/v1/masterdata/pricePrecision': { sites: buyer },
  'GET /api/v1/masterdata/import/:kind/template': {
    sites: buyer,
    request: () => ({ url: '/api/v1/masterdata/import/units/template' }),
  },
  'POST /api/v1/masterdata/import/:kind': {
    sites: buyer,
    request: () => ({ url: '/api/v1/masterdata/import/units', payload: {} }),
    note: 'no file: 400 (or 415), nothing imported',
  },
};
for (const [path, { kind, body }] of Object.entries(SAVE_BODIES)) {
  entries[`GET /api/v1/masterdata/${path}/list`] = { sites: buyer };
  entries[`GET /api/v1/masterdata/${path}/manage`] = { sites: buyer };
  entries[`POST /api/v1/masterdata/${path}/save`] = {
    sites: buyer,
    object: kind,
    request: (id) => ({ payload: { ...body, id } }),
  };
  entries[`PUT /api/v1/masterdata/${path}/:id/status`] = {
    sites: buyer,
    object: kind,
    request: () => ({ payload: { disabled: true } }),
  };
}

// Issue #15 /assetsManagement/invoiceTitle: the finance view of the same invoice titles (finance:invoice).
const TITLE_KIND = 'masterdata:invoiceTitle' as const;
entries['GET /api/v1/assetsManagement/invoiceTitle/list'] = { sites: buyer };
entries['POST /api/v1/assetsManagement/invoiceTitle/save'] = {
  sites: buyer,
  object: TITLE_KIND,
  request: (id) => ({ payload: { ...SAVE_BODIES['invoiceTitles']?.body, id } }),
  note: 'An edit of an absent or foreign title: 404 like an absent one, nothing written.',
};
entries['POST /api/v1/assetsManagement/invoiceTitle/status'] = {
  sites: buyer,
  object: TITLE_KIND,
  request: (id) => ({ payload: { id, disabled: true } }),
};
entries['POST /api/v1/assetsManagement/invoiceTitle/setDefault'] = {
  sites: buyer,
  object: TITLE_KIND,
  request: (id) => ({ payload: { id } }),
};

// Fixture ids (masterdata range of demoId): [huaxia, dongfang] per kind.
const ids = (n: number) => [demoId(599000 + n * 2), demoId(599001 + n * 2)] as const;
const CODED: { kind: ObjectKind; table: string; n: number; extra?: string }[] = [
  { kind: 'masterdata:legalEntity', table: 'legal_entities', n: 1 },
  { kind: 'masterdata:department', table: 'departments', n: 2 },
  { kind: 'masterdata:costCentre', table: 'cost_centres', n: 3 },
  { kind: 'masterdata:unit', table: 'md_units', n: 4 },
  { kind: 'masterdata:financialAccount', table: 'md_financial_accounts', n: 5 },
  { kind: 'masterdata:category', table: 'md_categories', n: 6 },
  { kind: 'masterdata:contractType', table: 'md_contract_types', n: 7 },
];

export const masterdataMatrix: DomainMatrix = {
  entries,
  fixtures: async (t) => {
    const out: Partial<Record<ObjectKind, Fixture[]>> = {};
    const add = (kind: ObjectKind, table: string, name: string, id: string, tenantId: string) =>
      (out[kind] ??= []).push({ kind, name, id, table, owner: { tenantId } });
    const tenants = [
      ['huaxia', T.huaxia],
      ['dongfang', T.dongfang],
    ] as const;
    for (const { kind, table, n } of CODED) {
      for (const [i, [tenantName, tenantId]] of tenants.entries()) {
        const id = ids(n)[i] as string;
        await t.sql(
          `insert into ${table} (id, tenant_id, code, name_zh, name_en) values ($1, $2, $3, '矩阵', 'Matrix')
           on conflict do nothing`,
          [id, tenantId, `MXF-${n}`],
        );
        add(kind, table, `${table} (${tenantName})`, id, tenantId);
      }
    }
    for (const [i, [tenantName, tenantId]] of tenants.entries()) {
      const title = ids(8)[i] as string;
      await t.sql(
        `insert into md_invoice_titles (id, tenant_id, code, name_zh, name_en, bank_name, bank_account, address)
         values ($1, $2, $3, '矩阵抬头', '矩阵抬头', '矩阵银行', '6222', '矩阵路') on conflict do nothing`,
        [title, tenantId, creditCode(`91110000MXF00000${i}`)],
      );
      add('masterdata:invoiceTitle', 'md_invoice_titles', `invoice title (${tenantName})`, title, tenantId);
      const currency = ids(9)[i] as string;
      await t.sql(
        `insert into md_currencies (id, tenant_id, code, name_zh, name_en, symbol) values ($1, $2, 'MXF', '矩阵币', 'Matrix', 'M')
         on conflict do nothing`,
        [currency, tenantId],
      );
      add('masterdata:currency', 'md_currencies', `currency (${tenantName})`, currency, tenantId);
      // A supplier company only this tenant knows (the demo suppliers serve both tenants).
      const vendor = ids(10)[i] as string;
      const code = creditCode(`91310000MXF00000${i}`);
      await t.sql(
        `insert into vendors (id, name_zh, name_en, social_credit_code) values ($1, '矩阵供应商', 'Matrix supplier', $2)
         on conflict do nothing`,
        [vendor, code],
      );
      await t.sql(
        `insert into md_vendor_profiles (tenant_id, vendor_id, name, social_credit_code, status)
         values ($1, $2, '矩阵供应商', $3, 1) on conflict do nothing`,
        [tenantId, vendor, code],
      );
      // The snapshot reads `<table> where id = …`: the profile's id is its vendor id.
      const profiles = `(select p.*, p.vendor_id as id from md_vendor_profiles p where p.tenant_id = '${tenantId}')`;
      add('masterdata:vendor', profiles, `vendor profile (${tenantName})`, vendor, tenantId);
    }
    return out;
  },
};
