import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RiskRecord } from '@procure/risk-data-access';
import { Link } from 'react-router';
import { LevelBadge, useKindLabels } from './risk-labels.tsx';

export const recordPath = (id: string) => `/monitorin/details/${id}`;

/** Risk records as a list: level, kind, title (opens the details), date, source; newest first. */
export function RecordList({
  records,
  showVendor = false,
}: {
  records: readonly RiskRecord[];
  showVendor?: boolean;
}) {
  const kinds = useKindLabels();
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Risk records`}>
      {records.map((r) => (
        <Stack
          as="li"
          key={r.id}
          gap="1"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          data-testid={`risk-record-${r.kind}`}
        >
          <HStack gap="2" wrap="wrap">
            <LevelBadge level={r.level} />
            <Badge variant="outline">{kinds[r.kind]}</Badge>
            <Text asChild fontWeight="medium" color="fg" _hover={{ textDecoration: 'underline' }}>
              <Link to={recordPath(r.id)}>{r.title}</Link>
            </Text>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {showVendor ? `${r.vendorName} · ` : ''}
            {t`Occurred ${r.occurredOn}`} · {r.source}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
