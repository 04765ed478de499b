import { Box, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { usePaymentPage, type PaymentListQuery, type PaymentSummary } from '@procure/payment-data-access';
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
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmPayDialog } from './confirm-pay-dialog.tsx';
import { usePaymentColumns } from '@procure/payment-ui';

export type PaymentScope = 'all' | 'mine' | 'pending' | 'approved';
const noRows: PaymentSummary[] = [];
const detailPath = (id: string) => `/payment/detail/${id}`;

function toQuery(scope: PaymentScope, query: ListQuery): PaymentListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: PaymentListQuery = { scope, pageSize: query.pageSize };
  const [status, type, keyword] = [text('status'), text('type'), text('keyword')];
  if (status) out.status = Number(status);
  if (type) out.type = Number(type);
  if (keyword) out.keyword = keyword;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/**
 * `/payment/index` (all), `/payment/myList`, `/payment/pending`, `/payment/approved`: payment applications,
 * newest first; the approved list confirms payment of several at once.
 */
export function PaymentListPage({ scope = 'all' }: { scope?: PaymentScope }) {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('paymentRequest');
  const typeOptions = useCodeOptions('paymentType');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Payment no., order no. or supplier` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      { key: 'type', label: t`Payment type`, kind: 'select', options: typeOptions },
    ],
    [t, statusOptions, typeOptions],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = usePaymentPage('buyer', toQuery(scope, query));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = usePaymentColumns(detailPath);
  const [paying, setPaying] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const title = {
    all: t`Payment applications`,
    mine: t`My payment applications`,
    pending: t`Payments awaiting approval`,
    approved: t`Approved payments`,
  }[scope];
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/payment/newPayment" data-testid="payment-create">{t`New payment`}</Link>
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
          rowProps={(row) => ({ 'data-testid': `payment-row-${row.code}` })}
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
            title: t`No payment applications`,
            description: t`Apply for payment of an order's received goods, an advance or a direct payment.`,
          }}
          pagination={pagination}
          tableKey={`payment.${scope}`}
          batchActions={(rows, clear) => {
            const approved = rows.filter((row) => row.status === CODES.paymentRequest.approved.code);
            return (
              <Stack direction="row">
                <Button
                  size="sm"
                  colorPalette="brand"
                  data-testid="payment-batch-pay"
                  disabled={approved.length === 0 || approved.length !== rows.length}
                  onClick={() => setPaying({ ids: approved.map((row) => row.id), clear })}
                >
                  {t`Confirm payment`}
                </Button>
              </Stack>
            );
          }}
        />
      </Box>
      <ConfirmPayDialog
        ids={paying?.ids ?? []}
        open={paying !== null}
        onOpenChange={(open) => (open ? undefined : setPaying(null))}
        onDone={() => paying?.clear()}
      />
    </Box>
  );
}
