import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { demoId } from './support/demo-ids.ts';

// Issue #17 §1 "import of template details" through real HTTP on PostgreSQL: the criteria sheet of a
// template (shared import mechanism: template in the request language with a hidden key sheet), a good
// sheet replaces the criteria (methods by key or by label in either language), a bad sheet reports every
// problem by Excel row and column, translated, and changes nothing; another tenant's template answers 404
// like an absent one; a supplier is refused.

const DONGFANG_ANNUAL = demoId(1_700_003);

let t: TestApp;
let admin: string;
let supplier: string;
let mouldId: string;
type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

type Criterion = { seq: number; name: string; weight: number; method: string; remark: string };
const criteriaOf = async (id = mouldId) =>
  body<{ name: string; criteria: Criterion[] }>(await get(`/performance/mould/selectById/${id}`)).data;

/** A workbook built from the served template (its hidden key sheet included), rows from row 2 on. */
async function fromTemplate(rows: (string | number | null)[][], language: Lang = 'en_us'): Promise<string> {
  const template = await get('/performance/mould/importDetail/template', admin, language);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  sheet.spliceRows(2, sheet.rowCount); // drop the example row
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/** A hand-made sheet without the key sheet: columns found by their header text. */
async function handMade(header: string[], rows: (string | number | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  const created = await post('/performance/mould/saveBase', {
    name: 'Import target',
    remark: 'kept',
    criteria: [{ name: 'Quality', weight: 100, method: 'manual' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  mouldId = body<{ id: string }>(created).data.id;
});
afterAll(async () => {
  await t.close();
});

describe('template details import', () => {
  it('serves the template in the request language with an example row and the hidden key sheet', async () => {
    for (const [language, header] of [
      ['zh_cn', ['指标名称', '权重（%）', '评分方式', '说明']],
      ['en_us', ['Criterion', 'Weight (%)', 'Scoring method', 'Remark']],
    ] as const) {
      const res = await get('/performance/mould/importDetail/template', admin, language);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(header);
      expect((book.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual([
        '产品质量',
        '30',
        'manual',
        '',
      ]);
      expect((book.getWorksheet('_keys')!.getRow(1).values as unknown[]).slice(1)).toEqual([
        'name',
        'weight',
        'method',
        'remark',
      ]);
    }
  });

  it('replaces the criteria with a good sheet (methods by key or label), keeping name and remark', async () => {
    const content = await fromTemplate([
      ['产品质量', 40, '人工评分', '来料检验'],
      ['On-time delivery', '30', 'onTimeDelivery', null],
      [null, null, null, null], // a blank line is skipped
      ['Rejections', 20, 'Receipt rejection rate', null],
      ['Returns', 10, 'returnrate', null],
    ]);
    const res = await post('/performance/mould/importDetail', { id: mouldId, fileName: 'c.xlsx', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ imported: number }>(res)).toMatchObject({
      data: { imported: 4 },
      desc: '4 criteria imported; they replace the template’s criteria',
    });
    const mould = await criteriaOf();
    expect(mould.name).toBe('Import target');
    expect(mould.criteria.map((c) => [c.seq, c.name, c.weight, c.method, c.remark])).toEqual([
      [1, '产品质量', 40, 'manual', '来料检验'],
      [2, 'On-time delivery', 30, 'onTimeDelivery', ''],
      [3, 'Rejections', 20, 'receiptRejection', ''],
      [4, 'Returns', 10, 'returnRate', ''],
    ]);
    // A hand-made sheet with Chinese headers (no key sheet) works too.
    const zh = await handMade(['指标名称', '权重（%）', '评分方式'], [['质量', '100', 'manual']]);
    const res2 = await post('/performance/mould/importDetail', { id: mouldId, content: zh });
    expect(res2.statusCode, res2.body).toBe(200);
    expect((await criteriaOf()).criteria.map((c) => c.name)).toEqual(['质量']);
  });

  it('reports every bad row by row and column, translated, and changes nothing', async () => {
    const before = await criteriaOf();
    const content = await fromTemplate([
      ['Quality', 'forty', 'manual', null],
      ['Delivery', 0, 'magic', null],
      [null, 150, 'manual', null],
      ['Price', 10.5, 'manual', null],
    ]);
    const res = await post('/performance/mould/importDetail', { id: mouldId, content }, admin, 'zh_cn');
    expect(res.statusCode).toBe(400);
    const err = body<ErrorData>(res);
    expect(err.data.errorCode).toBe('evaluation.importInvalid');
    expect(err.desc).toBe('表格有错误，未导入任何数据。请修改所列的行后重新上传。');
    expect((err.data.fields ?? []).map((f) => [f.path, f.code])).toEqual([
      ['rows.2.weight', 'validation.integer'],
      ['rows.3.weight', 'validation.tooSmall'],
      ['rows.3.method', 'evaluation.importMethod'],
      ['rows.4.name', 'validation.required'],
      ['rows.4.weight', 'validation.tooLarge'],
      ['rows.5.weight', 'validation.integer'],
    ]);
    const method = err.data.fields?.find((f) => f.path === 'rows.3.method');
    expect(method?.message).toBe(
      '评分方式不正确，请使用以下之一：manual, onTimeDelivery, receiptRejection, returnRate, priceChange',
    );
    expect(await criteriaOf()).toEqual(before);

    // Rows fine one by one, but a duplicate name and weights adding up to 90.
    const sum = await fromTemplate([
      ['Quality', 50, 'manual', null],
      ['quality', 30, 'manual', null],
      ['Delivery', 10, 'onTimeDelivery', null],
    ]);
    const res2 = await post('/performance/mould/importDetail', { id: mouldId, content: sum });
    expect(res2.statusCode).toBe(400);
    const fields = body<ErrorData>(res2).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code, f.message])).toEqual([
      ['rows.3.name', 'evaluation.criterionDuplicate', 'Another criterion already has this name'],
      ['file', 'evaluation.weightsSum', 'The weights must add up to 100 (now 90)'],
    ]);
    expect(await criteriaOf()).toEqual(before);
  });

  it('refuses a file that is not a workbook, an empty sheet and too many rows', async () => {
    const before = await criteriaOf();
    const notXlsx = await post('/performance/mould/importDetail', {
      id: mouldId,
      content: Buffer.from('name,weight\nQuality,100').toString('base64'),
    });
    expect(notXlsx.statusCode).toBe(400);
    expect(body<ErrorData>(notXlsx).data.fields?.map((f) => [f.path, f.code])).toEqual([
      ['file', 'validation.fileType'],
    ]);
    const empty = await post('/performance/mould/importDetail', {
      id: mouldId,
      content: await fromTemplate([]),
    });
    expect(body<ErrorData>(empty).data.fields?.map((f) => f.code)).toEqual(['validation.tooFew']);
    const many = await fromTemplate(Array.from({ length: 21 }, (_, i) => [`C${i}`, 1, 'manual', null]));
    const tooMany = await post('/performance/mould/importDetail', { id: mouldId, content: many });
    expect(body<ErrorData>(tooMany).data.fields?.map((f) => f.code)).toEqual(['validation.tooMany']);
    expect(await criteriaOf()).toEqual(before);
  });

  it("answers another tenant's template like an absent one and refuses a supplier", async () => {
    const content = await fromTemplate([['Quality', 100, 'manual', null]]);
    const foreign = await post('/performance/mould/importDetail', { id: DONGFANG_ANNUAL, content });
    const absent = await post('/performance/mould/importDetail', { id: randomUUID(), content });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const [row] = await t.sql<{ n: number }>(
      'select count(*)::int as n from evaluation_mould_criteria where mould_id = $1',
      [DONGFANG_ANNUAL],
    );
    expect(row?.n).toBeGreaterThan(1);
    expect(
      (await post('/performance/mould/importDetail', { id: mouldId, content }, supplier)).statusCode,
    ).toBe(403);
    expect((await get('/performance/mould/importDetail/template', supplier)).statusCode).toBe(403);
  });
});
