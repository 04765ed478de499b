import type { z } from 'zod';
import type { Db } from '@procure/server-db';
import type { RequestContext } from '@procure/server-auth';
import type { Locale } from '@procure/shared-i18n';

/** A cell of an exported sheet. Decimal strings stay strings (no binary floating point). */
export type ExportCell = string | number | Date | null;

export type ExportPage<R> = { items: R[]; nextCursor: string | null };

/**
 * A list that can be exported: the SAME page function the list endpoint uses (same query, same
 * row-level security, same filters), walked page by page with its keyset cursor. See
 * docs/conventions.md "Exports".
 */
export type ExportSource<F, R> = {
  /** Stable key, `<domain>.<list>`: stored with each export. */
  key: string;
  /** Server-catalog message code of the list's name (the file and download-center name). */
  nameCode: string;
  /** The permission the list endpoint asks for. */
  permission: string;
  /** Sites whose users may export it (default buyer). */
  sites?: readonly ('buyer' | 'supplier')[];
  /** The list's filter schema (its query without cursor and page size). */
  filters: z.ZodType<F>;
  /** One page of the list as `ctx` sees it, in `locale`. */
  page: (
    tx: Db,
    ctx: RequestContext,
    input: { filters: F; cursor: string | null; pageSize: number; locale: Locale },
  ) => Promise<ExportPage<R>>;
  /** Optional: the number of rows the filters select (drives the progress bar). */
  count?: (tx: Db, ctx: RequestContext, filters: F) => Promise<number>;
  /** The exportable columns: key → cell of a row (translated into `locale` where it is a code). */
  columns: Record<string, (row: R, locale: Locale) => ExportCell>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sources of any row type live side by side
export type AnyExportSource = ExportSource<any, any>;

const sources = new Map<string, AnyExportSource>();

/** Declares a list exportable; call it where the list's routes are registered (idempotent per key). */
export function registerExport<F, R>(source: ExportSource<F, R>): void {
  sources.set(source.key, source as AnyExportSource);
}

export function exportSource(key: string): AnyExportSource | undefined {
  return sources.get(key);
}

export function exportSourceKeys(): string[] {
  return [...sources.keys()].sort();
}
