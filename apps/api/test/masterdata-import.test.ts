import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Master data imports (issue #6 item 1.6): template, every row checked, nothing imported on any error.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

/** An xlsx with a header row (the template's Chinese headers) and the given data rows. */
async function workbook(headers: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('data');
  sheet.addRow(headers);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----masterdata-import-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (kind: string, file: Buffer, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({
    method: 'POST',
    url: `/api/v1/masterdata/import/${kind}`,
    token: admin,
    language,
    ...multipart(file),
  });

const count = async (table: string) =>
  (await t.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe('imports', () => {
  it('serves a template whose headers follow the language', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/masterdata/import/units/template',
      token: admin,
      language: 'zh_cn',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, '编码', '中文名称', '英文名称']);
  });

  it('imports every row of a clean sheet in one go', async () => {
    const before = await count('md_units');
    const res = await upload(
      'units',
      await workbook(
        ['编码', '中文名称', '英文名称'],
        [
          ['PCS', '个', 'piece'],
          ['TAI', '台', 'set'],
        ],
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(body<{ imported: number }>(res).data.imported).toBe(2);
    expect(await count('md_units')).toBe((before ?? 0) + 2);
  });

  it('reports every bad row with its row number and column, and imports nothing', async () => {
    const before = await count('md_units');
    const file = await workbook(
      ['编码', '中文名称', '英文名称'],
      [
        ['BOX', '箱', 'box'],
        ['bad code!', '坏', 'bad'],
        ['PCS', '个', 'piece'], // taken by the previous test
        ['BOX', '箱', 'box'], // twice in the file
      ],
    );
    const res = await upload('units', file);
    expect(res.statusCode).toBe(400);
    const data = body<ErrorData>(res).data;
    expect(data.errorCode).toBe('masterdata.importInvalid');
    expect(data.fields?.map((f) => [f.path, f.code])).toEqual([
      ['rows.3.Code', 'validation.name'],
      ['rows.4.Code', 'masterdata.importDuplicate'],
      ['rows.5.Code', 'masterdata.importDuplicate'],
    ]);
    expect(data.fields?.every((f) => f.message.length > 0)).toBe(true);
    expect(await count('md_units')).toBe(before);
  });

  it('imports categories whose parent is an earlier row, and refuses an unknown account', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/masterdata/financialAccounts/save',
      token: admin,
      payload: { code: '6602', nameZh: '办公费', nameEn: 'Office' },
    });
    const headers = ['编码', '中文名称', '英文名称', '上级类别编码', '财务科目编码（逗号分隔）'];
    const before = await count('md_categories');
    const bad = await upload(
      'procurementCategories',
      await workbook(headers, [
        ['OF', '办公', 'Office', '', ''],
        ['OF-P', '纸张', 'Paper', 'OF', '9999'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.map((f) => f.path)).toEqual([
      'rows.3.Account codes (comma-separated)',
    ]);
    expect(await count('md_categories')).toBe(before);
    const good = await upload(
      'procurementCategories',
      await workbook(headers, [
        ['OF', '办公', 'Office', '', ''],
        ['OF-P', '纸张', 'Paper', 'OF', '6602'],
      ]),
    );
    expect(good.statusCode).toBe(200);
    const tree = body<
      { code: string; classificationList: { code: string; financialAccounts: { code: string }[] }[] }[]
    >(
      await t.request({ method: 'GET', url: '/api/v1/masterdata/procurementCategories/list', token: admin }),
    ).data;
    expect(tree.find((c) => c.code === 'OF')?.classificationList).toEqual([
      expect.objectContaining({
        code: 'OF-P',
        financialAccounts: [expect.objectContaining({ code: '6602' })],
      }),
    ]);
  });

  it('refuses a file that is not a workbook, and a request without a file', async () => {
    const res = await upload('vendors', Buffer.from('not a spreadsheet'));
    expect(res.statusCode).toBe(400);
    const none = await t.request({
      method: 'POST',
      url: '/api/v1/masterdata/import/vendors',
      token: admin,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});
