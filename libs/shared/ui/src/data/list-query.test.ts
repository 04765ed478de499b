import { describe, expect, it } from 'vitest';
import { parseListQuery, withCursor, withFilters, withSort, type FilterDef } from './list-query.ts';

const defs: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Keyword' },
  {
    kind: 'multiSelect',
    key: 'status',
    label: 'Status',
    options: [
      { value: '1', label: 'a' },
      { value: '2', label: 'b' },
    ],
  },
  { kind: 'dateRange', key: 'created', label: 'Created' },
  { kind: 'amountRange', key: 'amount', label: 'Amount' },
  { kind: 'select', key: 'supplier', label: 'Supplier' },
];

describe('list query in the URL', () => {
  it('round-trips filters, sort and cursor', () => {
    let params = withFilters(new URLSearchParams('cursor=abc'), defs, {
      q: ' 办公 ',
      status: ['1', '2'],
      created: { from: '2026-01-01', to: '' },
      amount: { from: '100', to: '2500.50' },
    });
    params = withCursor(withSort(params, { id: 'amount', desc: true }), 'next-1');
    expect(params.toString()).toContain('status=1%2C2');
    expect(parseListQuery(params, defs)).toEqual({
      filters: {
        q: '办公',
        status: ['1', '2'],
        created: { from: '2026-01-01', to: '' },
        amount: { from: '100', to: '2500.50' },
      },
      sort: { id: 'amount', desc: true },
      cursor: 'next-1',
      pageSize: 20,
    });
  });

  it('drops malformed values and resets the cursor when filters change', () => {
    const params = new URLSearchParams(
      'status=9,1&created=yesterday~&amount=-5~1e9&sort=x.sideways&pageSize=7',
    );
    expect(parseListQuery(params, defs)).toEqual({
      filters: { status: ['1'] },
      sort: null,
      cursor: null,
      pageSize: 20,
    });
    expect(withFilters(new URLSearchParams('cursor=c&q=a'), defs, {}).toString()).toBe('');
  });
});
