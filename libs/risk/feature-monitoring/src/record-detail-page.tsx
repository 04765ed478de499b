import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { DetailSection, EmptyState, PageHeader, formatInstant } from '@procure/shared-ui';
import { useRiskRecord } from '@procure/risk-data-access';
import { Link, useParams } from 'react-router';
import { LevelBadge, Panel, SimulatedBadge, useKindLabels } from './risk-labels.tsx';
import { riskPath, socialPath } from './monitoring-list-page.tsx';

/** Buyer `/monitorin/details/:id`: one risk record as the business-information service reported it. */
export function RecordDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const record = useRiskRecord(id);
  const kinds = useKindLabels();
  const r = record.data;
  return (
    <>
      <PageHeader
        title={r ? r.title : t`Risk record`}
        description={r ? r.vendorName : undefined}
        actions={
          r ? (
            <Button asChild variant="outline">
              <Link to={r.kind === 'opinion' ? socialPath(r.vendorId) : riskPath(r.vendorId)}>
                <Trans>Back to the supplier</Trans>
              </Link>
            </Button>
          ) : null
        }
      />
      {record.isError ? (
        <EmptyState
          title={t`This risk record is not available`}
          description={isApiError(record.error) ? record.error.desc : undefined}
        />
      ) : r ? (
        <Stack gap="4">
          <DetailSection
            title={t`Risk record`}
            actions={<SimulatedBadge simulated={r.simulated} />}
            items={[
              { label: t`Supplier`, value: r.vendorName },
              { label: t`Kind`, value: kinds[r.kind] },
              { label: t`Level`, value: <LevelBadge level={r.level} /> },
              { label: t`Occurred`, value: r.occurredOn },
              { label: t`Found`, value: formatInstant(r.foundAt, i18n.locale) },
              { label: t`Source`, value: r.source },
              ...Object.entries(r.details).map(([key, value]) => ({
                label: key === 'reference' ? t`Reference` : key,
                value,
              })),
            ]}
          />
          <Panel>
            <Text fontWeight="medium" mb="2">
              <Trans>Content</Trans>
            </Text>
            <Text whiteSpace="pre-wrap">{r.content}</Text>
          </Panel>
        </Stack>
      ) : null}
    </>
  );
}
