import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  useReturnAction,
  useReturnDetail,
  type ReturnAction,
  type ReturnDetail,
} from '@procure/returns-data-access';
import { ReturnFiles, ReturnLedgerTable, ReturnLinesTable, trimQty } from '@procure/returns-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  ActionButton,
  ConfirmDialog,
  DetailSection,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  Money,
  StatusBadge,
  formatInstant,
  showSuccessToast,
  Panel,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

const R = CODES.return;

function history(detail: ReturnDetail) {
  return detail.history.map((entry) => ({
    id: entry.id,
    actor: entry.actorName,
    onBehalfOf: entry.onBehalfOfName,
    action: entry.action,
    comment: entry.comment,
    at: entry.at,
  }));
}

/**
 * `/SaleReturn/detail/:id` and `/procurement/returnDetail/:id` (the approval inbox links here): one return,
 * its lines, the order lines' ledger behind it and its history; the buyer's actions by status.
 */
export function ReturnDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useReturnDetail('buyer', id);
  const action = useReturnAction();
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Return not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const run = async (name: ReturnAction) => {
    const { desc } = await action.mutateAsync({ action: name, id: detail.id });
    showSuccessToast(desc);
  };
  const editable = detail.status === R.draft.code || detail.status === R.rejected.code;
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {editable ? (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={`/SaleReturn/edit/${detail.id}`} data-testid="return-edit">{t`Edit`}</Link>
          </Button>
          <ActionButton
            size="sm"
            colorPalette="brand"
            data-testid="return-submit"
            onAction={() => run('submit')}
          >
            {t`Submit for approval`}
          </ActionButton>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            data-testid="return-delete"
            onClick={() => setDeleting(true)}
          >
            {t`Delete`}
          </Button>
        </>
      ) : null}
      {detail.status === R.approving.code ? (
        <ActionButton size="sm" variant="outline" data-testid="return-repeal" onAction={() => run('repeal')}>
          {t`Withdraw`}
        </ActionButton>
      ) : null}
      {detail.status === R.approved.code ? (
        <ActionButton
          size="sm"
          colorPalette="brand"
          data-testid="return-confirm"
          onAction={() => run('confirm')}
        >
          {t`Send to supplier`}
        </ActionButton>
      ) : null}
      {detail.status === R.returned.code ? (
        <ActionButton
          size="sm"
          colorPalette="brand"
          data-testid="return-complete"
          onAction={() => run('complete')}
        >
          {t`Complete`}
        </ActionButton>
      ) : null}
      <Button asChild variant="outline" size="sm">
        <Link to={`/SaleReturn/print/${detail.id}`} data-testid="return-print">{t`Print`}</Link>
      </Button>
    </Stack>
  );
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Return`}
        number={detail.code}
        status={<StatusBadge set="return" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          { label: t`Return amount`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
          { label: t`Qty returned`, value: trimQty(detail.totalQty) },
          {
            label: t`Order no.`,
            value: (
              <ChakraLink asChild colorPalette="brand" data-testid="return-order-link">
                <Link to={`/procurement/orderDetail/${detail.orderId}`}>{detail.orderCode}</Link>
              </ChakraLink>
            ),
          },
          { label: t`Created`, value: formatInstant(detail.createdAt, i18n.locale) },
        ]}
        actions={actions}
      />
      {detail.status === R.rejected.code && detail.rejectedBy ? (
        <Text color="fg.error" data-testid="return-rejected">
          {detail.rejectedBy === 'supplier'
            ? t`Disputed by the supplier: ${detail.rejectComment ?? ''}`
            : t`Rejected in approval: see the history for the approver's comment.`}
        </Text>
      ) : null}
      <DetailSection
        title={t`Return information`}
        items={[
          { label: t`Supplier`, value: detail.vendorName },
          { label: t`Created by`, value: detail.createdByName },
          {
            label: t`Submitted`,
            value: detail.submittedAt ? formatInstant(detail.submittedAt, i18n.locale) : '—',
          },
          {
            label: t`Sent to supplier`,
            value: detail.sentAt ? formatInstant(detail.sentAt, i18n.locale) : '—',
          },
          {
            label: t`Confirmed by supplier`,
            value: detail.confirmedAt ? formatInstant(detail.confirmedAt, i18n.locale) : '—',
          },
          { label: t`Remark`, value: detail.remark || '—', wide: true },
        ]}
      />
      <Panel title={t`Returned lines`}>
        <ReturnLinesTable lines={detail.lines} currency={detail.currency} />
      </Panel>
      <ReturnFiles files={detail.files} />
      <Panel title={t`Order lines: received, returned and payable basis`}>
        <ReturnLedgerTable lines={detail.ledger} currency={detail.currency} />
      </Panel>
      <Panel title={t`History`}>
        <HistoryTimeline entries={history(detail)} />
      </Panel>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete return ${detail.code}?`}
        description={t`The draft and its lines are removed. Nothing was booked on the order yet.`}
        confirmLabel={t`Delete`}
        tone="danger"
        loading={action.isPending}
        onConfirm={() =>
          void run('delete').then(() => {
            setDeleting(false);
            void navigate('/SaleReturn/list');
          })
        }
      />
    </Stack>
  );
}
