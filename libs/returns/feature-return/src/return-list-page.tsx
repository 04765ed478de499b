import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReturnPage, type ReturnListQuery, type ReturnSummary } from '@procure/returns-data-access';
import { useReturnColumns } from '@procure/returns-ui';
import { exportList } from '@procure/export-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const toQuery = (query: ListQuery) =>
  listParams<ReturnListQuery>(query, { text: ['keyword'], number: ['status'] });
const useBuyerReturns = (query: ReturnListQuery) => useReturnPage('buyer', query);

/** `/SaleReturn/list` (and `/procurement/returnApplication`): the tenant's returns, newest first. */
export function ReturnListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('return');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Return no., order no. or supplier` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useBuyerReturns);
  const columns = useReturnColumns<ReturnSummary>('buyer');
  return (
    <Box>
      <PageHeader
        title={t`Returns`}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/SaleReturn/create" data-testid="return-create">{t`New return`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Returns`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `return-row-${row.code}` })}
          empty={{
            title: t`No returns yet`,
            description: t`Return received goods from an order: open the order and choose "Return goods".`,
          }}
          tableKey="return.list"
          onExport={(cols) => exportList('returns.returns', params, cols)}
        />
      </Box>
    </Box>
  );
}
