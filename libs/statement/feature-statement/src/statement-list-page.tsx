import { Box, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { exportList } from '@procure/export-data-access';
import {
  useStatementPage,
  useStatementVendors,
  type StatementListQuery,
  type StatementSummary,
} from '@procure/statement-data-access';
import { useStatementColumns } from '@procure/statement-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  useKeysetPagination,
  useListQuery,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';

const noRows: StatementSummary[] = [];
const detailPath = (id: string) => `/account/detail/${id}`;

function toQuery(query: ListQuery): StatementListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: StatementListQuery = { pageSize: query.pageSize };
  const [status, vendorId, keyword] = [text('status'), text('vendorId'), text('keyword')];
  if (status) out.status = Number(status);
  if (vendorId) out.vendorId = vendorId;
  if (keyword) out.keyword = keyword;
  const period = query.filters['period'];
  if (period && typeof period === 'object' && !Array.isArray(period)) {
    if (period.from) out.from = period.from;
    if (period.to) out.to = period.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

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
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const request = toQuery(query);
  const list = useStatementPage('buyer', request);
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
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
        <FilterBar
          filters={filters}
          values={query.filters}
          onApply={(values) => {
            restart();
            setFilters(values);
          }}
        />
        <DataTable
          label={title}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `statement-row-${row.code}` })}
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
            title: t`No statements`,
            description: t`Create a statement for a supplier and a period, send it, and pay it once the supplier confirms.`,
          }}
          pagination={pagination}
          tableKey="statement.statements"
          onExport={(cols) => exportList('statement.statements', request, cols)}
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
