/** An option of a select-like filter (statuses, legal entities, suppliers…). */
export type FilterOption = { value: string; label: string };

type FilterBase = { key: string; label: string };
/** The filters a FilterBar offers; option lists come from the caller (static or loaded). */
export type FilterDef =
  | (FilterBase & { kind: 'text'; placeholder?: string })
  | (FilterBase & { kind: 'multiSelect'; options: FilterOption[] })
  | (FilterBase & { kind: 'select'; options?: FilterOption[]; loadOptions?: () => Promise<FilterOption[]> })
  | (FilterBase & { kind: 'dateRange' })
  | (FilterBase & { kind: 'amountRange' });

export type RangeValue = { from: string; to: string };
export type FilterValue = string | string[] | RangeValue;
export type FilterValues = Record<string, FilterValue>;
export type SortValue = { id: string; desc: boolean };

/** What a list screen asks the server for; stable enough to be part of a query key. */
export type ListQuery = {
  filters: FilterValues;
  sort: SortValue | null;
  cursor: string | null;
  pageSize: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
// Reserved query parameters; filter keys must not use them.
const SORT = 'sort';
const CURSOR = 'cursor';
const PAGE_SIZE = 'pageSize';
const RANGE_SEPARATOR = '~';
const LIST_SEPARATOR = ',';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isAmount = (value: string) => /^\d{1,8}(\.\d{1,2})?$/.test(value);

function parseRange(raw: string, valid: (v: string) => boolean): RangeValue | undefined {
  const [from = '', to = ''] = raw.split(RANGE_SEPARATOR);
  const range = { from: valid(from) ? from : '', to: valid(to) ? to : '' };
  return range.from || range.to ? range : undefined;
}

/**
 * What parsing a filter from the URL needs of its definition: a route loader, which has no
 * translated labels, passes just these (see `listLoader` in the shell).
 */
export type FilterShape = { key: string; kind: FilterDef['kind']; options?: readonly FilterOption[] };

function parseFilter(def: FilterShape, raw: string): FilterValue | undefined {
  switch (def.kind) {
    case 'text':
    case 'select':
      return raw.trim() || undefined;
    case 'multiSelect': {
      const allowed = def.options && new Set(def.options.map((o) => o.value));
      const values = raw.split(LIST_SEPARATOR).filter((v) => !allowed || allowed.has(v));
      return values.length > 0 ? values : undefined;
    }
    case 'dateRange':
      return parseRange(raw, isDate);
    case 'amountRange':
      return parseRange(raw, isAmount);
  }
}

function serializeFilter(value: FilterValue): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return value.from || value.to ? `${value.from}${RANGE_SEPARATOR}${value.to}` : '';
}

/** Reads the list query from the URL, ignoring anything malformed (a hand-edited URL never breaks a list). */
export function parseListQuery(params: URLSearchParams, defs: readonly FilterShape[]): ListQuery {
  const filters: FilterValues = {};
  for (const def of defs) {
    const raw = params.get(def.key);
    const value = raw === null ? undefined : parseFilter(def, raw);
    if (value !== undefined) filters[def.key] = value;
  }
  const sortMatch = /^([\w.-]+)\.(asc|desc)$/.exec(params.get(SORT) ?? '');
  const size = Number(params.get(PAGE_SIZE));
  return {
    filters,
    sort: sortMatch?.[1] ? { id: sortMatch[1], desc: sortMatch[2] === 'desc' } : null,
    cursor: params.get(CURSOR) || null,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * Writes filters into a copy of `params`. Changing filters, sort or page size starts again at the first
 * page: a cursor belongs to the query that produced it.
 */
export function withFilters(params: URLSearchParams, defs: readonly FilterDef[], filters: FilterValues) {
  const next = new URLSearchParams(params);
  for (const def of defs) {
    const value = filters[def.key];
    const text = value === undefined ? '' : serializeFilter(value);
    if (text) next.set(def.key, text);
    else next.delete(def.key);
  }
  next.delete(CURSOR);
  return next;
}

export function withSort(params: URLSearchParams, sort: SortValue | null) {
  const next = new URLSearchParams(params);
  if (sort) next.set(SORT, `${sort.id}.${sort.desc ? 'desc' : 'asc'}`);
  else next.delete(SORT);
  next.delete(CURSOR);
  return next;
}

export function withCursor(params: URLSearchParams, cursor: string | null) {
  const next = new URLSearchParams(params);
  if (cursor) next.set(CURSOR, cursor);
  else next.delete(CURSOR);
  return next;
}

export function withPageSize(params: URLSearchParams, pageSize: number) {
  const next = new URLSearchParams(params);
  next.set(PAGE_SIZE, String(pageSize));
  next.delete(CURSOR);
  return next;
}
