import { describe, expect, it } from 'vitest';
import {
  memoryColumnSettings,
  moveColumn,
  normalizeSettings,
  setColumnVisible,
  setColumnWidth,
  toLayoutState,
} from './column-settings.ts';

const ids = ['name', 'email', 'region'];

describe('column settings', () => {
  it('keeps the saved order, appends new columns and drops removed ones', () => {
    const saved = [
      { key: 'region', visible: false, order: 0 },
      { key: 'gone', visible: true, order: 1 },
      { key: 'name', visible: true, order: 2, width: 200 },
    ];
    expect(normalizeSettings(ids, saved)).toEqual([
      { key: 'region', visible: false, order: 0 },
      { key: 'name', visible: true, order: 1, width: 200 },
      { key: 'email', visible: true, order: 2 },
    ]);
    expect(toLayoutState(normalizeSettings(ids, saved))).toEqual({
      columnOrder: ['region', 'name', 'email'],
      columnVisibility: { region: false, name: true, email: true },
      columnSizing: { name: 200 },
    });
  });

  it('moves up and down, and not past either end', () => {
    const base = normalizeSettings(ids, []);
    expect(moveColumn(base, 'email', -1).map((s) => s.key)).toEqual(['email', 'name', 'region']);
    expect(moveColumn(base, 'email', 1).map((s) => s.key)).toEqual(['name', 'region', 'email']);
    expect(moveColumn(base, 'name', -1)).toEqual(base);
  });

  it('never hides the last visible column and clamps widths', () => {
    let s = normalizeSettings(ids, []);
    s = setColumnVisible(setColumnVisible(s, 'name', false), 'email', false);
    expect(
      setColumnVisible(s, 'region', false)
        .filter((c) => c.visible)
        .map((c) => c.key),
    ).toEqual(['region']);
    expect(setColumnWidth(s, 'name', 5)[0]?.width).toBe(40);
    expect(setColumnWidth(s, 'name', Number.NaN)[0]?.width).toBeUndefined();
  });

  it('keeps layouts per table in the memory adapter', async () => {
    const adapter = memoryColumnSettings();
    await adapter.save('a', [{ key: 'name', visible: false, order: 0 }]);
    expect(await adapter.load('a')).toHaveLength(1);
    expect(await adapter.load('b')).toEqual([]);
  });
});
