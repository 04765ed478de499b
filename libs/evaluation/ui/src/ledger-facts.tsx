import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// The ledger facts of one supplier in a period: what the computed criteria are scored from (issue #17;
// a plan's appraisal and a one-off vendor assessment show the same panel).

export type LedgerFactsView = {
  deliveryLines: number;
  onTimeLines: number;
  acceptedQty: string;
  rejectedQty: string;
  returnedQty: string;
  pricedLines: number;
  priceChange: string | null;
};
export type LedgerRatesView = {
  onTimeRate: number | null;
  rejectionRate: number | null;
  returnRate: number | null;
};

const percentText = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
/** A signed change: +3.25%, -1.50%, 0.00%; — without comparable lines. */
const changeText = (value: string | null) =>
  value === null ? '—' : `${Number(value) > 0 ? '+' : ''}${Number(value).toFixed(2)}%`;

export function LedgerFactsPanel({
  facts,
  rates,
  periodFrom,
  periodTo,
  testId = 'assess-facts',
}: {
  facts: LedgerFactsView;
  rates: LedgerRatesView;
  periodFrom: string;
  periodTo: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const items = [
    [t`Delivery lines`, `${facts.onTimeLines} / ${facts.deliveryLines}`, t`on time`],
    [t`On-time rate`, percentText(rates.onTimeRate), ''],
    [t`Accepted quantity`, facts.acceptedQty, ''],
    [t`Rejected quantity`, facts.rejectedQty, percentText(rates.rejectionRate)],
    [t`Returned quantity`, facts.returnedQty, percentText(rates.returnRate)],
    [t`Price change`, changeText(facts.priceChange), t`${facts.pricedLines} order lines compared`],
  ];
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} data-testid={testId}>
      <Text fontWeight="semibold" mb="1">{t`Order facts of the period`}</Text>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t`From orders, deliveries, receipts and returns of ${periodFrom} – ${periodTo}.`}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        {items.map(([label, value, hint]) => (
          <Box key={label} borderWidth="1px" rounded="md" p="2">
            <Text textStyle="xs" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="semibold">{value}</Text>
            {hint ? (
              <Text textStyle="xs" color="fg.muted">
                {hint}
              </Text>
            ) : null}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** One line naming the facts a computed criterion's score came from. */
export function useFactsLine(): (method: string, facts: LedgerFactsView) => string {
  const { t } = useLingui();
  return (method, f) => {
    switch (method) {
      case 'onTimeDelivery':
        return t`${f.onTimeLines} of ${f.deliveryLines} delivery lines on time`;
      case 'receiptRejection':
        return t`Accepted ${f.acceptedQty}, rejected ${f.rejectedQty}`;
      case 'returnRate':
        return t`Returned ${f.returnedQty} of ${f.acceptedQty} accepted`;
      case 'priceChange':
        return f.priceChange === null
          ? t`No order line of the period has an earlier price`
          : t`Price change ${changeText(f.priceChange)} over ${f.pricedLines} order lines`;
      default:
        return '';
    }
  };
}
