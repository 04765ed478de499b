import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  usePaymentDetail,
  usePaymentPage,
  useWriteOffs,
  type PaymentListQuery,
} from '@procure/payment-data-access';
import { PaymentLinesTable, WriteOffTable, usePaymentColumns } from '@procure/payment-ui';
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
  listParams,
  useCodeOptions,
  useKeysetList,
  FilterBar,
  Panel,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { exportList } from '@procure/export-data-access';
import { useMemo } from 'react';
import { useParams } from 'react-router';

const ADVANCE = CODES.paymentType.advance.code;
const PAID = CODES.paymentRequest.paid.code;

/** What of this paid advance the buyer has written off against the company's invoices. */
function AdvanceWriteOffs({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const writeOffs = useWriteOffs('supplier', { paymentId });
  return (
    <Panel title={t`Written off against invoices`}>
      <WriteOffTable items={writeOffs.data ?? []} />
    </Panel>
  );
}

const detailPath = (id: string) => `/payment/detail/${id}`;
const toQuery = (query: ListQuery) =>
  listParams<PaymentListQuery>(query, { text: ['keyword'], number: ['status', 'type', 'method'] });
const useSupplierPayments = (query: PaymentListQuery) => usePaymentPage('supplier', query);

/** Supplier portal `/payment/list`: payments the buyer applied for to this company, up to paid. */
export function SupplierPaymentListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('paymentRequest');
  const typeOptions = useCodeOptions('paymentType');
  const methodOptions = useCodeOptions('paymentMethod');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Payment no. or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      { key: 'type', label: t`Payment type`, kind: 'select', options: typeOptions },
      { key: 'method', label: t`Payment method`, kind: 'select', options: methodOptions },
    ],
    [t, statusOptions, typeOptions, methodOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useSupplierPayments);
  const columns = usePaymentColumns(detailPath);
  return (
    <Box>
      <PageHeader title={t`Payments`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Payments`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `payment-row-${row.code}` })}
          empty={{
            title: t`No payments yet`,
            description: t`Payments the buyer applied for to your company appear here, up to paid.`,
          }}
          tableKey="payment.supplier"
          onExport={(cols) => exportList('payment.vendorPayments', params, cols)}
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
      <Panel title={t`Payment lines`}>
        <PaymentLinesTable detail={detail} orderPath={(orderId) => `/order/detail/${orderId}`} />
      </Panel>
      {detail.type === ADVANCE && detail.status === PAID ? <AdvanceWriteOffs paymentId={detail.id} /> : null}
    </Stack>
  );
}
