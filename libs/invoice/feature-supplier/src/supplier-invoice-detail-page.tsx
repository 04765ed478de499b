import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useInvoiceDetail } from '@procure/invoice-data-access';
import {
  AnsweredRequest,
  InvoiceLog,
  InvoiceStatus,
  MatchPanel,
  Panel,
  useInvoiceFacts,
} from '@procure/invoice-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import { DocumentHeader, EmptyState } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** Supplier portal `/invoice/detail/:id`: one of the company's invoices, its match and log. */
export function SupplierInvoiceDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = useInvoiceDetail('supplier', id);
  const facts = useInvoiceFacts(query.data);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Invoice not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Invoice`}
        number={detail.invoiceNumber}
        status={<InvoiceStatus detail={detail} />}
        title={detail.vendorName}
        facts={facts}
        actions={
          <Stack direction="row" gap="2">
            {detail.status === CODES.invoice.returned.code ? (
              <Button asChild size="sm" data-testid="invoice-resubmit">
                <Link to={`/invoice/submit?resubmit=${detail.id}`}>{t`Correct and resubmit`}</Link>
              </Button>
            ) : null}
            <Button asChild size="sm" variant="outline">
              <Link to="/invoice/list">{t`Back to invoices`}</Link>
            </Button>
          </Stack>
        }
      />
      <AnsweredRequest request={detail.request} path={(id) => `/invoiceRequest/detail/${id}`} />
      {detail.reason ? <Text color="fg.error">{t`Reason from the buyer: ${detail.reason}`}</Text> : null}
      <Panel title={t`Three-way match`}>
        <MatchPanel lines={detail.lines} currency={detail.currency} />
      </Panel>
      <Panel title={t`Log`}>
        <InvoiceLog history={detail.history} />
      </Panel>
    </Stack>
  );
}
