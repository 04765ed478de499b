import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids.ts';

describe('ids', () => {
  it('generates distinct UUIDs that pass the pattern', () => {
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isUuid(id)).toBe(true);
  });

  it.each([
    '1e309',
    '',
    '123',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    ' 00000000-0000-4000-8000-000000000001',
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('accepts either letter case', () => {
    expect(isUuid('ABCDEF00-0000-4000-8000-000000000001')).toBe(true);
  });
});
