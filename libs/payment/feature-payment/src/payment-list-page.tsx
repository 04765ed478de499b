import { Box, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { usePaymentPage, type PaymentListQuery } from '@procure/payment-data-access';
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
import { exportList } from '@procure/export-data-access';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmPayDialog } from './confirm-pay-dialog.tsx';
import { usePaymentColumns } from '@procure/payment-ui';

export type PaymentScope = 'all' | 'mine' | 'pending' | 'approved';
const detailPath = (id: string) => `/payment/detail/${id}`;

const toQuery = (scope: PaymentScope, query: ListQuery): PaymentListQuery => ({
  ...listParams<Omit<PaymentListQuery, 'scope'>>(query, { text: ['keyword'], number: ['status', 'type'] }),
  scope,
});
const useBuyerPayments = (query: PaymentListQuery) => usePaymentPage('buyer', query);

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
  const { params, filterBar, table } = useKeysetList(
    filters,
    (query) => toQuery(scope, query),
    useBuyerPayments,
  );
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
        <FilterBar {...filterBar} />
        <DataTable
          label={title}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `payment-row-${row.code}` })}
          empty={{
            title: t`No payment applications`,
            description: t`Apply for payment of an order's received goods, an advance or a direct payment.`,
          }}
          tableKey={`payment.${scope}`}
          onExport={(cols) => exportList('payment.payments', params, cols)}
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
