/** One column of a saved layout (the wire shape of the column-setup calls). */
export type ColumnSetting = { key: string; visible: boolean; order: number; width?: number | undefined };

/**
 * Where a table's column layout is kept. The DataTable only knows this pair of calls, so stories and
 * tests pass `memoryColumnSettings()` and the apps pass the column-setup adapter of preferences-data-access.
 */
export type ColumnSettingsAdapter = {
  load: (tableKey: string) => Promise<ColumnSetting[]>;
  save: (tableKey: string, columns: ColumnSetting[]) => Promise<void>;
};

/** The layout as TanStack Table state. */
export type ColumnLayoutState = {
  columnOrder: string[];
  columnVisibility: Record<string, boolean>;
  columnSizing: Record<string, number>;
};

export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 2000;

/**
 * The full, ordered list of settings for the table's current columns: saved entries first in their
 * saved order, columns added since the layout was saved after them, saved keys of removed columns dropped.
 */
export function normalizeSettings(
  columnIds: readonly string[],
  saved: readonly ColumnSetting[],
): ColumnSetting[] {
  const known = new Set(columnIds);
  const kept = [...saved].filter((s) => known.has(s.key)).sort((a, b) => a.order - b.order);
  const keptKeys = new Set(kept.map((s) => s.key));
  const added = columnIds.filter((id) => !keptKeys.has(id)).map((key) => ({ key, visible: true, order: 0 }));
  return [...kept, ...added].map((s, order) => ({ ...s, order }));
}

export function toLayoutState(settings: readonly ColumnSetting[]): ColumnLayoutState {
  const sorted = [...settings].sort((a, b) => a.order - b.order);
  return {
    columnOrder: sorted.map((s) => s.key),
    columnVisibility: Object.fromEntries(sorted.map((s) => [s.key, s.visible])),
    columnSizing: Object.fromEntries(
      sorted.flatMap((s) => (s.width === undefined ? [] : [[s.key, s.width] as const])),
    ),
  };
}

/** Moves a column one place up (-1) or down (+1); at either end nothing changes. */
export function moveColumn(settings: readonly ColumnSetting[], key: string, delta: -1 | 1): ColumnSetting[] {
  const list = [...settings].sort((a, b) => a.order - b.order);
  const from = list.findIndex((s) => s.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list.map((s, order) => ({ ...s, order }));
}

/** Shows or hides a column; the last visible column stays visible (an empty table helps nobody). */
export function setColumnVisible(
  settings: readonly ColumnSetting[],
  key: string,
  visible: boolean,
): ColumnSetting[] {
  if (!visible && settings.filter((s) => s.visible && s.key !== key).length === 0) return [...settings];
  return settings.map((s) => (s.key === key ? { ...s, visible } : s));
}

/** Sets a width in pixels (clamped to what the server accepts); `undefined` goes back to the default. */
export function setColumnWidth(
  settings: readonly ColumnSetting[],
  key: string,
  width: number | undefined,
): ColumnSetting[] {
  const clamped =
    width === undefined || !Number.isFinite(width)
      ? undefined
      : Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
  return settings.map((s) => (s.key === key ? { ...s, width: clamped } : s));
}

/** An adapter that keeps layouts in memory (stories, tests, tables that need no persistence). */
export function memoryColumnSettings(initial: Record<string, ColumnSetting[]> = {}): ColumnSettingsAdapter {
  const store = new Map(Object.entries(initial));
  return {
    load: async (tableKey) => store.get(tableKey) ?? [],
    save: async (tableKey, columns) => {
      store.set(tableKey, columns);
    },
  };
}
