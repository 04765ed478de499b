// @vitest-environment jsdom
import { clearSession, setSession } from '@procure/shared-api-client';
import { listParams, type ListQuery } from '@procure/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listLoader } from './list-loader.ts';

type Params = {
  keyword?: string;
  status?: number;
  createdFrom?: string;
  createdTo?: string;
  pageSize?: number;
};
const toParams = (query: ListQuery) =>
  listParams<Params>(query, {
    text: ['keyword'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });
const filters = [
  { key: 'keyword', kind: 'text' },
  { key: 'status', kind: 'select' },
  { key: 'created', kind: 'dateRange' },
] as const;

function setup() {
  const queryClient = new QueryClient();
  const fetched: Params[] = [];
  const loader = listLoader(queryClient, filters, toParams, (params: Params) => ({
    queryKey: ['list', params] as const,
    queryFn: async () => (fetched.push(params), { items: [] }),
  }));
  const run = (url: string) =>
    loader({ request: new Request(url), params: {}, context: undefined } as unknown as Parameters<
      typeof loader
    >[0]);
  return { queryClient, fetched, run };
}

afterEach(() => clearSession());

describe('listLoader', () => {
  it("starts the page query for the URL's filters, under the key the page will read", async () => {
    setSession({ token: 'tok', tenantId: null });
    const { queryClient, fetched, run } = setup();
    expect(
      run('http://x/orders?keyword=%20bolt%20&status=6&created=2026-11-01~2026-11-30&pageSize=50'),
    ).toBeNull();
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    expect(fetched).toEqual([
      { keyword: 'bolt', status: 6, createdFrom: '2026-11-01', createdTo: '2026-11-30', pageSize: 50 },
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(['list', fetched[0]])).toEqual({ items: [] }));
  });

  it('requests nothing without a session', () => {
    const { queryClient, fetched, run } = setup();
    run('http://x/orders?keyword=bolt');
    expect(fetched).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
