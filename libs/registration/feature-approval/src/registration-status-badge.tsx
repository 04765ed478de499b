import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RegistrationStatus } from '@procure/registration-data-access';

const PALETTES: Record<RegistrationStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: RegistrationStatus | undefined): string => {
    switch (status) {
      case 'pending':
        return t`Pending`;
      case 'approved':
        return t`Approved`;
      case 'rejected':
        return t`Rejected`;
      case undefined:
        return t`All`;
    }
  };
}

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const label = useStatusLabel();
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" data-status={status}>
      {label(status)}
    </Badge>
  );
}
