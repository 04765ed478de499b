import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCancelRequest, useRequestDetail, type RequestDetail } from '@procure/invoice-data-access';
import { RequestAddress, RequestLines, useRequestFacts } from '@procure/invoice-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import {
  ConfirmDialog,
  DocumentHeader,
  EmptyState,
  Panel,
  PrintLayout,
  StatusBadge,
  showSuccessToast,
} from '@procure/shared-ui';
import { CheckCircle2, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

// The buyer's invoice request pages (issue #15, /assetsManagement): detail, print and success.

const R = CODES.invoiceRequest;

/** The request of the route's `:id`, or the loading / not-found state to show instead. */
function WithRequest({ children }: { children: (detail: RequestDetail) => ReactNode }) {
  const { t } = useLingui();
  const { id } = useParams();
  const query = useRequestDetail('buyer', id);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!query.data) {
    return (
      <EmptyState
        title={t`Invoice request not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  return <>{children(query.data)}</>;
}

function Detail({ detail }: { detail: RequestDetail }) {
  const { t } = useLingui();
  const facts = useRequestFacts(detail);
  const cancel = useCancelRequest();
  const [asking, setAsking] = useState(false);
  const open = detail.status === R.submitted.code || detail.status === R.acknowledged.code;
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {open ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          data-testid="request-cancel"
          onClick={() => setAsking(true)}
        >
          {t`Cancel request`}
        </Button>
      ) : null}
      {detail.invoiceId ? (
        <Button asChild size="sm" colorPalette="teal" data-testid="request-invoice">
          <Link to={`/invoice/detail/${detail.invoiceId}`}>{t`View invoice`}</Link>
        </Button>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link to={`/assetsManagement/print/${detail.id}`}>
          <Printer />
          {t`Print`}
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/assetsManagement/requestList">{t`Back to invoice requests`}</Link>
      </Button>
    </Stack>
  );
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Invoice request`}
        number={detail.code}
        status={<StatusBadge set="invoiceRequest" value={detail.status} />}
        title={detail.vendorName}
        facts={facts}
        actions={actions}
      />
      <Panel title={t`Title and receiving address`}>
        <RequestAddress detail={detail} />
      </Panel>
      <RequestLines detail={detail} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t`Cancel invoice request ${detail.code}?`}
        description={t`The supplier will no longer be asked to invoice these lines.`}
        confirmLabel={t`Cancel request`}
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() =>
          void cancel.mutateAsync(detail.id).then(({ desc }) => {
            showSuccessToast(desc);
            setAsking(false);
          })
        }
      />
    </Stack>
  );
}

/** `/assetsManagement/detail/:id`: one request, its lines, cancel, print and its invoice. */
export function RequestDetailPage() {
  return <WithRequest>{(detail) => <Detail detail={detail} />}</WithRequest>;
}

/** `/assetsManagement/print/:id`: the request on an A4 sheet, to send or file. */
export function RequestPrintPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <WithRequest>
      {(detail) => (
        <PrintLayout
          title={t`Invoice request ${detail.code}`}
          companyName={detail.titleName}
          headerAside={<StatusBadge set="invoiceRequest" value={detail.status} />}
          toolbar={
            <>
              <Button variant="outline" onClick={() => void navigate(-1)}>
                <Trans>Back</Trans>
              </Button>
              <Button onClick={() => window.print()}>
                <Printer />
                <Trans>Print</Trans>
              </Button>
            </>
          }
        >
          <Stack gap="4">
            <Text>{t`To: ${detail.vendorName}`}</Text>
            <RequestAddress detail={detail} />
            <RequestLines detail={detail} />
          </Stack>
        </PrintLayout>
      )}
    </WithRequest>
  );
}

/** `/assetsManagement/success/:id`: the request was sent. */
export function RequestSuccessPage() {
  const { t } = useLingui();
  return (
    <WithRequest>
      {(detail) => (
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '6', md: '10' }} textAlign="center">
          <Stack gap="4" align="center">
            <Box color="green.fg">
              <CheckCircle2 size={48} aria-hidden />
            </Box>
            <Text as="h1" fontSize="xl" fontWeight="semibold" data-testid="request-success">
              {t`Invoice request ${detail.code} sent to ${detail.vendorName}`}
            </Text>
            <Text color="fg.muted">{t`The supplier sees it in its portal and invoices against it.`}</Text>
            <Stack direction="row" gap="2">
              <Button asChild>
                <Link to={`/assetsManagement/detail/${detail.id}`} data-testid="success-detail">
                  {t`View request`}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/assetsManagement/requestList">{t`Back to invoice requests`}</Link>
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </WithRequest>
  );
}
