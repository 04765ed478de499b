import { describe, expect, it } from 'vitest';
import { listErrorText, listParams } from './list-params.ts';

const query = (filters: Record<string, unknown>, cursor: string | null = null) =>
  ({ filters, sort: null, cursor, pageSize: 20 }) as Parameters<typeof listParams>[0];

describe('listParams', () => {
  const spec = {
    text: ['keyword'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  } as const;

  it('trims text, turns codes into numbers, splits date ranges and keeps the cursor', () => {
    expect(
      listParams(
        query({ keyword: '  PO1 ', status: '6', created: { from: '2026-01-01', to: '' } }, 'c1'),
        spec,
      ),
    ).toEqual({ pageSize: 20, keyword: 'PO1', status: 6, createdFrom: '2026-01-01', cursor: 'c1' });
  });

  it('leaves out empty, blank, non-numeric and unnamed filters', () => {
    expect(listParams(query({ keyword: '   ', status: 'x', other: 'y', created: ['a'] }), spec)).toEqual({
      pageSize: 20,
    });
  });
});

describe('listErrorText', () => {
  it("prefers the server's reason, else the fallback", () => {
    expect(listErrorText({ desc: '无权访问' }, 'offline')).toBe('无权访问');
    expect(listErrorText({ desc: '' }, 'offline')).toBe('offline');
    expect(listErrorText(new Error('x'), 'offline')).toBe('offline');
  });
});
