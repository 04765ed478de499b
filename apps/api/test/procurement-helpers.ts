import { randomUUID } from 'node:crypto';
import { body, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Shared arrangements of the procurement API tests (procurement-*.test.ts): a complete, valid request
// of the Huaxia purchaser built from the demo master data, and small call wrappers.

export const T = DEMO.tenants;
export const U = DEMO.users;
export const HUAXIA_SHANGHAI = demoId(5001);
export const HUAXIA_PROCUREMENT_CC = demoId(7001);

/** Tomorrow in China (the need-by date may not be in the past). */
export function tomorrow(): string {
  return new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

async function firstRow(t: TestApp, table: string, tenantId: string): Promise<string> {
  const exists = await t.sql<{ ok: boolean }>(`select to_regclass($1) is not null as ok`, [
    `public.${table}`,
  ]);
  if (!exists[0]?.ok) return randomUUID();
  const rows = await t.sql<{ id: string }>(
    `select id from ${table} where tenant_id = $1 and not disabled order by code limit 1`,
    [tenantId],
  );
  if (rows[0]) return rows[0].id;
  // The masterdata demo seed may not hold one yet: add a row of our own (superuser).
  const id = randomUUID();
  const extra =
    table === 'md_invoice_titles'
      ? ['bank_name, bank_account, address', `'工商银行', '6222000000000000', '上海市浦东新区'`]
      : null;
  await t.sql(
    `insert into ${table} (id, tenant_id, code, name_zh, name_en${extra ? `, ${extra[0]}` : ''})
     values ($1, $2, 'PROC-TEST', '采购测试', 'Procurement test'${extra ? `, ${extra[1]}` : ''})`,
    [id, tenantId],
  );
  return id;
}

export type MasterRefs = { invoiceTitleId: string; categoryId: string };

export async function masterRefs(t: TestApp, tenantId: string = T.huaxia): Promise<MasterRefs> {
  return {
    invoiceTitleId: await firstRow(t, 'md_invoice_titles', tenantId),
    categoryId: await firstRow(t, 'md_categories', tenantId),
  };
}

export function line(refs: MasterRefs, overrides: Record<string, unknown> = {}) {
  return {
    source: 'manual',
    vendorId: DEMO.vendors.shanghaiPrecision,
    productCode: 'P-001',
    name: '精密轴承',
    spec: '6204-2RS',
    unit: '个',
    unitPrice: '12.50',
    quantity: '4',
    amount: '50.00',
    taxRate: 13,
    categoryId: refs.categoryId,
    accountingCode: '6601',
    capexExpense: 2,
    goodsService: 1,
    ...overrides,
  };
}

/** A request that passes every submit rule. */
export function validRequest(refs: MasterRefs, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'nonCatalogue',
    title: '生产线备件采购',
    needByDate: tomorrow(),
    legalEntityId: HUAXIA_SHANGHAI,
    invoiceTitleId: refs.invoiceTitleId,
    receiverId: U.purchaser,
    receivingAddressId: DEMO.addresses.purchaserOffice,
    contractCreatorId: U.purchaser,
    costCentreId: HUAXIA_PROCUREMENT_CC,
    budgetPeriod: '2026',
    purpose: 1,
    purchaseType: 1,
    currency: 'CNY',
    remark: '季度备件',
    lines: [line(refs)],
    ...overrides,
  };
}

export type Saved = { id: string; code: string };

export async function post(
  t: TestApp,
  token: string,
  path: string,
  payload: unknown,
  language?: 'zh_cn' | 'en_us',
) {
  return t.request({
    method: 'POST',
    url: `/api/v1/procurementApply/${path}`,
    token,
    payload: payload as Record<string, unknown>,
    ...(language ? { language } : {}),
  });
}

export async function save(t: TestApp, token: string, payload: unknown): Promise<Saved> {
  const res = await post(t, token, 'holdSubmit', payload);
  if (res.statusCode !== 200) throw new Error(`holdSubmit ${res.statusCode} ${res.body}`);
  return body<Saved>(res).data;
}

export async function show(t: TestApp, token: string, id: string) {
  return t.request({ method: 'GET', url: `/api/v1/procurementApply/show/${id}`, token });
}

/** Every procurement row of a request, to prove a refused call changed nothing. */
export async function requestState(t: TestApp, id: string): Promise<string> {
  const rows = await t.sql(
    `select (select row_to_json(r) from purchase_requests r where r.id = $1) as header,
            (select json_agg(l order by l.line_no) from purchase_request_lines l where l.request_id = $1) as lines,
            (select json_agg(a order by a.sort) from purchase_request_attachments a where a.request_id = $1) as files`,
    [id],
  );
  return JSON.stringify(rows[0]);
}
