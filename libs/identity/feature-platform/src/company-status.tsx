import { Badge, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Active or frozen, with the operator's reason under a frozen badge. */
export function CompanyStatus({ status, reason }: { status: 'active' | 'frozen'; reason: string | null }) {
  const { t } = useLingui();
  return (
    <Stack gap="1" maxW="16rem">
      <Badge
        colorPalette={status === 'frozen' ? 'red' : 'green'}
        variant="subtle"
        w="fit-content"
        data-testid="company-status"
      >
        {status === 'frozen' ? t`Frozen` : t`Normal`}
      </Badge>
      {reason ? (
        <Text fontSize="sm" color="fg.muted">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
