import { Alert, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatInstant } from '@procure/shared-ui';
import type { LastRejection } from './last-rejection.ts';

/** The last rejection of a returned application, above everything else: who, when and the reason. */
export function RejectionCallout({ rejection }: { rejection: LastRejection }) {
  const { t, i18n } = useLingui();
  const when = rejection.at ? formatInstant(rejection.at, i18n.locale) : null;
  const name = rejection.actorName;
  return (
    <Alert.Root status="warning" data-testid="payment-rejection">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {name && when
            ? t`Rejected by ${name} on ${when}`
            : name
              ? t`Rejected by ${name}`
              : t`This application was rejected`}
        </Alert.Title>
        <Alert.Description>
          <Text data-testid="payment-rejection-reason" whiteSpace="pre-wrap">
            {rejection.comment ? t`Reason: ${rejection.comment}` : t`No reason was given.`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t`Edit the application and submit it again, or cancel it.`}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
