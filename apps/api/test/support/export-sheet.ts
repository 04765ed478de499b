import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { body, type TestApp } from './test-app.ts';

// What the export tests share: start an export of a list, download its xlsx and read its rows.

type Language = 'en_us' | 'zh_cn';
export type ExportColumns = { key: string; title: string }[];

/** The rows of the first sheet of an xlsx file, header first, each as its cell values. */
export async function sheetOf(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** POST /downloadCenter/export of `list` with `filters` and `columns`, in `language`. */
export function startListExport(
  t: TestApp,
  token: string,
  list: string,
  options: { columns: ExportColumns; filters?: Record<string, unknown>; language?: Language },
) {
  return t.request({
    method: 'POST',
    url: '/api/v1/downloadCenter/export',
    token,
    language: options.language ?? 'en_us',
    payload: { list, filters: options.filters ?? {}, columns: options.columns },
  });
}

/** Exports a small list at once and returns the rows of its file (the export must succeed). */
export async function exportedRows(...args: Parameters<typeof startListExport>): Promise<unknown[][]> {
  const [t, token] = args;
  const res = await startListExport(...args);
  expect(res.statusCode, res.body).toBe(200);
  const { id } = body<{ id: string }>(res).data;
  const file = await t.request({ method: 'GET', url: `/api/v1/downloadCenter/export/${id}/file`, token });
  expect(file.statusCode).toBe(200);
  return sheetOf(file.rawPayload);
}

/** The first column of the data rows (the document numbers), sorted. */
export const firstColumnSorted = (rows: unknown[][]): string[] =>
  rows
    .slice(1)
    .map((r) => String(r[0]))
    .sort();
