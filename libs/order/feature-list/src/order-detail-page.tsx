import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { SaveOrderTemplateButton } from './save-order-template-button.tsx';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  fetchChangeCheck,
  useCancelOrder,
  useOrder,
  useSaveChange,
  type OrderDetail,
} from '@procure/order-data-access';
import { ChangeDialog, DeliveriesTable, OrderLedgerTable } from '@procure/order-ui';
import { useCloseReceiving } from '@procure/receiving-data-access';
import { CloseReceivingDialog } from '@procure/receiving-ui';
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
  type HistoryEntry,
  Panel,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { OrderChangesPanel } from './order-changes-panel.tsx';

const O = CODES.order;

function toHistory(detail: OrderDetail): HistoryEntry[] {
  return detail.history.map((entry) => ({
    id: entry.id,
    actor: entry.actorName,
    onBehalfOf: entry.onBehalfOfName,
    action: entry.action,
    comment: entry.comment,
    at: entry.at,
  }));
}

/** Remaining to receive (DOMAIN §4): ordered − received − closed + replaced, in thousandths. */
function remainingOf(line: { orderedQty: string; receivedQty: string }): string {
  const extra = line as { closedQty?: string; replacedQty?: string };
  const milli = (v: string | undefined) => Math.round(Number(v ?? '0') * 1000);
  const value =
    milli(line.orderedQty) - milli(line.receivedQty) - milli(extra.closedQty) + milli(extra.replacedQty);
  return String(Math.max(0, value) / 1000);
}

/**
 * `/procurement/orderDetail/:id`: one purchase order, its lines with the ledger, delivery notes,
 * changes and history; the buyer cancels (or asks to cancel) it and writes order changes here.
 */
