import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { exportList } from '@procure/export-data-access';
import { usePayableCopies, usePayableCopy, type PayableCopyQuery } from '@procure/payment-data-access';
import { usePaymentColumns } from '@procure/payment-ui';
import {
  DataTable,
  EmptyState,
  FilterBar,
  PageHeader,
  useCodeOptions,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PaymentDocument } from './payment-detail-page.tsx';

// Copy-to (issue #12 §5, spec §2 `/copyto/payable`): payment applications copied (cc) to the caller at
// submit. Permission `copyto`, not `payment`: the copied reader sees these and nothing else, read-only.

const detailPath = (id: string) => `/copyto/payable/${id}`;

function toQuery(query: ListQuery): PayableCopyQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: PayableCopyQuery = { pageSize: query.pageSize };
  const [status, type, keyword] = [text('status'), text('type'), text('keyword')];
  if (status) out.status = Number(status);
  if (type) out.type = Number(type);
  if (keyword) out.keyword = keyword;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/** `/copyto/payable`: newest first, keyset pages, export. */
export function CopiedPaymentsPage() {
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
  const { params, filterBar, table } = useKeysetList(filters, toQuery, usePayableCopies);
  const columns = usePaymentColumns(detailPath);
  const title = t`Payment applications copied to me`;
  return (
    <Box>
      <PageHeader
        title={title}
        description={t`Applications whose submitter copied you: read-only, for your information.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={title}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `copy-row-${row.code}` })}
          empty={{
            title: t`Nothing copied to you yet`,
            description: t`When a colleague copies you on a payment application at submit, it appears here.`,
          }}
          tableKey="payment.copies"
          onExport={(visible) => exportList('payment.copies', params, visible)}
        />
      </Box>
    </Box>
  );
}

/** `/copyto/payable/:id`: the copied application, read-only (no actions). */
export function CopiedPaymentDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = usePayableCopy(id);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Payment application not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="3" data-testid="copy-read-only">
        {t`Copied to you for your information: read-only.`}
      </Text>
      <PaymentDocument detail={query.data} />
    </Box>
  );
}
