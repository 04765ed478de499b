import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, StatusBadge, formatInstant } from '@procure/shared-ui';
import type { ChangeApplication } from '@procure/vendor-data-access';
import { Link } from 'react-router';
import { ChangeDiffTable } from '@procure/vendor-ui';

/** Every change application of a supplier, newest first, each with its diff (spec queryVendorChangeHistory). */
export function ChangeHistory({
  changes,
  detailPath,
}: {
  changes: readonly ChangeApplication[];
  /** Buyer: each change links to its approval page. */
  detailPath?: (id: string) => string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4" data-testid="change-history">
      <Heading size="sm" mb="3">
        <Trans>Change history</Trans>
      </Heading>
      {changes.length === 0 ? (
        <EmptyState title={t`No changes yet`} />
      ) : (
        <Stack gap="5">
          {changes.map((c) => (
            <Stack key={c.id} gap="2" data-testid={`change-${c.code}`}>
              <HStack gap="3" wrap="wrap">
                {detailPath ? (
                  <ChakraLink asChild fontWeight="semibold" color="fg.info">
                    <Link to={detailPath(c.id)}>{c.code}</Link>
                  </ChakraLink>
                ) : (
                  <Text fontWeight="semibold">{c.code}</Text>
                )}
                <StatusBadge set="application" value={c.status} />
                <Text color="fg.muted" textStyle="sm">
                  {t`${c.applicantName}, ${formatInstant(c.submittedAt, i18n.locale)}`}
                </Text>
              </HStack>
              {c.reason ? (
                <Text textStyle="sm" color="fg.error">
                  {t`Reason: ${c.reason}`}
                </Text>
              ) : null}
              <ChangeDiffTable changes={c.changes} />
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
