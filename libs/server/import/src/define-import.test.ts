import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rules } from '@procure/shared-validation';
import { defineImport, importFieldIssues, KEY_SHEET } from './define-import.ts';

const people = defineImport({
  sheet: { zh: '人员', en: 'People' },
  columns: [
    { key: 'name', header: { zh: '姓名', en: 'Name' }, schema: rules.nameZh, example: '张三' },
    { key: 'mobile', header: { zh: '手机号', en: 'Mobile' }, schema: rules.mobile },
    { key: 'age', header: { zh: '年龄', en: 'Age' }, schema: rules.int0to100.optional() },
  ],
  maxRows: 3,
  check: (row) => (row.name === row.mobile ? [{ key: 'name', code: 'validation.invalid' }] : []),
});

/** A workbook as a user would fill it: a header row in one language, then rows of cell values. */
async function workbook(header: string[], rows: unknown[][], withKeys?: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  if (withKeys) book.addWorksheet(KEY_SHEET).addRow(withKeys);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('defineImport', () => {
  it('writes a template with the localised header and the hidden key sheet, and reads it back', async () => {
    const bytes = await people.template('zh-CN');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.name).toBe('人员');
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, '姓名', '手机号', '年龄']);
    expect(book.getWorksheet(KEY_SHEET)?.state).toBe('veryHidden');
    // The example row is invalid on purpose (no mobile): the round trip reports it on Excel row 2.
    const result = await people.parse(bytes, 'en-US');
    expect(result.errors).toEqual([
      {
        row: 2,
        key: 'mobile',
        column: 'Mobile',
        code: 'validation.required',
        message: 'This field is required',
      },
    ]);
  });

  it('parses valid rows by either language header, trimming cells and reading numbers as text', async () => {
    const bytes = await workbook(
      ['Mobile', '姓名', 'Age'],
      [[13800138000, ' 李四 ', 30], [], ['13900139000', 'Wang']],
    );
    const result = await people.parse(bytes, 'zh-CN');
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { name: '李四', mobile: '13800138000', age: '30' },
      { name: 'Wang', mobile: '13900139000', age: undefined },
    ]);
    // The blank line 3 is skipped: each row keeps the number the user sees in Excel.
    expect(result.rowNumbers).toEqual([2, 4]);
  });

  it('reports every invalid cell with its Excel row, translated, and returns no rows at all', async () => {
    const bytes = await workbook(
      ['Name', 'Mobile', 'Age'],
      [
        ['ok', '13800138000'],
        ['a b', '123', '101'],
      ],
    );
    const result = await people.parse(bytes, 'zh-CN');
    expect(result.rows).toEqual([]);
    expect(result.errors.map((e) => [e.row, e.key, e.code])).toEqual([
      [3, 'name', 'validation.nameZh'],
      [3, 'mobile', 'validation.mobile'],
      [3, 'age', 'validation.range'],
    ]);
    expect(result.errors[1]?.column).toBe('手机号');
    expect(result.errors[1]?.message).not.toBe('validation.mobile');
    expect(importFieldIssues(result.errors)[2]).toEqual({
      path: 'rows.3.age',
      code: 'validation.range',
      params: expect.any(Object),
    });
    expect(importFieldIssues([{ ...result.errors[0]!, row: 0, key: '' }])[0]?.path).toBe('file');
  });

  it('runs the row check after the column rules', async () => {
    const result = await people.parse(
      await workbook(['Name', 'Mobile'], [['13800138000', '13800138000']]),
      'en-US',
    );
    expect(result.errors.map((e) => [e.row, e.key, e.code])).toEqual([[2, 'name', 'validation.invalid']]);
  });

  it('refuses a missing column, a non-xlsx file, an empty upload, no data rows and too many rows', async () => {
    const missing = await people.parse(await workbook(['Name', 'Age'], [['a', '1']]), 'en-US');
    expect(missing.errors.map((e) => [e.row, e.key, e.code])).toEqual([[1, 'mobile', 'validation.required']]);
    const notXlsx = await people.parse(Buffer.from('name,mobile\n'), 'en-US');
    expect(notXlsx.errors[0]?.code).toBe('validation.fileType');
    expect(notXlsx.errors[0]?.message).not.toBe('validation.fileType');
    expect((await people.parse(Buffer.alloc(0), 'en-US')).errors[0]?.code).toBe('validation.fileEmpty');
    const empty = await people.parse(await workbook(['Name', 'Mobile'], []), 'en-US');
    expect(empty.errors.map((e) => e.code)).toEqual(['validation.tooFew']);
    const many = Array.from({ length: 4 }, () => ['a', '13800138000']);
    const tooMany = await people.parse(await workbook(['Name', 'Mobile'], many), 'en-US');
    expect(tooMany.errors.map((e) => [e.row, e.code])).toEqual([[5, 'validation.tooMany']]);
  });

  it('maps columns through the key sheet even when the headers were renamed', async () => {
    const bytes = await workbook(['x', 'y'], [['13800138000', 'Zhao']], ['mobile', 'name', 'age']);
    const result = await people.parse(bytes, 'en-US');
    expect(result.rows).toEqual([{ name: 'Zhao', mobile: '13800138000', age: undefined }]);
  });

  it('accepts a plain zod schema too (codes fall back to validation codes)', async () => {
    const plain = defineImport({
      sheet: { zh: '表', en: 'Sheet' },
      columns: [{ key: 'n', header: { zh: '数', en: 'N' }, schema: z.string().max(2) }],
    });
    const result = await plain.parse(await workbook(['N'], [['abc']]), 'en-US');
    expect(result.errors[0]).toMatchObject({ row: 2, code: 'validation.tooLong' });
  });
});
