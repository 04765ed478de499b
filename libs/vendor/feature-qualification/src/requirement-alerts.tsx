import { Alert, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QualificationOverview } from '@procure/vendor-data-access';

/**
 * The warnings that matter, worst first: a blocking expired mandatory certificate (no new orders), then
 * the ones expiring within their reminder days, then mandatory ones never uploaded.
 */
export function RequirementAlerts({
  overview,
  audience,
}: {
  overview: QualificationOverview;
  audience: 'buyer' | 'supplier';
}) {
  const { t } = useLingui();
  const blocking = overview.requirements.filter((r) => r.blocking);
  const expiring = overview.requirements.filter((r) => r.state === 'expiring');
  const missing = overview.requirements.filter((r) => r.mandatory && r.state === 'missing');
  if (blocking.length + expiring.length + missing.length === 0) return null;
  return (
    <Stack gap="2" mb="4">
      {blocking.map((r) => (
        <Alert.Root key={r.typeId} status="error" data-testid="requirement-blocking">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`${r.typeName} expired on ${r.validTo ?? ''}`}</Alert.Title>
            <Alert.Description>
              {audience === 'supplier' ? (
                <Trans>New orders to your company are blocked until you upload a valid certificate.</Trans>
              ) : (
                <Trans>New orders to this supplier are refused until it uploads a valid certificate.</Trans>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
      {expiring.map((r) => (
        <Alert.Root key={r.typeId} status="warning" data-testid="requirement-expiring">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`${r.typeName} expires in ${r.daysLeft ?? 0} days (${r.validTo ?? ''})`}</Alert.Title>
            {r.mandatory ? (
              <Alert.Description>
                <Trans>This certificate is mandatory: once it expires, new orders are blocked.</Trans>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ))}
      {missing.map((r) => (
        <Alert.Root key={r.typeId} status="info">
          <Alert.Indicator />
          <Alert.Title>{t`${r.typeName} is required but has not been uploaded`}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}
