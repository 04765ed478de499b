import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoId } from './support/demo-ids.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Budget management and import over HTTP (real PostgreSQL): list figures, create, amount edits that
// would break the ledger's invariant, disable, the ledger view, and the all-or-nothing import.

type Budget = {
  id: string;
  amount: string;
  committed: string;
  available: string;
  usagePercent: number;
  disabled: boolean;
};

const FINANCE_CC = demoId(7002);
const PRODUCTION_CC = demoId(7003);
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language: 'zh_cn' | 'en_us' = 'en_us',
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    token,
    language,
    ...(payload ? { payload: payload as object } : {}),
  });
const count = async () =>
  Number((await t.sql<{ n: string }>('select count(*)::text as n from budgets'))[0]?.n);

async function sheet(
  rows: unknown[][],
  header = ['Cost centre code', 'Project code', 'Budget name', 'Period', 'Amount (CNY)'],
) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Budgets');
  ws.addRow(header);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('budget management', () => {
  let created: Budget;
  it('creates a budget and lists it with committed, available and usage', async () => {
    const res = await call('POST', '/budget/create', {
      costCentreId: FINANCE_CC,
      projectCode: 'P-MANAGE',
      name: 'Manage test',
      period: '2029',
      amount: '1000.00',
    });
    expect(res.statusCode).toBe(200);
    created = body<Budget>(res).data;
    await t.sql(
      `insert into budget_entries (id, tenant_id, budget_id, doc_type, document_id, kind, amount)
       values ($1, $2, $3, 'procurement', $4, 'reserved', '250.50')`,
      [demoId(649500), DEMO.tenants.huaxia, created.id, demoId(649501)],
    );
    await t.sql(`update budgets set committed = '250.50' where id = $1`, [created.id]);
    const list = body<{ rows: Budget[]; total: number }>(
      await call('GET', '/budget/list?keyword=P-MANAGE'),
    ).data;
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      amount: '1000.00',
      committed: '250.50',
      available: '749.50',
      usagePercent: 25.1,
    });
    const detail = body<{ entries: { kind: string; amount: string }[] }>(
      await call('GET', `/budget/${created.id}`),
    ).data;
    expect(detail.entries).toEqual([expect.objectContaining({ kind: 'reserved', amount: '250.50' })]);
  });

  it('refuses a second budget for the same target and period (409), an unknown cost centre and bad input (400)', async () => {
    const base = {
      costCentreId: FINANCE_CC,
      projectCode: 'P-MANAGE',
      name: 'Again',
      period: '2029',
      amount: '1.00',
    };
    const before = await count();
    expect((await call('POST', '/budget/create', base)).statusCode).toBe(409);
    const unknown = await call('POST', '/budget/create', {
      ...base,
      costCentreId: demoId(7011),
      period: '2030',
    });
    expect(body<ErrorData>(unknown).data.fields?.[0]).toMatchObject({
      path: 'costCentreId',
      code: 'budget.unknownCostCentre',
    });
    const bad = await call(
      'POST',
      '/budget/create',
      { ...base, period: '2029-13', amount: '1.234' },
      'zh_cn',
    );
    expect(bad.statusCode).toBe(400);
    const fields = body<ErrorData>(bad).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code])).toEqual([
      ['period', 'budget.period'],
      ['amount', 'validation.maxDecimals'],
    ]);
    expect(fields[0]?.message).not.toBe('budget.period');
    expect(await count()).toBe(before);
  });

  it('never lets the amount go below committed + spent (409, translated, unchanged)', async () => {
    const refused = await call('PUT', `/budget/${created.id}/amount`, { amount: '250.49' });
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('budget.amountBelowUsed');
    expect(body(refused).desc).toContain('250.50');
    const [row] = await t.sql('select amount::text from budgets where id = $1', [created.id]);
    expect(row).toEqual({ amount: '1000.00' });
    const saved = await call('PUT', `/budget/${created.id}/amount`, { amount: '250.50' });
    expect(body<Budget>(saved).data).toMatchObject({
      amount: '250.50',
      available: '0.00',
      usagePercent: 100,
    });
  });

  it('disables and enables', async () => {
    const off = await call('PUT', `/budget/${created.id}/status`, { disabled: true });
    expect(body<Budget>(off).data.disabled).toBe(true);
    expect(
      body<{ total: number }>(await call('GET', '/budget/list?keyword=P-MANAGE&status=enabled')).data.total,
    ).toBe(0);
    expect(
      body<Budget>(await call('PUT', `/budget/${created.id}/status`, { disabled: false })).data.disabled,
    ).toBe(false);
  });
});

describe('budget import', () => {
  it('serves the template with the header in the request language', async () => {
    const res = await call('GET', '/budget/import/template', undefined, 'zh_cn');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toContain('成本中心编码');
  });

  it('imports nothing when any row is invalid, and reports row and column', async () => {
    const before = await count();
    const content = await sheet([
      ['CC-1002', 'P-IMP', 'Import ok', '2029', '10.00'],
      ['CC-1002', 'P-IMP', 'Import bad', '2029-00', 'abc'],
      ['CC-9999', 'P-IMP', 'Unknown centre', '2029', '1.00'],
    ]);
    const res = await call('POST', '/budget/import', { fileName: 'b.xlsx', content });
    expect(res.statusCode).toBe(400);
    const fields = body<ErrorData>(res).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code])).toEqual([
      ['rows.3.period', 'budget.period'],
      ['rows.3.amount', 'validation.number'],
    ]);
    expect(await count()).toBe(before);
    // Rows valid in form but not for the tenant: unknown centre, duplicate in the sheet.
    const second = await call('POST', '/budget/import', {
      content: await sheet([
        ['CC-1002', 'P-IMP', 'Import ok', '2029', '10.00'],
        ['CC-9999', 'P-IMP', 'Unknown centre', '2029', '1.00'],
        ['CC-1002', 'P-IMP', 'Twice', '2029', '5.00'],
      ]),
    });
    expect((body<ErrorData>(second).data.fields ?? []).map((f) => [f.path, f.code])).toEqual([
      ['rows.3.costCentreCode', 'budget.unknownCostCentre'],
      ['rows.4.period', 'budget.importDuplicateRow'],
    ]);
    expect(await count()).toBe(before);
  });

  it('imports every row of a valid sheet in one go; a row clashing with the database rolls all back', async () => {
    const before = await count();
    const ok = await call('POST', '/budget/import', {
      content: await sheet([
        ['CC-1002', 'P-IMP', 'Import one', '2029', '10.00'],
        ['CC-2001', '', 'Import two', '2029-03', '5000'],
      ]),
    });
    expect(body(ok).data).toEqual({ imported: 2 });
    expect(await count()).toBe(before + 2);
    const [two] = await t.sql(
      `select b.amount::text, o.project_code from budgets b join budget_objects o on o.id = b.object_id
        where o.cost_centre_id = $1 and b.period = '2029-03'`,
      [PRODUCTION_CC],
    );
    expect(two).toEqual({ amount: '5000.00', project_code: null });
    const clash = await call('POST', '/budget/import', {
      content: await sheet([
        ['CC-1002', 'P-NEW', 'New one', '2029', '1.00'],
        ['CC-1002', 'P-IMP', 'Clash', '2029', '1.00'],
      ]),
    });
    expect((body<ErrorData>(clash).data.fields ?? []).map((f) => f.path)).toEqual(['rows.3.period']);
    expect(await count()).toBe(before + 2);
  });
});
