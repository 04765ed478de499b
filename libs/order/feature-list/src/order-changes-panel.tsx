import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { OrderChange } from '@procure/order-data-access';
import { ChangeDiffTable } from '@procure/order-ui';
import { StatusBadge } from '@procure/shared-ui';
import { Link } from 'react-router';

/** The order's changes, newest first: number (to its page), status, who proposed it and the diff. */
export function OrderChangesPanel({
  changes,
  currency,
}: {
  changes: readonly OrderChange[];
  currency: string;
}) {
  const { t } = useLingui();
  if (changes.length === 0) return <Text color="fg.muted">{t`No changes.`}</Text>;
  return (
    <Stack gap="3">
      {changes.map((change) => (
        <Box key={change.id} data-testid={`change-${change.code}`}>
          <Stack direction="row" gap="2" mb="1" align="center" flexWrap="wrap">
            <ChakraLink asChild colorPalette="brand" fontWeight="medium">
              <Link to={`/procurement/orderModifyDetail/${change.id}`}>{change.code}</Link>
            </ChakraLink>
            <StatusBadge set="application" value={change.status} />
            <Text color="fg.muted" fontSize="sm">
              {change.origin === 'supplier' ? t`Proposed by the supplier` : change.createdByName} ·{' '}
              {change.reason}
            </Text>
          </Stack>
          <ChangeDiffTable lines={change.lines} currency={currency} />
        </Box>
      ))}
    </Stack>
  );
}
