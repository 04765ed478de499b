import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useInvoiceAction,
  useInvoiceDetail,
  useInvoiceReasonAction,
  type InvoiceReasonAction,
} from '@procure/invoice-data-access';
import {
  AnsweredRequest,
  InvoiceLog,
  InvoiceStatus,
  MatchPanel,
  Panel,
  useInvoiceFacts,
} from '@procure/invoice-ui';
import { CODES } from '@procure/shared-codes';
import { isApiError } from '@procure/shared-api-client';
import { ActionButton, DocumentHeader, EmptyState, ReasonDialog, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

const I = CODES.invoice;

/** `/invoice/detail/:id`: the three-way match of every line, check / examine / return / void, the log. */
export function InvoiceDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = useInvoiceDetail('buyer', id);
  const facts = useInvoiceFacts(query.data);
  const action = useInvoiceAction();
  const reasonAction = useInvoiceReasonAction();
  const [asking, setAsking] = useState<InvoiceReasonAction | null>(null);
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
  const review = detail.status === I.underReview.code && !detail.examining;
  // The server refuses to examine while a line is held (the match as the ledger stands now): say so first.
  const held = detail.lines.some((line) => line.match.held);
  const run = async (kind: 'check' | 'examine') => {
    const { desc } = await action.mutateAsync({ action: kind, id: detail.id });
    showSuccessToast(desc);
  };
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {review ? (
        <>
          <ActionButton size="sm" variant="outline" data-testid="invoice-check" onAction={() => run('check')}>
            {t`Check authenticity`}
          </ActionButton>
          <ActionButton
            size="sm"
            colorPalette="teal"
            data-testid="invoice-examine"
            disabled={held}
            onAction={() => run('examine')}
          >
            {t`Send to examination`}
          </ActionButton>
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            data-testid="invoice-return"
            onClick={() => setAsking('return')}
          >
            {t`Return to supplier`}
          </Button>
        </>
      ) : null}
      {review || detail.status === I.invoiced.code || detail.status === I.returned.code ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          data-testid="invoice-void"
          onClick={() => setAsking('void')}
        >
          {t`Void`}
        </Button>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link to="/invoice/management">{t`Back to invoices`}</Link>
      </Button>
    </Stack>
  );
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Invoice`}
        number={detail.invoiceNumber}
        status={<InvoiceStatus detail={detail} />}
        title={detail.vendorName}
        facts={facts}
        actions={actions}
      />
      <AnsweredRequest request={detail.request} path={(id) => `/assetsManagement/detail/${id}`} />
      {detail.examining ? (
        <Text color="fg.muted">{t`The examination is running: the approvers decide.`}</Text>
      ) : null}
      {detail.verifyMessage ? (
        <Text data-testid="invoice-verify">{t`Check: ${detail.verifyMessage}`}</Text>
      ) : null}
      {detail.reason ? <Text color="fg.error">{t`Reason: ${detail.reason}`}</Text> : null}
      {review && held ? (
        <Text color="fg.error" data-testid="invoice-held-note">
          {t`A held line stops the examination: return the invoice to the supplier with the reason, or change the tolerances in the check setting.`}
        </Text>
      ) : null}
      <Panel
        title={t`Three-way match (tolerances: price ${detail.tolerances.priceTolerance}%, quantity ${detail.tolerances.qtyTolerance}%)`}
      >
        <MatchPanel lines={detail.lines} currency={detail.currency} />
      </Panel>
      <Panel title={t`Log`}>
        <InvoiceLog history={detail.history} />
      </Panel>
      <ReasonDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking === 'void'
            ? t`Void invoice ${detail.invoiceNumber}`
            : t`Return invoice ${detail.invoiceNumber}`
        }
        label={t`Reason (the supplier sees it)`}
        confirmLabel={asking === 'void' ? t`Void` : t`Return to supplier`}
        required
        tone="danger"
        loading={reasonAction.isPending}
        onConfirm={(reason) =>
          void reasonAction
            .mutateAsync({ action: asking ?? 'return', id: detail.id, reason })
            .then(({ desc }) => {
              showSuccessToast(desc);
              setAsking(null);
            })
        }
      />
    </Stack>
  );
}
