import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Money, StatusBadge } from '@procure/shared-ui';

/** The budget check of a request as the API answers it (amounts are decimal strings). */
export type BudgetCheckView = { status: number | null; available: string | null };

/** The last budget check of a request: passed / over budget / no budget, with what was available. */
export function BudgetCheckBadge({ check, currency }: { check: BudgetCheckView | null; currency?: string }) {
  if (!check) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      <StatusBadge set="budgetCheck" value={check.status} />
      {check.available !== null ? (
        <HStack gap="1" textStyle="sm" color="fg.muted">
          <Trans>Available</Trans>
          <Money value={check.available} currency={currency} />
        </HStack>
      ) : null}
    </HStack>
  );
}
