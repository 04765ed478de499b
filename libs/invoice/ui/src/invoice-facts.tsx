import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceFactsView } from './types.ts';
import { Money, StatusBadge, type KeyFact } from '@procure/shared-ui';
import type { ReactNode } from 'react';

/** A titled white panel of the invoice pages. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Text as="h2" fontWeight="semibold" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** The VAT invoice's fields as key facts of the document header (spec §3 labels). */
export function useInvoiceFacts(detail: InvoiceFactsView | undefined): KeyFact[] {
  const { t } = useLingui();
  if (!detail) return [];
  return [
    { label: t`Invoice code`, value: detail.invoiceCode || '—' },
    { label: t`Invoice date`, value: detail.invoiceDate },
    { label: t`Amount excl. tax`, value: <Money value={detail.amountExclTax} currency={detail.currency} /> },
    { label: t`Tax amount`, value: <Money value={detail.taxAmount} currency={detail.currency} /> },
    { label: t`Total`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
    { label: t`Seller tax no.`, value: detail.sellerTaxNo },
    { label: t`Buyer tax no.`, value: detail.buyerTaxNo },
    { label: t`Check code`, value: detail.checkCode || '—' },
  ];
}

/** Status, "held" and the check result as badges. */
export function InvoiceStatus({
  detail,
}: {
  detail: Pick<InvoiceFactsView, 'status' | 'held' | 'verifyResult'>;
}) {
  const { t } = useLingui();
  return (
    <Box display="flex" gap="2" flexWrap="wrap">
      <StatusBadge set="invoice" value={detail.status} />
      {detail.held && (detail.status === 2 || detail.status === 3) ? (
        <Text as="span" color="fg.error" fontWeight="medium">
          {t`Held by the match`}
        </Text>
      ) : null}
      {detail.verifyResult === 'passed' ? <Text as="span" color="fg.success">{t`Check passed`}</Text> : null}
      {detail.verifyResult === 'failed' ? <Text as="span" color="fg.error">{t`Check failed`}</Text> : null}
    </Box>
  );
}
