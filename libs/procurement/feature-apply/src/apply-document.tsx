import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseApplyDetail } from '@procure/procurement-data-access';
import { BudgetCheckBadge } from '@procure/budget-ui';
import { DetailSection, LineItemsTable, StatusBadge } from '@procure/shared-ui';
import { toLineItems, useHeaderItems, useLineAccountingItems } from './apply-sections.tsx';

/** The request as a document (preview and print): header, lines, per-line accounting, budget. */
export function ApplyDocument({ detail }: { detail: PurchaseApplyDetail }) {
  const { t } = useLingui();
  const headerItems = useHeaderItems(detail);
  const accountingItems = useLineAccountingItems(detail);
  return (
    <Stack gap="4">
      <DetailSection
        title={t`Request`}
        items={[
          { label: t`Request no.`, value: detail.code },
          { label: t`Status`, value: <StatusBadge set="application" value={detail.status} /> },
          {
            label: t`Budget`,
            value: <BudgetCheckBadge check={detail.budgetCheck} currency={detail.currency} />,
          },
          ...headerItems,
        ]}
      />
      <Stack gap="2">
        <Text fontWeight="semibold">{t`Lines`}</Text>
        <LineItemsTable items={toLineItems(detail)} currency={detail.currency} />
      </Stack>
      {accountingItems.length > 0 ? (
        <DetailSection title={t`Line accounting`} items={accountingItems} columns={2} />
      ) : null}
    </Stack>
  );
}