export function OrderDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const saveChange = useSaveChange('buyer');
  const closeReceiving = useCloseReceiving();
  const [dialog, setDialog] = useState<'cancel' | 'change' | 'close' | null>(null);

  if (order.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(order.error) ? order.error.desc : undefined}
      />
    );
  }
  const detail = order.data;
  const cancellable = detail.status === O.awaitingConfirm.code || detail.status === O.awaitingShipment.code;
  const changeable = cancellable;
  // Receiving (issue #14): goods are taken and receiving is closed while the order awaits them.
  const receivable = (
    [O.awaitingShipment.code, O.awaitingReceipt.code, O.partlyReceived.code] as number[]
  ).includes(detail.status);
  const openChange = async () => {
    const check = await fetchChangeCheck('buyer', detail.id);
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
  // A VAT rate changes on lines not invoiced yet while the order is live (issue #15, /personnel).
  const taxRateChangeable = (
    [
      O.awaitingConfirm.code,
      O.awaitingShipment.code,
      O.awaitingReceipt.code,
      O.partlyReceived.code,
      O.received.code,
    ] as number[]
  ).includes(detail.status);
  // Received goods may go back (issue #14): the returns domain's page, by its route.
  const returnable = detail.lines.some((line) => Number(line.receivedQty) > Number(line.returnedQty));
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      <Button asChild variant="outline" data-testid="order-preview">
        <Link to={`/procurement/orderPreview/${detail.id}`}>{t`Print preview`}</Link>
      </Button>
      <SaveOrderTemplateButton orderId={detail.id} defaultName={detail.code} />
      {detail.confirmedAt ? (
        <Button asChild variant="outline" data-testid="order-snapshot">
          <Link to={`/procurement/orderSnapshot/${detail.id}`}>{t`Snapshot`}</Link>
        </Button>
      ) : null}
      {returnable ? (
        <Button asChild variant="outline" data-testid="order-return">
          <Link to={`/procurement/returnApply/${detail.id}`}>{t`Return goods`}</Link>
        </Button>
      ) : null}
      {changeable ? (
        <ActionButton variant="outline" data-testid="order-change" onAction={openChange}>
          {t`Change order`}
        </ActionButton>
      ) : null}
      {taxRateChangeable ? (
        <Button asChild variant="outline" data-testid="order-tax-rate">
          <Link to={`/personnel/changeTaxRate?orderId=${detail.id}`}>{t`Change tax rate`}</Link>
        </Button>
      ) : null}
      {receivable ? (
        <Button asChild variant="outline" data-testid="order-receive">
          <Link to={`/Receive/take/${detail.id}`}>{t`Receive goods`}</Link>
        </Button>
      ) : null}
      {receivable ? (
        <Button
          variant="outline"
          colorPalette="red"
          data-testid="order-close-receiving"
          onClick={() => setDialog('close')}
        >
          {t`Close receiving`}
        </Button>
      ) : null}
      {cancellable ? (
        <Button
          variant="outline"
          colorPalette="red"
          data-testid="order-cancel"
          onClick={() => setDialog('cancel')}
        >
          {detail.status === O.awaitingConfirm.code ? t`Cancel order` : t`Ask to cancel`}
        </Button>
      ) : null}
    </Stack>
  );
  const sourceLink = (
    <ChakraLink asChild colorPalette="brand" data-testid="order-source-link">
      <Link to={`/procurement/applyDetail/${detail.sourceId}`}>{detail.sourceCode}</Link>
    </ChakraLink>
  );

  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Purchase order`}
        number={detail.code}
        status={<StatusBadge set="order" value={detail.status} />}
        title={detail.vendorName}
        facts={[
          { label: t`Order amount`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
          { label: t`Source request`, value: sourceLink },
          { label: t`Version`, value: String(detail.version) },
          { label: t`Created`, value: formatInstant(detail.createdAt, i18n.locale) },
        ]}
        actions={actions}
      />
      {detail.refuseReason && detail.status === O.returned.code ? (
        <Text
          color="fg.error"
          data-testid="refuse-reason"
        >{t`Refused by the supplier: ${detail.refuseReason}`}</Text>
      ) : null}
      {detail.cancelReason && detail.status === O.cancelRequested.code ? (
        <Text color="orange.fg">{t`Cancellation requested: ${detail.cancelReason}`}</Text>
      ) : null}
      <DetailSection
        title={t`Order information`}
        items={[
          { label: t`Supplier`, value: detail.vendorName },
          { label: t`Buyer`, value: detail.buyerName },
          { label: t`Legal entity`, value: detail.legalEntityName ?? '—' },
          { label: t`Currency`, value: detail.currency },
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
              <Link to={`/procurement/deliveryDetails/${note.id}`}>{note.code}</Link>
            </ChakraLink>
          )}
        />
      </Panel>
      <Panel
        title={t`Changes`}
        aside={
          <ChakraLink asChild colorPalette="brand" fontSize="sm">
            <Link to={`/procurement/orderVersionDetail/${detail.id}`} data-testid="versions-link">
              {t`All versions`}
            </Link>
          </ChakraLink>
        }
      >
        <OrderChangesPanel changes={detail.changes} currency={detail.currency} />
      </Panel>
      <Panel title={t`Attachments`}>
        <OrderAttachmentsPanel orderId={detail.id} attachments={detail.attachments} />
      </Panel>
      <Panel title={t`History`}>
        <HistoryTimeline entries={toHistory(detail)} />
      </Panel>
      <ReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t`Cancel order ${detail.code}`}
        label={t`Reason`}
        confirmLabel={detail.status === O.awaitingConfirm.code ? t`Cancel order` : t`Ask to cancel`}
        required
        tone="danger"
        loading={cancel.isPending}
        onConfirm={(reason) =>
          void cancel.mutateAsync({ id: detail.id, reason }).then(({ desc }) => {
            showSuccessToast(desc);
            setDialog(null);
          })
        }
      />
      <CloseReceivingDialog
        open={dialog === 'close'}
        onOpenChange={(open) => setDialog(open ? 'close' : null)}
        orderCode={detail.code}
        lines={detail.lines.map((line) => ({
          id: line.id,
          lineNo: line.lineNo,
          name: line.name,
          unit: line.unit,
          remainingQty: remainingOf(line),
        }))}
        saving={closeReceiving.isPending}
        onConfirm={({ orderLineId, reason }) =>
          closeReceiving
            .mutateAsync({ orderId: detail.id, reason, ...(orderLineId ? { orderLineId } : {}) })
            .then(({ desc }) => showSuccessToast(desc))
        }
      />
      <ChangeDialog
        open={dialog === 'change'}
        onOpenChange={(open) => setDialog(open ? 'change' : null)}
        title={t`Change order ${detail.code}`}
        lines={detail.lines}
        saving={saveChange.isPending}
        onSubmit={async (input) => {
          const { data, desc } = await saveChange.mutateAsync({ orderId: detail.id, ...input });
          showSuccessToast(desc);
          void navigate(`/procurement/orderModifyDetail/${data.id}`);
        }}
      />
    </Stack>
  );
}
