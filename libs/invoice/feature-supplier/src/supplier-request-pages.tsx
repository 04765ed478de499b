import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAcknowledgeRequest,
  useRequestDetail,
  useRequestPage,
  type RequestListQuery,
} from '@procure/invoice-data-access';
import { RequestAddress, RequestLines, useRequestColumns, useRequestFacts } from '@procure/invoice-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import {
  ActionButton,
  DataTable,
  DocumentHeader,
  EmptyState,
  Panel,
  FilterBar,
  PageHeader,
  StatusBadge,
  listParams,
  showSuccessToast,
  useCodeOptions,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

// Supplier portal invoice requests (issue #15): what the buyer asks the company to invoice; acknowledge,
// then submit the invoice prefilled from the request (`/invoice/submit?request=<id>`).

const R = CODES.invoiceRequest;
const toQuery = (query: ListQuery) =>
  listParams<RequestListQuery>(query, { text: ['keyword'], number: ['status'] });
const useSupplierRequests = (query: RequestListQuery) => useRequestPage('supplier', query);

/** Supplier portal `/invoiceRequest/list`. */
export function SupplierRequestListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('invoiceRequest');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Request no. or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { filterBar, table } = useKeysetList(filters, toQuery, useSupplierRequests);
  const columns = useRequestColumns((id) => `/invoiceRequest/detail/${id}`, false);
  return (
    <Box>
      <PageHeader
        title={t`Invoice requests`}
        description={t`What this buyer asks your company to invoice.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Invoice requests`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `request-row-${row.code}` })}
          empty={{
            title: t`No invoice requests`,
            description: t`The buyer's requests to invoice appear here.`,
          }}
          tableKey="vendor.invoiceRequest.list"
        />
      </Box>
    </Box>
  );
}

/** Supplier portal `/invoiceRequest/detail/:id`: acknowledge, or submit the invoice from it. */
export function SupplierRequestDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = useRequestDetail('supplier', id);
  const facts = useRequestFacts(query.data);
  const acknowledge = useAcknowledgeRequest();
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!query.data) {
    return (
      <EmptyState
        title={t`Invoice request not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const open = detail.status === R.submitted.code || detail.status === R.acknowledged.code;
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {detail.status === R.submitted.code ? (
        <ActionButton
          size="sm"
          variant="outline"
          data-testid="request-acknowledge"
          onAction={async () => showSuccessToast((await acknowledge.mutateAsync(detail.id)).desc)}
        >
          {t`Acknowledge`}
        </ActionButton>
      ) : null}
      {open ? (
        <Button asChild size="sm" colorPalette="teal" data-testid="request-submit-invoice">
          <Link to={`/invoice/submit?request=${detail.id}`}>{t`Submit invoice for this request`}</Link>
        </Button>
      ) : null}
      {detail.invoiceId ? (
        <Button asChild size="sm" variant="outline">
          <Link to={`/invoice/detail/${detail.invoiceId}`}>{t`View invoice`}</Link>
        </Button>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link to="/invoiceRequest/list">{t`Back to invoice requests`}</Link>
      </Button>
    </Stack>
  );
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Invoice request`}
        number={detail.code}
        status={<StatusBadge set="invoiceRequest" value={detail.status} />}
        title={detail.titleName}
        facts={facts}
        actions={actions}
      />
      <Panel title={t`Title and receiving address`}>
        <RequestAddress detail={detail} />
      </Panel>
      <RequestLines detail={detail} />
    </Stack>
  );
}
