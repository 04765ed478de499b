import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryColumnSettings, type ColumnSettingsAdapter } from './column-settings.ts';
import { moneyColumn, statusColumn } from './data-table-columns.tsx';
import { dataTableColumnHelper } from './data-table-features.ts';
import { DataTable } from './data-table.tsx';
import { demoOrders, sortOrders, type DemoOrder } from './data-table.stories-data.ts';
import type { SortValue } from './list-query.ts';

const column = dataTableColumnHelper<DemoOrder>();
const palettes = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'red' } as const;

function useDemoColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const statusLabels = { 1: t`Draft`, 2: t`Pending approval`, 3: t`Approved`, 4: t`Rejected` };
    return [
      column.accessor('number', { id: 'number', header: t`Order number`, meta: { label: t`Order number` } }),
      column.accessor('title', {
        id: 'title',
        header: t`Title`,
        enableSorting: false,
        meta: { label: t`Title` },
      }),
      column.accessor('supplier', { id: 'supplier', header: t`Supplier`, meta: { label: t`Supplier` } }),
      moneyColumn<DemoOrder>({ id: 'amount', header: t`Amount`, value: (row) => row.amount }),
      statusColumn<DemoOrder, DemoOrder['status']>({
        id: 'status',
        header: t`Status`,
        value: (row) => row.status,
        describe: (code) => ({ label: statusLabels[code], palette: palettes[code] }),
      }),
      column.accessor('createdAt', { id: 'createdAt', header: t`Created`, meta: { label: t`Created` } }),
    ];
  }, [t]);
}

type DemoProps = {
  rows: number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onBatch?: (ids: string[]) => void;
  adapter?: ColumnSettingsAdapter;
  pageSize?: number;
};

/** A list screen in miniature: the "server" sorts and pages in memory. */
function DemoList({ rows, loading, error, onRetry, onBatch, adapter, pageSize = 20 }: DemoProps) {
  const { t } = useLingui();
  const columns = useDemoColumns();
  const all = useMemo(() => demoOrders(rows), [rows]);
  const [sort, setSort] = useState<SortValue | null>(null);
  const [page, setPage] = useState(0);
  const [settings] = useState(() => adapter ?? memoryColumnSettings());
  const sorted = useMemo(() => sortOrders(all, sort), [all, sort]);
  const paged = rows > 100 ? sorted : sorted.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <DataTable
      label={t`Purchase orders`}
      columns={columns}
      data={paged}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(0);
      }}
      loading={loading}
      error={error ? t`The server did not answer. Try again in a moment.` : undefined}
      onRetry={onRetry}
      empty={{ title: t`No purchase orders`, description: t`Orders you create appear here.` }}
      tableKey="demo.orders"
      columnSettings={settings}
      maxHeight="480px"
      toolbar={<Button size="xs">{t`New order`}</Button>}
      batchActions={(selected, clear) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            onBatch?.(selected.map((r) => r.id));
            clear();
          }}
        >
          <Trans>Export</Trans>
        </Button>
      )}
      pagination={
        rows > 100
          ? undefined
          : {
              hasPrevious: page > 0,
              hasNext: (page + 1) * pageSize < sorted.length,
              onPrevious: () => setPage((p) => p - 1),
              onNext: () => setPage((p) => p + 1),
              pageSize,
            }
      }
    />
  );
}

const meta = {
  title: 'Shared/UI/DataTable',
  component: DemoList,
  args: { rows: 45, onRetry: fn(), onBatch: fn() },
} satisfies Meta<typeof DemoList>;
export default meta;
type Story = StoryObj<typeof meta>;

const headerButton = (name: RegExp) => screen.getByRole('button', { name });

export const SortSelectAndPage: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table');
    const amountHeader = headerButton(/^(Amount|金额)/);
    await userEvent.click(amountHeader);
    await waitFor(() => expect(amountHeader.closest('th')).toHaveAttribute('aria-sort', 'ascending'));
    const firstAmount = () => within(table).getAllByRole('row')[1]?.textContent ?? '';
    expect(firstAmount()).toContain('¥12.00');
    await userEvent.click(amountHeader);
    await waitFor(() => expect(amountHeader.closest('th')).toHaveAttribute('aria-sort', 'descending'));

    const boxes = within(table).getAllByRole('checkbox', { name: /^(Select row|选择此行)$/ });
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    const bar = await canvas.findByRole('region', { name: /^(Batch actions|批量操作)$/ });
    expect(bar).toHaveTextContent(/2/);
    await userEvent.click(within(bar).getByRole('button', { name: /^(Export|导出)$/ }));
    await expect(args.onBatch).toHaveBeenCalledWith([expect.any(String), expect.any(String)]);

    await userEvent.click(canvas.getByRole('button', { name: /^(Next|下一页)$/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^(Previous|上一页)$/ })).toBeEnabled());
  },
};

export const ColumnSettings: Story = {
  args: { rows: 5 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Columns|列设置)$/ }));
    const list = await screen.findByRole('list', { name: /^(Columns|列设置)$/ });
    await userEvent.click(within(list).getByRole('button', { name: /^(Move Supplier up|上移供应商)$/ }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /^(Created|创建日期)$/ }));
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader');
    await waitFor(() =>
      expect(headers.map((h) => h.textContent)).not.toContain(expect.stringMatching(/^(Created|创建日期)/)),
    );
    const names = within(canvas.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    expect(names.findIndex((n) => /Supplier|供应商/.test(n))).toBeLessThan(
      names.findIndex((n) => /Title|标题/.test(n)),
    );
  },
};

export const LongChineseText: Story = { args: { rows: 8 } };
export const Empty: Story = { args: { rows: 0 } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = {
  args: { error: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Retry|重试)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ThousandRows: Story = { args: { rows: 1000 } };

/** Window event that sets the row count of the RowsOnDemand story (its `detail` is the count). */
const DEMO_ROWS_EVENT = 'procure:data-table-demo-rows';

/** The list starts with `rows` rows and takes a new count from a DEMO_ROWS_EVENT, without remounting. */
function DemoListOnDemand(props: DemoProps) {
  const [rows, setRows] = useState(props.rows);
  useEffect(() => {
    const onRows = (event: Event) => setRows((event as CustomEvent<number>).detail);
    window.addEventListener(DEMO_ROWS_EVENT, onRows);
    return () => window.removeEventListener(DEMO_ROWS_EVENT, onRows);
  }, []);
  return <DemoList {...props} rows={rows} />;
}

/**
 * The benchmark's story (tools/bench/data-table-long-tasks.ts): the page and its providers mount with an
 * empty list first, so that the measured work is the table's own: 1,000 rows arriving, then a header
 * click sorting them.
 */
export const RowsOnDemand: Story = {
  args: { rows: 0 },
  render: (args) => <DemoListOnDemand {...args} />,
};
export const TenThousandRowsVirtualised: Story = {
  args: { rows: 10_000 },
  play: async ({ canvas }) => {
    // Only the rows in view (plus a margin) are in the document.
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    expect(canvas.getAllByRole('row').length).toBeLessThan(200);
  },
};
