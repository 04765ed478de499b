import { describe, expect, it } from 'vitest';
import { columnSetupSaveSchema } from './wire.ts';

describe('columnSetupSaveSchema', () => {
  const column = { key: 'name', visible: true, order: 0, width: 160 };

  it('accepts a layout and an empty one (back to the defaults)', () => {
    expect(columnSetupSaveSchema.safeParse({ tableKey: 'address.book', columns: [column] }).success).toBe(
      true,
    );
    expect(columnSetupSaveSchema.safeParse({ tableKey: 'address.book', columns: [] }).success).toBe(true);
  });

  it('refuses the same column twice, odd keys and absurd widths', () => {
    const twice = columnSetupSaveSchema.safeParse({ tableKey: 'a', columns: [column, column] });
    expect(twice.error?.issues.map((i) => i.path.join('.'))).toEqual(['columns']);
    expect(columnSetupSaveSchema.safeParse({ tableKey: 'x y', columns: [] }).success).toBe(false);
    const wide = columnSetupSaveSchema.safeParse({ tableKey: 'a', columns: [{ ...column, width: 99999 }] });
    expect(wide.error?.issues[0]?.path).toEqual(['columns', 0, 'width']);
  });
});
