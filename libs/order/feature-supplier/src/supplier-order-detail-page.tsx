import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  fetchChangeCheck,
  fetchDeliverCheck,
  useConfirmOrder,
  useDeliverOrder,
  useOrderDetail,
  useRefuseOrder,
  useReplyCancel,
  useSaveChange,
  type VendorOrderDetail,
} from '@procure/order-data-access';
import {
  ChangeDialog,
  ChangeDiffTable,
  DeliverDialog,
  DeliveriesTable,
  OrderLedgerTable,
} from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import { OrderAttachmentsPanel } from './order-attachments-panel.tsx';
import {
  ReasonDialog,
  ActionButton,
  DetailSection,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  Money,
  StatusBadge,
  formatInstant,
  showErrorToast,
  showSuccessToast,
  Panel,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

const O = CODES.order;

const done = (desc: string) => showSuccessToast(desc);

/**
 * Supplier portal `/order/detail/:id`: one of the company's orders with its ledger, delivery notes,
 * changes and history, and the supplier's actions: confirm, refuse, deliver, propose a change,
 * answer a cancel request. Each action asks the server's check first where the spec has one.
 */
export function SupplierOrderDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const order = useOrderDetail('supplier', id);
  const confirm = useConfirmOrder();
  const refuse = useRefuseOrder();
  const deliver = useDeliverOrder();
  const propose = useSaveChange('supplier');
  const reply = useReplyCancel();
  const [dialog, setDialog] = useState<'refuse' | 'deliver' | 'change' | null>(null);

  if (order.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(order.error) ? order.error.desc : undefined}
      />
    );
  }
  const detail: VendorOrderDetail = order.data;
  const status = detail.status;

  const openDeliver = async () => {
    const check = await fetchDeliverCheck(detail.id);
    if (!check.allowed) {
      showErrorToast(
        check.reason === 'order.deliverTimesReached'
          ? t`This order already has ${check.used} delivery notes, the most the buyer allows.`
          : t`This order cannot be delivered in its current status.`,
      );
      return;
    }
    setDialog('deliver');
  };
  const openChange = async () => {
    const check = await fetchChangeCheck('supplier', detail.id);
    if (!check.eligible) {
      showErrorToast(
        check.reason === 'order.changeOpen'
          ? t`A change of this order is already open (${check.openChangeCode ?? ''}).`
          : t`Only orders awaiting confirmation or shipment with nothing received can be changed.`,
      );
      return;
    }
    setDialog('change');
  };

  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {status === O.awaitingConfirm.code ? (
        <>
          <ActionButton
            data-testid="order-confirm"
            onAction={async () => done((await confirm.mutateAsync(detail.id)).desc)}
          >
            {t`Confirm order`}
          </ActionButton>
          <Button
            variant="outline"
            colorPalette="red"
            data-testid="order-refuse"
            onClick={() => setDialog('refuse')}
          >
            {t`Refuse`}
          </Button>
        </>
      ) : null}
      {[O.awaitingShipment.code, O.awaitingReceipt.code, O.partlyReceived.code].includes(status as never) ? (
        <ActionButton data-testid="order-deliver" onAction={openDeliver}>
          {t`Deliver`}
        </ActionButton>
      ) : null}
      {status === O.awaitingConfirm.code || status === O.awaitingShipment.code ? (
        <ActionButton variant="outline" data-testid="order-modify" onAction={openChange}>
          {t`Propose a change`}
        </ActionButton>
      ) : null}
      {status === O.cancelRequested.code ? (
        <>
          <ActionButton
            colorPalette="red"
            data-testid="cancel-accept"
            onAction={async () => done((await reply.mutateAsync({ id: detail.id, accept: true })).desc)}
          >
            {t`Accept cancellation`}
          </ActionButton>
          <ActionButton
            variant="outline"
            data-testid="cancel-decline"
            onAction={async () => done((await reply.mutateAsync({ id: detail.id, accept: false })).desc)}
          >
            {t`Decline cancellation`}
          </ActionButton>
        </>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Purchase order`}
        number={detail.code}
        status={<StatusBadge set="order" value={status} />}
        title={detail.legalEntityName ?? detail.buyerName}
        facts={[
          { label: t`Order amount`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
          { label: t`Version`, value: String(detail.version) },
          { label: t`Created`, value: formatInstant(detail.createdAt, i18n.locale) },
        ]}
        actions={actions}
      />
      {status === O.cancelRequested.code && detail.cancelReason ? (
        <Text
          color="orange.fg"
          data-testid="cancel-reason"
        >{t`The buyer asks to cancel: ${detail.cancelReason}`}</Text>
      ) : null}
      {status === O.returned.code && detail.refuseReason ? (
        <Text color="fg.error">{t`Refused: ${detail.refuseReason}`}</Text>
      ) : null}
      <DetailSection
        title={t`Order information`}
        items={[
          { label: t`Buyer`, value: detail.buyerName },
          { label: t`Legal entity`, value: detail.legalEntityName ?? '—' },
          { label: t`Receiver`, value: `${detail.receiverName} ${detail.receiverPhone}` },
          { label: t`Receiving address`, value: detail.receivingAddress, wide: true },
        ]}
      />
      <Panel title={t`Lines and progress`}>
        <OrderLedgerTable lines={detail.lines} currency={detail.currency} />
      </Panel>
      <Panel title={t`Delivery notes`}>
        <DeliveriesTable
          deliveries={detail.deliveries}
          link={(note) => (
            <ChakraLink asChild colorPalette="brand">
              <Link to={`/order/delivery/${note.id}`}>{note.code}</Link>
            </ChakraLink>
          )}
        />
      </Panel>
      <Panel
        title={t`Changes`}
        aside={
          <ChakraLink asChild colorPalette="brand" fontSize="sm">
            <Link to={`/order/versions/${detail.id}`} data-testid="versions-link">{t`All versions`}</Link>
          </ChakraLink>
        }
      >
        {detail.changes.length === 0 ? (
          <Text color="fg.muted">{t`No changes.`}</Text>
        ) : (
          <Stack gap="3">
            {detail.changes.map((change) => (
              <Box key={change.id}>
                <Stack direction="row" gap="2" mb="1" align="center" flexWrap="wrap">
                  <Text fontWeight="medium">{change.code}</Text>
                  <StatusBadge set="application" value={change.status} />
                  <Text color="fg.muted" fontSize="sm">
                    {change.origin === 'supplier' ? t`Proposed by you` : t`By the buyer`} · {change.reason}
                  </Text>
                </Stack>
                <ChangeDiffTable lines={change.lines} currency={detail.currency} />
              </Box>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel title={t`Attachments`}>
        <OrderAttachmentsPanel orderId={detail.id} attachments={detail.attachments} />
      </Panel>
      <Panel title={t`History`}>
        <HistoryTimeline
          entries={detail.history.map((entry) => ({
            id: entry.id,
            actor: entry.actorName,
            onBehalfOf: entry.onBehalfOfName,
            action: entry.action,
            comment: entry.comment,
            at: entry.at,
          }))}
        />
      </Panel>
      <ReasonDialog
        open={dialog === 'refuse'}
        onOpenChange={(open) => setDialog(open ? 'refuse' : null)}
        title={t`Refuse order ${detail.code}`}
        label={t`Reason`}
        confirmLabel={t`Refuse`}
        required
        tone="danger"
        loading={refuse.isPending}
        onConfirm={(reason) =>
          void refuse.mutateAsync({ id: detail.id, reason }).then(({ desc }) => {
            done(desc);
            setDialog(null);
          })
        }
      />
      <DeliverDialog
        open={dialog === 'deliver'}
        onOpenChange={(open) => setDialog(open ? 'deliver' : null)}
        lines={detail.lines}
        saving={deliver.isPending}
        onSubmit={async (input) => done((await deliver.mutateAsync({ orderId: detail.id, ...input })).desc)}
      />
      <ChangeDialog
        open={dialog === 'change'}
        onOpenChange={(open) => setDialog(open ? 'change' : null)}
        title={t`Propose a change to ${detail.code}`}
        lines={detail.lines}
        saving={propose.isPending}
        onSubmit={async (input) => done((await propose.mutateAsync({ orderId: detail.id, ...input })).desc)}
      />
    </Stack>
  );
}
