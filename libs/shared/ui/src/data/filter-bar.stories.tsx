import { Code, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FilterBar } from './filter-bar.tsx';
import type { FilterDef } from './list-query.ts';
import { useListQuery } from './use-list-query.ts';

const legalEntities = async () => [
  { value: 'le-1', label: '华夏集团（上海）有限公司' },
  { value: 'le-2', label: '华夏集团杭州分公司' },
];

function useDemoFilters(): FilterDef[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { kind: 'text', key: 'q', label: t`Keyword`, placeholder: t`Order number or title` },
      {
        kind: 'multiSelect',
        key: 'status',
        label: t`Status`,
        options: [
          { value: '1', label: t`Draft` },
          { value: '2', label: t`Pending approval` },
          { value: '3', label: t`Approved` },
        ],
      },
      { kind: 'dateRange', key: 'created', label: t`Created` },
      { kind: 'select', key: 'legalEntity', label: t`Legal entity`, loadOptions: legalEntities },
      {
        kind: 'select',
        key: 'supplier',
        label: t`Supplier`,
        options: [
          { value: 's-1', label: '杭州云帆科技有限公司' },
          { value: 's-2', label: '上海申通办公用品贸易有限公司' },
        ],
      },
      { kind: 'amountRange', key: 'amount', label: t`Amount` },
    ],
    [t],
  );
}

/** A list screen's filters wired to the URL; the query the list would send is shown below. */
function DemoFilters() {
  const filters = useDemoFilters();
  const { query, setFilters } = useListQuery(filters);
  const location = useLocation();
  return (
    <Stack gap="4">
      <FilterBar filters={filters} values={query.filters} onApply={setFilters} />
      <Code data-testid="url" p="2" whiteSpace="pre-wrap">
        {decodeURIComponent(location.search) || '?'}
      </Code>
    </Stack>
  );
}

const meta = {
  title: 'Shared/UI/FilterBar',
  component: DemoFilters,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters['url'] as string | undefined) ?? '/orders']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DemoFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeptInTheUrl: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^(Keyword|关键字)$/ }), '办公');
    await userEvent.type(canvas.getByRole('textbox', { name: /^(Amount from|金额 起)$/ }), '100');
    await userEvent.click(canvas.getByRole('button', { name: /^(Search|查询)$/ }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('q=办公&amount=100~'));
    await userEvent.click(canvas.getByRole('button', { name: /^(Reset|重置)$/ }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\?$/));
  },
};

/** Opened from a shared link: the filters show what the URL says. */
export const FromALink: Story = {
  parameters: { url: '/orders?q=服务器&status=2,3&created=2026-01-01~2026-03-31&amount=1000~50000.5' },
};
