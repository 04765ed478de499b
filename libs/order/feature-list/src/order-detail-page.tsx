import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrder, type OrderDetail } from '@procure/order-data-access';
import { OrderLedgerTable } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DetailSection,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  Money,
  StatusBadge,
  formatInstant,
  type HistoryEntry,
} from '@procure/shared-ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Text as="h2" fontWeight="semibold" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/**
 * `/procurement/orderDetail/:id`: one purchase order, its lines with the ledger, and its history.
 * Supplier confirmation and receiving come later; here the order waits for the supplier.
 */
export function OrderDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const order = useOrder(id);

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
          { label: t`Created`, value: formatInstant(detail.createdAt, i18n.locale) },
        ]}
      />
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
      <Panel title={t`History`}>
        <HistoryTimeline entries={toHistory(detail)} />
      </Panel>
    </Stack>
  );
}
