import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrderLegalEntities, useOrderPage } from '@procure/order-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  type FilterDef,
  useKeysetList,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { useOrderListColumns } from './order-list-columns.tsx';
import { toOrderListQuery } from './to-order-list-query.ts';
import { exportList } from '@procure/export-data-access';

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
  const { params, filterBar, table } = useKeysetList(filters, toOrderListQuery, useOrderPage);
  const columns = useOrderListColumns();

  return (
    <Box>
      <PageHeader title={t`Purchase orders`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Purchase orders`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-row-${row.code}` })}
          empty={{
            title: t`No purchase orders yet`,
            description: t`Orders are created when a purchase request is approved, one per supplier.`,
          }}
          tableKey="order.list"
          onExport={(columns) => exportList('order.orders', params, columns)}
        />
      </Box>
    </Box>
  );
}
