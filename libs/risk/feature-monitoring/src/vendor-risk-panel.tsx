import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useVendorRisk } from '@procure/risk-data-access';
import { Link } from 'react-router';
import { riskPath } from './monitoring-list-page.tsx';
import { RecordList } from './record-list.tsx';
import { LevelBadge, SimulatedBadge } from './risk-labels.tsx';

/** The supplier file's risk signals (issue #16 §3): the highest level, the latest three, a link to all. */
export function VendorRiskPanel({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const risk = useVendorRisk('risk', vendorId);
  if (risk.isError || !risk.data) return null;
  const records = risk.data.records;
  const highest = records.reduce((max, r) => Math.max(max, r.level), 0);
  return (
    <Stack
      as="section"
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      px="5"
      py="4"
      data-testid="vendor-risk-panel"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="sm">
            <Trans>Risk signals</Trans>
          </Heading>
          <LevelBadge level={highest} />
          {records.some((r) => r.simulated) ? <SimulatedBadge simulated /> : null}
        </HStack>
        <Button asChild size="xs" variant="outline">
          <Link to={riskPath(vendorId)}>
            <Trans>All risk records</Trans>
          </Link>
        </Button>
      </HStack>
      {records.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {risk.data.monitored
            ? t`Monitoring found no risk for this supplier.`
            : t`This supplier is not under monitoring.`}
        </Text>
      ) : (
        <RecordList records={records.slice(0, 3)} />
      )}
    </Stack>
  );
}
