import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrderLegalEntities, useOrderPage, type OrderSummary } from '@procure/order-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  useListQuery,
  type FilterDef,
  useKeysetPagination,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { useOrderListColumns } from './order-list-columns.tsx';
import { toOrderListQuery } from './to-order-list-query.ts';
import { exportList } from '@procure/export-data-access';

const noRows: OrderSummary[] = [];

/** `/procurement/orderList`: the tenant's purchase orders, newest first (keyset pages). */
export function OrderListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('order');
  const entities = useOrderLegalEntities();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Order no. or supplier` },
      { key: 'sourceCode', label: t`Source request`, kind: 'text', placeholder: t`Request no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      {
        key: 'legalEntityId',
        label: t`Legal entity`,
        kind: 'select',
        options: (entities.data ?? []).map((e) => ({ value: e.id, label: e.name })),
      },
      { key: 'created', label: t`Created`, kind: 'dateRange' },
    ],
    [t, statusOptions, entities.data],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useOrderPage(toOrderListQuery(query));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useOrderListColumns();

  return (
    <Box>
      <PageHeader title={t`Purchase orders`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar
          filters={filters}
          values={query.filters}
          onApply={(values) => {
            restart();
            setFilters(values);
          }}
        />
        <DataTable
          label={t`Purchase orders`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-row-${row.code}` })}
          loading={list.isPending}
          error={
            list.isError
              ? isApiError(list.error) && list.error.desc
                ? list.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void list.refetch()}
          empty={{
            title: t`No purchase orders yet`,
            description: t`Orders are created when a purchase request is approved, one per supplier.`,
          }}
          pagination={pagination}
          tableKey="order.list"
          onExport={(columns) => exportList('order.orders', toOrderListQuery(query), columns)}
        />
      </Box>
    </Box>
  );
}
