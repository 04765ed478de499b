import { Box, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { exportList } from '@procure/export-data-access';
import {
  useStatementPage,
  useStatementVendors,
  type StatementListQuery,
} from '@procure/statement-data-access';
import { useStatementColumns } from '@procure/statement-ui';
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
import { Link, useNavigate } from 'react-router';

const detailPath = (id: string) => `/account/detail/${id}`;

const toQuery = (query: ListQuery) =>
  listParams<StatementListQuery>(query, {
    text: ['keyword', 'vendorId'],
    number: ['status'],
    ranges: { period: ['from', 'to'] },
  });
const useBuyerStatements = (query: StatementListQuery) => useStatementPage('buyer', query);

/**
 * `/account/list`: statements of account, newest first (filters, keyset pages, export); several confirmed
 * statements of one supplier are paid together (merge pay apply).
 */
export function StatementListPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const statusOptions = useCodeOptions('statement');
  const vendors = useStatementVendors();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Statement no. or supplier` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      {
        key: 'vendorId',
        label: t`Supplier`,
        kind: 'select',
        options: (vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name })),
      },
      { key: 'period', label: t`Period`, kind: 'dateRange' },
    ],
    [t, statusOptions, vendors.data],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useBuyerStatements);
  const columns = useStatementColumns(detailPath);
  const title = t`Statements of account`;
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/account/create" data-testid="statement-create">{t`New statement`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={title}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `statement-row-${row.code}` })}
          empty={{
            title: t`No statements`,
            description: t`Create a statement for a supplier and a period, send it, and pay it once the supplier confirms.`,
          }}
          tableKey="statement.statements"
          onExport={(cols) => exportList('statement.statements', params, cols)}
          batchActions={(rows) => {
            const confirmed = rows.every((row) => row.status === CODES.statement.confirmed.code);
            const oneVendor = new Set(rows.map((row) => `${row.vendorId}/${row.currency}`)).size === 1;
            return (
              <Stack direction="row">
                <Button
                  size="sm"
                  colorPalette="brand"
                  data-testid="statement-merge-pay"
                  disabled={rows.length === 0 || !confirmed || !oneVendor}
                  onClick={() =>
                    void navigate(`/account/mergePayApply?ids=${rows.map((row) => row.id).join(',')}`)
                  }
                >
                  {t`Merge pay apply`}
                </Button>
              </Stack>
            );
          }}
        />
      </Box>
    </Box>
  );
}
