import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  usePaymentDetail,
  usePaymentPage,
  type PaymentListQuery,
  type PaymentSummary,
} from '@procure/payment-data-access';
import { PaymentLinesTable, usePaymentColumns } from '@procure/payment-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  DetailSection,
  DocumentHeader,
  EmptyState,
  Money,
  PageHeader,
  StatusBadge,
  formatInstant,
  useKeysetPagination,
  useListQuery,
} from '@procure/shared-ui';
import { useParams } from 'react-router';

const noRows: PaymentSummary[] = [];
const detailPath = (id: string) => `/payment/detail/${id}`;

/** Supplier portal `/payment/list`: payments the buyer applied for to this company, up to paid. */
export function SupplierPaymentListPage() {
  const { t } = useLingui();
  const { query, setCursor, setPageSize } = useListQuery([]);
  const request: PaymentListQuery = {
    pageSize: query.pageSize,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  const list = usePaymentPage('supplier', request);
  const { pagination } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = usePaymentColumns(detailPath);
  return (
    <Box>
      <PageHeader title={t`Payments`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <DataTable
          label={t`Payments`}
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
            title: t`No payments yet`,
            description: t`Payments the buyer applied for to your company appear here, up to paid.`,
          }}
          pagination={pagination}
          tableKey="payment.supplier"
        />
      </Box>
    </Box>
  );
}

/** Supplier portal `/payment/detail/:id`: one payment to this company (another company's ≡ absent). */
export function SupplierPaymentDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const query = usePaymentDetail('supplier', id);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Payment not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Payment`}
        number={detail.code}
        status={<StatusBadge set="paymentRequest" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          {
            label: t`Payment amount`,
            value: <Money value={detail.totalAmount} currency={detail.currency} />,
          },
          { label: t`Payment type`, value: <StatusBadge set="paymentType" value={detail.type} /> },
          { label: t`Payment method`, value: <StatusBadge set="paymentMethod" value={detail.method} /> },
          { label: t`Paid`, value: detail.paidAt ? formatInstant(detail.paidAt, i18n.locale) : '—' },
        ]}
      />
      <DetailSection
        title={t`Payee`}
        items={[
          { label: t`Payee`, value: detail.payee },
          { label: t`Bank`, value: detail.bankName || '—' },
          { label: t`Bank account`, value: detail.bankAccount },
          { label: t`Payment no`, value: detail.paymentNo ?? '—' },
        ]}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Text as="h2" fontWeight="semibold" mb="3">
          {t`Payment lines`}
        </Text>
        <PaymentLinesTable detail={detail} orderPath={(orderId) => `/order/detail/${orderId}`} />
      </Box>
    </Stack>
  );
}
