import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitoringPackage, RiskKind } from '@procure/risk-data-access';

export const RISK_KINDS: readonly RiskKind[] = ['dishonesty', 'abnormal', 'lawsuit', 'opinion'];

export function useKindLabels(): Record<RiskKind, string> {
  const { t } = useLingui();
  return {
    dishonesty: t`Dishonest judgment debtor`,
    abnormal: t`Abnormal operation`,
    lawsuit: t`Lawsuits`,
    opinion: t`Public opinion`,
  };
}

const LEVEL_PALETTE: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'red' };

export function LevelBadge({ level }: { level: number }) {
  const { t } = useLingui();
  const label =
    level >= 3
      ? t`High risk`
      : level === 2
        ? t`Warning`
        : level === 1
          ? t({ message: 'Notice', context: 'risk level' })
          : t`No risk found`;
  return (
    <Badge colorPalette={LEVEL_PALETTE[level] ?? 'green'} variant="subtle" data-level={level}>
      {label}
    </Badge>
  );
}

/** The simulator says it is one, on every page that shows what it answered. */
export function SimulatedBadge({ simulated }: { simulated: boolean }) {
  if (!simulated) return null;
  return (
    <Badge colorPalette="purple" variant="outline" data-testid="simulated-badge">
      <Trans>Simulated data</Trans>
    </Badge>
  );
}

/** The monitoring quantity package: quota, use and validity, or that it is missing / expired. */
export function PackageSummary({ pkg }: { pkg: MonitoringPackage }) {
  const { t } = useLingui();
  const palette = pkg.status === 'valid' ? 'green' : 'red';
  const state =
    pkg.status === 'valid'
      ? t`Valid until ${pkg.validTo ?? ''}`
      : pkg.status === 'expired'
        ? t`Expired on ${pkg.validTo ?? ''}`
        : t`Not purchased`;
  return (
    <HStack gap="3" wrap="wrap" data-testid="monitoring-package" data-status={pkg.status}>
      <Text fontWeight="medium">
        <Trans>Monitoring package</Trans>
      </Text>
      <Badge colorPalette={palette} variant="subtle">
        {state}
      </Badge>
      {pkg.status !== 'none' ? (
        <Text color="fg.muted" textStyle="sm">
          {t`${pkg.used} of ${pkg.quota} suppliers monitored`}
        </Text>
      ) : null}
    </HStack>
  );
}

export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="end" gap="3" mt="3">
      <Text textStyle="sm" color="fg.muted">
        {t`Page ${pageNo} of ${pages} · ${total} in all`}
      </Text>
      <Button size="xs" variant="outline" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Button size="xs" variant="outline" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        <Trans>Next</Trans>
      </Button>
    </HStack>
  );
}

export function Panel({ children }: { children: React.ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      {children}
    </Box>
  );
}
