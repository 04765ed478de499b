import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrder, useOrderVersions, type OrderDetail } from '@procure/order-data-access';
import { OrderSheet, type OrderSheetLine } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, StatusBadge, formatInstant } from '@procure/shared-ui';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

// Issue #13, spec §2 /procurement "print, preview, snapshot": the order as an A4 sheet. Print is a bare
// page (no menus) that prints; preview shows the same sheet inside the shell; the snapshot shows the
// version the supplier confirmed, read-only.

function useSheetFacts(detail: OrderDetail): [string, ReactNode][] {
  const { t, i18n } = useLingui();
  return [
    [t`Supplier`, detail.vendorName],
    [t`Buyer`, detail.buyerName],
    [t`Legal entity`, detail.legalEntityName ?? '—'],
    [t`Source request`, detail.sourceCode],
    [t`Created`, formatInstant(detail.createdAt, i18n.locale)],
    [t`Status`, <StatusBadge key="status" set="order" value={detail.status} />],
    [t`Receiver`, `${detail.receiverName} ${detail.receiverPhone}`],
    [t`Receiving address`, detail.receivingAddress],
  ];
}

function currentLines(detail: OrderDetail): OrderSheetLine[] {
  return detail.lines.map((line) => ({
    lineNo: line.lineNo,
    productCode: line.productCode,
    name: line.name,
    unit: line.unit,
    quantity: line.orderedQty,
    unitPrice: line.unitPrice,
    amount: line.orderedAmount,
    needByDate: line.needByDate,
  }));
}

function NotFound({ error }: { error: unknown }) {
  const { t } = useLingui();
  return <EmptyState title={t`Order not found`} description={isApiError(error) ? error.desc : undefined} />;
}

function BackToOrder({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`/procurement/orderDetail/${id}`}>{t`Back to the order`}</Link>
    </Button>
  );
}

function CurrentOrderSheet({ detail, toolbar }: { detail: OrderDetail; toolbar: ReactNode }) {
  const { t } = useLingui();
  return (
    <OrderSheet
      title={t`Purchase order`}
      code={`${detail.code} · v${detail.version}`}
      companyName={detail.legalEntityName ?? detail.buyerName}
      facts={useSheetFacts(detail)}
      lines={currentLines(detail)}
      totalAmount={detail.totalAmount}
      currency={detail.currency}
      toolbar={toolbar}
    />
  );
}

/** `/procurement/orderPrint/:id` (outside the shell): the current order on A4; Print prints it. */
export function OrderPrintPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  if (order.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) return <NotFound error={order.error} />;
  return (
    <CurrentOrderSheet
      detail={order.data}
      toolbar={
        <>
          <Button size="sm" variant="outline" onClick={() => void navigate(-1)}>
            {t`Back`}
          </Button>
          <Button size="sm" onClick={() => window.print()} data-testid="order-print-button">
            <Printer />
            {t`Print`}
          </Button>
        </>
      }
    />
  );
}

/** `/procurement/orderPreview/:id`: the sheet inside the shell, with a way to the print page. */
export function OrderPreviewPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) return <NotFound error={order.error} />;
  const detail = order.data;
  return (
    <CurrentOrderSheet
      detail={detail}
      toolbar={
        <Stack direction="row" gap="2">
          <BackToOrder id={detail.id} />
          <Button asChild size="sm" data-testid="order-preview-print">
            <Link to={`/procurement/orderPrint/${detail.id}`}>
              <Printer />
              {t`Print`}
            </Link>
          </Button>
        </Stack>
      }
    />
  );
}

/** `/procurement/orderSnapshot/:id`: the order exactly as the supplier confirmed it (read-only). */
export function OrderSnapshotPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const order = useOrder(id);
  const versions = useOrderVersions('buyer', id);
  if (order.isPending || versions.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (order.isError || !order.data) return <NotFound error={order.error} />;
  if (versions.isError || !versions.data) return <NotFound error={versions.error} />;
  const detail = order.data;
  const confirmed = versions.data.confirmedVersion;
  const snapshot = versions.data.versions.find((v) => v.version === confirmed);
  if (confirmed === null || !snapshot) {
    return (
      <Stack gap="4" align="start">
        <BackToOrder id={detail.id} />
        <EmptyState
          title={t`No snapshot yet`}
          description={t`The snapshot is taken when the supplier confirms the order.`}
        />
      </Stack>
    );
  }
  const confirmedAt = versions.data.confirmedAt ? formatInstant(versions.data.confirmedAt, i18n.locale) : '—';
  const changed = detail.version !== confirmed;
  return (
    <OrderSheet
      title={t`Order snapshot`}
      code={`${detail.code} · v${confirmed}`}
      companyName={detail.legalEntityName ?? detail.buyerName}
      facts={[
        [t`Supplier`, detail.vendorName],
        [t`Buyer`, detail.buyerName],
        [t`Legal entity`, detail.legalEntityName ?? '—'],
        [t`Source request`, detail.sourceCode],
        [t`Confirmed by the supplier`, confirmedAt],
        [t`Version`, String(confirmed)],
      ]}
      lines={snapshot.lines}
      totalAmount={snapshot.totalAmount}
      currency={detail.currency}
      notice={
        <Text fontSize="sm" data-testid="order-snapshot-notice">
          {changed
            ? t`Read-only: the order as the supplier confirmed it. It has changed since (now version ${detail.version}).`
            : t`Read-only: the order as the supplier confirmed it.`}
        </Text>
      }
      toolbar={<BackToOrder id={detail.id} />}
    />
  );
}
