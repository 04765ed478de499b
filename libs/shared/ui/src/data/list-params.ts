import type { ListQuery } from './list-query.ts';

/**
 * How a list's URL filters map to its server query: which filters are trimmed text, which are numbers
 * (status codes), which date ranges fill a from/to pair. Empty filters are left out.
 */
export type ListParamsSpec = {
  text?: readonly string[];
  number?: readonly string[];
  ranges?: Readonly<Record<string, readonly [from: string, to: string]>>;
};

type ListParams = { pageSize: number; cursor?: string } & Record<string, string | number>;

/** The server query of a keyset list for the URL's list query (`spec` names the filters). */
export function listParams<T = ListParams>(query: ListQuery, spec: ListParamsSpec): T {
  const out: ListParams = { pageSize: query.pageSize };
  const textOf = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  for (const key of spec.text ?? []) {
    const value = textOf(key);
    if (value) out[key] = value;
  }
  for (const key of spec.number ?? []) {
    const value = textOf(key);
    if (value && Number.isFinite(Number(value))) out[key] = Number(value);
  }
  for (const [key, [fromKey, toKey]] of Object.entries(spec.ranges ?? {})) {
    const range = query.filters[key];
    if (!range || typeof range !== 'object' || Array.isArray(range)) continue;
    if (range.from) out[fromKey] = range.from;
    if (range.to) out[toKey] = range.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out as T;
}

/** The message a list shows when its load failed: the server's translated reason, else `fallback`. */
export function listErrorText(error: unknown, fallback: string): string {
  const desc =
    typeof error === 'object' && error !== null && 'desc' in error
      ? (error as { desc: unknown }).desc
      : undefined;
  return typeof desc === 'string' && desc ? desc : fallback;
}
