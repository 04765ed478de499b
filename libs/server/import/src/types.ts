import type { z } from 'zod';
import type { Locale } from '@procure/shared-i18n';

/** One spreadsheet column: its stable key, its header in both languages and the rule for its cells. */
export type ImportColumn<K extends string = string> = {
  key: K;
  header: { zh: string; en: string };
  /** Receives the cell as a trimmed string, or undefined when the cell is empty. */
  schema: z.ZodType;
  /** Shown in the template's second row as a filled-in example (optional). */
  example?: string;
};

/** One problem of the upload: `row` is the row number the user sees in Excel (1 = the header row). */
export type ImportError = {
  row: number;
  column: string;
  key: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
};

/** `rowNumbers[i]` is the Excel row of `rows[i]` (blank lines are skipped, so they may not be consecutive). */
export type ImportResult<T> = { rows: T[]; rowNumbers: number[]; errors: ImportError[] };

/** A cross-column check of one parsed row (e.g. "end after start"); returns issues on named columns. */
export type RowCheck<T> = (
  row: T,
) => { key: string; code: string; params?: Record<string, string | number> }[];

export type ImportRow<C extends readonly ImportColumn[]> = {
  [Col in C[number] as Col['key']]: z.output<Col['schema']>;
};

export type ImportDefinition<C extends readonly ImportColumn[]> = {
  /** Sheet name of the template in both languages. */
  sheet: { zh: string; en: string };
  columns: C;
  /** Most data rows in one upload (default 5,000). */
  maxRows?: number;
  check?: RowCheck<ImportRow<C>>;
};

export type Importer<T> = {
  /** The xlsx template: a header row in the user's language and a hidden sheet with the column keys. */
  template(locale: Locale): Promise<Buffer>;
  /** Reads an uploaded workbook; every row is checked, errors name the Excel row and column. */
  parse(buffer: Uint8Array, locale: Locale): Promise<ImportResult<T>>;
};
