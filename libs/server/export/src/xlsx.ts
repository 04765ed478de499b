import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportCell } from './registry.ts';

export type SheetColumn = { key: string; title: string };

/**
 * Writes an xlsx by streaming: each row is committed as soon as it is added, so memory holds one page
 * of rows, never the whole sheet (exceljs's streaming WorkbookWriter; shared strings off, styles
 * minimal). `rows` yields batches of cells in column order.
 */
export async function writeXlsx(
  output: Writable,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<ExportCell[][]>,
  onBatch?: (written: number) => Promise<void>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.min(40, Math.max(10, c.title.length * 2 + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const batch of rows) {
    for (const cells of batch) sheet.addRow(cells).commit();
    written += batch.length;
    if (onBatch) await onBatch(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
