import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LineItemsTable, Money, formatInstant, type KeyFact } from '@procure/shared-ui';
import { Link } from 'react-router';
import type { RequestDetailView } from './types.ts';

/** The request's lines (order, item, quantity to invoice at the order price) with their total. */
export function RequestLines({ detail }: { detail: RequestDetailView }) {
  const { t } = useLingui();
  return (
    <LineItemsTable
      caption={t`Order lines to invoice`}
      currency="CNY"
      items={detail.lines.map((line) => ({
        id: line.id,
        name: line.name,
        code: line.productCode,
        spec: t`Order ${line.orderCode} · tax ${line.taxRate}%`,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
      }))}
    />
  );
}

/** Title, receiving address, amount and dates as key facts of the document header. */
export function useRequestFacts(detail: RequestDetailView | undefined): KeyFact[] {
  const { t, i18n } = useLingui();
  if (!detail) return [];
  return [
    { label: t`Invoice title`, value: detail.titleName },
    { label: t`Buyer tax no.`, value: detail.titleTaxNo },
    { label: t`Amount excl. tax`, value: <Money value={detail.totalAmount} currency="CNY" /> },
    { label: t`Requested by`, value: detail.requestedByName || '—' },
    { label: t`Sent on`, value: formatInstant(detail.createdAt, i18n.locale) },
    { label: t`Invoice`, value: detail.invoiceNumber ?? '—' },
  ];
}

/** Where the paper invoice goes, and the title's bank and address (what the supplier prints). */
export function RequestAddress({ detail }: { detail: RequestDetailView }) {
  const { t } = useLingui();
  return (
    <Stack gap="1" fontSize="sm">
      <Text>
        <Text as="span" fontWeight="semibold">{t`Send the invoice to:`}</Text> {detail.receiverName}{' '}
        {detail.receiverPhone} · {detail.receiverAddress}
      </Text>
      <Text>
        <Text as="span" fontWeight="semibold">{t`Title bank and address:`}</Text> {detail.titleBank} ·{' '}
        {detail.titleAddress}
      </Text>
      {detail.remark ? (
        <Text>
          <Text as="span" fontWeight="semibold">{t`Note:`}</Text> {detail.remark}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Answers invoice request IR…" with a link, on an invoice's detail page (nothing when it answers none). */
export function AnsweredRequest({
  request,
  path,
}: {
  request: { id: string; code: string } | null;
  path: (id: string) => string;
}) {
  const { t } = useLingui();
  if (!request) return null;
  return (
    <Text data-testid="invoice-request-link">
      {t`Answers invoice request`}{' '}
      <ChakraLink asChild colorPalette="teal" fontWeight="medium">
        <Link to={path(request.id)}>{request.code}</Link>
      </ChakraLink>
    </Text>
  );
}
