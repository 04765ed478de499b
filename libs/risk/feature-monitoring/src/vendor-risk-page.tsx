import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { DetailSection, EmptyState, PageHeader, toaster } from '@procure/shared-ui';
import { useEnterpriseDetails, useRequestSignals, useVendorRisk } from '@procure/risk-data-access';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordList } from './record-list.tsx';
import { Panel, SimulatedBadge } from './risk-labels.tsx';
import { riskPath, socialPath } from './monitoring-list-page.tsx';

/** Enterprise details from the business-information service, fetched on demand (each call costs a unit). */
function EnterpriseDetailsSection({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  const details = useEnterpriseDetails(vendorId, asked);
  const d = details.data?.details;
  if (!d) {
    return (
      <Panel>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0.5">
            <Text fontWeight="semibold">
              <Trans>Enterprise details</Trans>
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {details.isError
                ? t`The lookup failed.`
                : t`Registration details from the business-information service (one cost unit per lookup).`}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" loading={details.isFetching} onClick={() => setAsked(true)}>
            <Trans>Look up</Trans>
          </Button>
        </HStack>
      </Panel>
    );
  }
  return (
    <DetailSection
      title={t`Enterprise details`}
      actions={details.data ? <SimulatedBadge simulated={details.data.simulated} /> : null}
      items={[
        { label: t`Registered name`, value: d.name },
        { label: t`Unified social credit code`, value: d.socialCreditCode },
        { label: t`Legal representative`, value: d.legalRepresentative },
        { label: t`Registered capital`, value: d.registeredCapital },
        { label: t`Established`, value: d.establishedOn },
        { label: t`Registration status`, value: d.registrationStatus },
        { label: t`Industry`, value: d.industry },
        { label: t`Address`, value: d.address, wide: true },
        { label: t`Business scope`, value: d.businessScope, wide: true },
      ]}
    />
  );
}

/**
 * Buyer `/monitorin/risk/:vendorId` (dishonesty, abnormal operation, lawsuits) and
 * `/monitorin/social/:vendorId` (public opinion): one supplier's records, with requests for a fresh look.
 */
export function VendorRiskPage({ view }: { view: 'risk' | 'social' }) {
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  const data = useVendorRisk(view, vendorId);
  const request = useRequestSignals();
  const ask = async (kind: 'dishonesty' | 'abnormal') => {
    try {
      const { desc } = await request.mutateAsync({ vendorId, kind });
      toaster.success({ title: desc });
    } catch {
      // 2001 opens the package modal; other refusals were shown by the client.
    }
  };
  const records = data.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={data.data ? data.data.name : view === 'risk' ? t`Risk` : t`Public opinion`}
        description={
          data.data
            ? view === 'risk'
              ? t`Risk records · ${data.data.socialCreditCode ?? ''}`
              : t`Public opinion · ${data.data.socialCreditCode ?? ''}`
            : undefined
        }
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant={view === 'risk' ? 'solid' : 'outline'} size="sm">
              <Link to={riskPath(vendorId)}>
                <Trans>Risk</Trans>
              </Link>
            </Button>
            <Button asChild variant={view === 'social' ? 'solid' : 'outline'} size="sm">
              <Link to={socialPath(vendorId)}>
                <Trans>Public opinion</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/monitorin/list">
                <Trans>Back to monitoring</Trans>
              </Link>
            </Button>
          </HStack>
        }
      />
      {data.isError ? (
        <EmptyState
          title={t`This supplier is not available`}
          description={isApiError(data.error) ? data.error.desc : undefined}
        />
      ) : (
        <Stack gap="4">
          {view === 'risk' ? (
            <Panel>
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Text textStyle="sm" color="fg.muted">
                  {data.data?.monitored
                    ? t`Under monitoring: refreshed every morning.`
                    : t`Not under monitoring: these are the records found while it was.`}
                </Text>
                <HStack gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    loading={request.isPending && request.variables?.kind === 'dishonesty'}
                    onClick={() => void ask('dishonesty')}
                  >
                    <Trans>Check dishonesty now</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={request.isPending && request.variables?.kind === 'abnormal'}
                    onClick={() => void ask('abnormal')}
                  >
                    <Trans>Check abnormal operation now</Trans>
                  </Button>
                </HStack>
              </HStack>
            </Panel>
          ) : null}
          {view === 'risk' && vendorId ? <EnterpriseDetailsSection vendorId={vendorId} /> : null}
          <Panel>
            {data.data && records.length === 0 ? (
              <EmptyState
                title={view === 'risk' ? t`No risk found` : t`No public opinion found`}
                description={t`Nothing was reported for this supplier in the last year.`}
              />
            ) : (
              <Stack gap="3">
                <HStack justify="space-between">
                  <Text fontWeight="medium">{t`${records.length} records`}</Text>
                  {records.some((r) => r.simulated) ? <SimulatedBadge simulated /> : null}
                </HStack>
                <RecordList records={records} />
              </Stack>
            )}
          </Panel>
        </Stack>
      )}
    </>
  );
}
