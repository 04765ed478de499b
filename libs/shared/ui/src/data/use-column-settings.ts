import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  normalizeSettings,
  toLayoutState,
  type ColumnSetting,
  type ColumnSettingsAdapter,
} from './column-settings.ts';

const SAVE_DELAY_MS = 600;

/**
 * The column layout of one table: loaded once from the adapter, changed live, saved shortly after the
 * last change (clicking "move up" five times sends one batchSave).
 */
export function useColumnSettings(
  columnIds: readonly string[],
  tableKey: string | undefined,
  adapter: ColumnSettingsAdapter | undefined,
) {
  const idsKey = columnIds.join('|');
  const ids = useMemo(() => [...columnIds], [idsKey]);
  const [settings, setSettings] = useState<ColumnSetting[]>(() => normalizeSettings(ids, []));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setSettings((current) => normalizeSettings(ids, current));
    if (!adapter || !tableKey) return;
    let live = true;
    adapter
      .load(tableKey)
      .then((saved) => {
        if (live) setSettings(normalizeSettings(ids, saved));
      })
      // A layout that cannot be loaded leaves the default one: the list itself still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [adapter, tableKey, ids]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: ColumnSetting[], persisted: ColumnSetting[] = next) => {
      setSettings(next);
      if (!adapter || !tableKey) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void adapter.save(tableKey, persisted).catch(() => undefined),
        SAVE_DELAY_MS,
      );
    },
    [adapter, tableKey],
  );
  const reset = useCallback(() => update(normalizeSettings(ids, []), []), [update, ids]);

  const layout = useMemo(() => toLayoutState(settings), [settings]);
  return { settings, layout, update, reset };
}
