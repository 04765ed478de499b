import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Locale } from '@procure/shared-i18n';
import { translateCode } from '@procure/shared-i18n';
import { toFieldErrors } from '@procure/shared-validation';
import type { FieldIssue } from '@procure/shared-validation';
import { cellText } from './cells.ts';
import type {
  ImportColumn,
  ImportDefinition,
  ImportError,
  ImportResult,
  ImportRow,
  Importer,
} from './types.ts';

/** Name of the hidden sheet that carries the column keys, so a template works in either language. */
export const KEY_SHEET = '_keys';
const DEFAULT_MAX_ROWS = 5000;
const HEADER_ROW = 1;

function label(text: { zh: string; en: string }, locale: Locale): string {
  return locale === 'zh-CN' ? text.zh : text.en;
}

/** The column of the data sheet holding each key: by the hidden key row, else by either header text. */
function locateColumns(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  columns: readonly ImportColumn[],
): Map<string, number> {
  const found = new Map<string, number>();
  const keySheet = workbook.getWorksheet(KEY_SHEET);
  keySheet?.getRow(1).eachCell((cell, col) => {
    const key = cellText(cell.value);
    if (key && columns.some((c) => c.key === key)) found.set(key, col);
  });
  if (found.size === columns.length) return found;
  found.clear();
  sheet.getRow(HEADER_ROW).eachCell((cell, col) => {
    const text = cellText(cell.value);
    const column = columns.find((c) => c.header.zh === text || c.header.en === text);
    if (column && !found.has(column.key)) found.set(column.key, col);
  });
  return found;
}

/** One translated problem on a row and column (a column key of `columns`, or '' for the whole row). */
export function importError(
  columns: readonly ImportColumn[],
  locale: Locale,
  row: number,
  key: string,
  code: string,
  params?: Record<string, string | number>,
): ImportError {
  const column = columns.find((c) => c.key === key);
  return {
    row,
    key,
    column: column ? label(column.header, locale) : '',
    code,
    message: translateCode(locale, code, params),
    ...(params ? { params } : {}),
  };
}

/**
 * The errors as the API's field errors (`validation.failed` envelope): path `rows.<row>.<key>`
 * (`rows.<row>` for a whole row, `file` for the whole file), so the client can show row and column.
 */
export function importFieldIssues(errors: readonly ImportError[]): FieldIssue[] {
  return errors.map((e) => ({
    path: e.row === 0 ? 'file' : e.key ? `rows.${e.row}.${e.key}` : `rows.${e.row}`,
    code: e.code,
    ...(e.params ? { params: e.params } : {}),
  }));
}

export function defineImport<const C extends readonly ImportColumn[]>(
  definition: ImportDefinition<C>,
): Importer<ImportRow<C>> & { columns: C } {
  const { columns, sheet: sheetName, check } = definition;
  const maxRows = definition.maxRows ?? DEFAULT_MAX_ROWS;
  const rowSchema = z.object(Object.fromEntries(columns.map((c) => [c.key, c.schema])));

  async function template(locale: Locale): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(label(sheetName, locale));
    sheet.columns = columns.map((c) => ({ header: label(c.header, locale), key: c.key, width: 22 }));
    // Text format for every column: Excel must not turn codes like 007 or long amounts into numbers.
    columns.forEach((_, index) => (sheet.getColumn(index + 1).numFmt = '@'));
    sheet.getRow(HEADER_ROW).font = { bold: true };
    if (columns.some((c) => c.example !== undefined)) {
      sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example ?? ''])));
    }
    const keys = workbook.addWorksheet(KEY_SHEET, { state: 'veryHidden' });
    keys.addRow(columns.map((c) => c.key));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async function parse(buffer: Uint8Array, locale: Locale): Promise<ImportResult<ImportRow<C>>> {
    const error = (row: number, key: string, code: string, params?: Record<string, string | number>) =>
      importError(columns, locale, row, key, code, params);
    if (buffer.length === 0)
      return { rows: [], rowNumbers: [], errors: [error(0, '', 'validation.fileEmpty')] };

    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      return { rows: [], rowNumbers: [], errors: [error(0, '', 'validation.fileType', { types: 'xlsx' })] };
    }
    const sheet = workbook.worksheets.find((s) => s.name !== KEY_SHEET);
    if (!sheet) return { rows: [], rowNumbers: [], errors: [error(0, '', 'validation.fileEmpty')] };

    const positions = locateColumns(workbook, sheet, columns);
    // A column may be left out of the sheet only when its rule accepts an empty cell.
    const missing = columns.filter((c) => !positions.has(c.key) && !c.schema.safeParse(undefined).success);
    if (missing.length > 0) {
      return {
        rows: [],
        rowNumbers: [],
        errors: missing.map((c) => error(HEADER_ROW, c.key, 'validation.required')),
      };
    }

    const rows: ImportRow<C>[] = [];
    const rowNumbers: number[] = [];
    const errors: ImportError[] = [];
    let dataRows = 0;
    for (let number = HEADER_ROW + 1; number <= sheet.rowCount; number++) {
      const row = sheet.getRow(number);
      const raw = Object.fromEntries(
        columns.map((c) => {
          const position = positions.get(c.key);
          return [c.key, position === undefined ? undefined : cellText(row.getCell(position).value)];
        }),
      );
      // Blank lines between rows are common in hand-edited sheets: skip, do not report.
      if (Object.values(raw).every((v) => v === undefined)) continue;
      if (++dataRows > maxRows) {
        return {
          rows: [],
          rowNumbers: [],
          errors: [error(number, '', 'validation.tooMany', { max: maxRows })],
        };
      }
      const parsed = rowSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of toFieldErrors(parsed.error)) {
          errors.push(error(number, issue.path.split('.')[0] ?? '', issue.code, issue.params));
        }
        continue;
      }
      const value = parsed.data as ImportRow<C>;
      const problems = check?.(value) ?? [];
      for (const problem of problems) errors.push(error(number, problem.key, problem.code, problem.params));
      if (problems.length === 0) {
        rows.push(value);
        rowNumbers.push(number);
      }
    }
    if (dataRows === 0) errors.push(error(HEADER_ROW + 1, '', 'validation.tooFew', { min: 1 }));
    return errors.length > 0 ? { rows: [], rowNumbers: [], errors } : { rows, rowNumbers, errors };
  }

  return { columns, template, parse };
}
