import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CertificateState } from '@procure/vendor-data-access';

const PALETTE: Record<CertificateState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
  missing: 'gray',
};

/** The state of a certificate or requirement: valid, expiring (within the reminder days), expired, missing. */
export function CertificateStateBadge({ state }: { state: CertificateState | null }) {
  const { t } = useLingui();
  if (state === null) {
    return (
      <Badge colorPalette="gray" variant="outline">
        {t`None required`}
      </Badge>
    );
  }
  const label: Record<CertificateState, string> = {
    valid: t`Valid`,
    expiring: t`Expiring soon`,
    expired: t`Expired`,
    missing: t`Not uploaded`,
  };
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-state={state}>
      {label[state]}
    </Badge>
  );
}
