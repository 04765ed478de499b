import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApprovalProgress, type ApprovalProgressView } from '@procure/approval-ui';
import { useCancelReceipt, useReceipt } from '@procure/receiving-data-access';
import { ReceiptDocument } from '@procure/receiving-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import {
  DocumentHeader,
  EmptyState,
  PrintLayout,
  ReasonDialog,
  StatusBadge,
  showSuccessToast,
} from '@procure/shared-ui';
import { CheckCircle2, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

const A = CODES.application;

function useReceiptOfRoute() {
  const { id } = useParams();
  return useReceipt(id);
}

function NotFound({ error }: { error: unknown }) {
  const { t } = useLingui();
  return <EmptyState title={t`Receipt not found`} description={isApiError(error) ? error.desc : undefined} />;
}

/** `/Receive/details/:id`: one receipt or receiving application, its lines, files and approval. */
export function ReceiptDetailPage() {
  const { t } = useLingui();
  const receipt = useReceiptOfRoute();
  const cancel = useCancelReceipt();
  const [cancelling, setCancelling] = useState(false);
  if (receipt.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!receipt.data) return <NotFound error={receipt.error} />;
  const detail = receipt.data;
  const isApplication = detail.approval !== null;
  const cancellable = detail.status === CODES.receipt.received.code;
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={isApplication ? t`Receiving application` : t`Receipt`}
        number={detail.code}
        status={<StatusBadge set="receipt" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          { label: t`Order`, value: detail.orderCode },
          { label: t`Order status`, value: <StatusBadge set="order" value={detail.orderStatus} /> },
        ]}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button asChild variant="outline">
              <Link to={`/procurement/orderDetail/${detail.orderId}`}>{t`Order details`}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/Receive/preview/${detail.id}`}>
                <Printer />
                {t`Preview`}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/Receive/contract/${detail.id}`} data-testid="receipt-contract">
                <FileText />
                {t`Receipt document`}
              </Link>
            </Button>
            {cancellable ? (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setCancelling(true)}
                data-testid="receipt-cancel"
              >
                {t`Cancel receipt`}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t`Cancel receipt ${detail.code}`}
        label={t`Why is it cancelled? Its accepted quantities stop counting on the order; the supplier is told.`}
        confirmLabel={t`Cancel receipt`}
        required
        tone="danger"
        loading={cancel.isPending}
        onConfirm={(reason) =>
          cancel.mutate(
            { id: detail.id, reason },
            {
              onSuccess: (result) => {
                setCancelling(false);
                showSuccessToast(result.desc || t`Receipt cancelled`);
              },
            },
          )
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <ReceiptDocument detail={detail} />
      </Box>
      {isApplication ? (
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text as="h2" fontWeight="semibold" mb="3">{t`Approval`}</Text>
          <ApprovalProgress progress={detail.approval as ApprovalProgressView | null} />
        </Box>
      ) : null}
    </Stack>
  );
}

/** `/Receive/preview/:id`: an A4 sheet of the receipt (screen controls hide when printing). */
export function ReceiptPreviewPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const receipt = useReceiptOfRoute();
  if (receipt.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!receipt.data) return <NotFound error={receipt.error} />;
  const detail = receipt.data;
  return (
    <PrintLayout
      title={t`Receipt ${detail.code}`}
      companyName={detail.vendorName}
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
      <ReceiptDocument detail={detail} />
    </PrintLayout>
  );
}

/** `/Receive/commitSuccess/:id`: the receipt is confirmed (or its application submitted). */
export function CommitSuccessPage() {
  const { t } = useLingui();
  const receipt = useReceiptOfRoute();
  if (receipt.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!receipt.data) return <NotFound error={receipt.error} />;
  const detail = receipt.data;
  const counted = detail.status === A.approved.code;
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '6', md: '10' }} textAlign="center">
      <Stack gap="4" align="center">
        <Box color="green.fg">
          <CheckCircle2 size={48} aria-hidden />
        </Box>
        <Text as="h1" fontSize="xl" fontWeight="semibold" data-testid="commit-success">
          {counted ? t`Receipt ${detail.code} confirmed` : t`Receiving application ${detail.code} submitted`}
        </Text>
        <Text color="fg.muted">
          {counted
            ? t`Accepted ${detail.acceptedQty}, rejected ${detail.rejectedQty}. The order is now:`
            : t`It counts on the order once it is approved. The order is now:`}
        </Text>
        <StatusBadge set="order" value={detail.orderStatus} />
        <HStack gap="2" flexWrap="wrap" justify="center">
          <Button asChild variant="outline">
            <Link to={`/Receive/details/${detail.id}`} data-testid="success-detail">{t`View receipt`}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link
              to={`/procurement/orderDetail/${detail.orderId}`}
              data-testid="success-order"
            >{t`Order details`}</Link>
          </Button>
          <Button asChild>
            <Link to="/Receive/receiveList">{t`Back to the to-receive list`}</Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
