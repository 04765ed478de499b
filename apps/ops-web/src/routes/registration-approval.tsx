import { Card } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { ClipboardCheck } from 'lucide-react';

/** Tenant registrations (/signin) waiting for approval; the list itself comes with the registration slice. */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Registration approval`}
        description={t`Tenant registrations submitted through the sign-up page`}
      />
      <Card.Root variant="outline">
        <EmptyState
          icon={<ClipboardCheck />}
          title={t`No registrations waiting`}
          description={t`New tenant registrations will appear here for review.`}
        />
      </Card.Root>
    </>
  );
}
