import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { DetailSection, EmptyState, PageHeader, StatusBadge, formatInstant } from '@procure/shared-ui';
import { useSupplierFile } from '@procure/vendor-data-access';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ChangeDiffTable } from '@procure/vendor-ui';
import { ChangeHistory } from './change-history.tsx';
import { OrderStatistics } from './order-statistics.tsx';
import { ProfileView } from './profile-view.tsx';
import { SupplierClassification } from './supplier-classification.tsx';
import { SupplierLifecycle } from './supplier-lifecycle.tsx';

export const changeDetailPath = (id: string) => `/vendor/change/detail/${id}`;

/**
 * Buyer `/vendor/detail/:id`: the supplier file: profile, status, categories, risk signals (a panel the app
 * joins in from the risk domain), order statistics, the open change and history.
 */
export function SupplierFilePage({ riskPanel }: { riskPanel?: ReactNode } = {}) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const file = useSupplierFile(id);
  const data = file.data;
  return (
    <Box>
      <PageHeader
        title={data ? data.name : t`Supplier file`}
        description={data ? t`Supplier file · ${data.socialCreditCode}` : undefined}
        actions={
          <Button asChild variant="outline">
            <Link to="/vendor">
              <Trans>Back to the suppliers</Trans>
            </Link>
          </Button>
        }
      />
      {file.isError ? (
        <EmptyState
          title={t`This supplier is not available`}
          description={isApiError(file.error) ? file.error.desc : undefined}
        />
      ) : data ? (
        <Stack gap="4">
          <DetailSection
            title={t`Relationship`}
            items={[
              {
                label: t`Supplier status`,
                value: <StatusBadge set="supplierStatus" value={data.supplierStatus} />,
              },
              {
                label: t`Profile version`,
                value:
                  data.version === 0
                    ? t`As in the supplier application`
                    : data.updatedAt
                      ? t`Version ${data.version}, accepted ${formatInstant(data.updatedAt, i18n.locale)}`
                      : String(data.version),
              },
              {
                label: t`Categories`,
                value: data.categories.map((c) => c.name).join('、') || null,
                wide: true,
              },
            ]}
          />
          <SupplierLifecycle vendorId={id} name={data.name} />
          <SupplierClassification vendorId={id} />
          <OrderStatistics vendorId={id} />
          {riskPanel}
          {data.openChange ? (
            <Alert.Root status="warning" data-testid="open-change" alignItems="start">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Alert.Title>
                  {t`Change ${data.openChange.code} waits for approval: the profile below shows the accepted values.`}
                </Alert.Title>
                <ChangeDiffTable changes={data.openChange.changes} />
                <Button asChild size="sm" alignSelf="start" colorPalette="brand">
                  <Link to={changeDetailPath(data.openChange.id)}>
                    <Trans>Review the change</Trans>
                  </Link>
                </Button>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <ProfileView profile={data.profile} socialCreditCode={data.socialCreditCode} />
          <ChangeHistory changes={data.changes} detailPath={changeDetailPath} />
          {data.profile.bankAccounts.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              <Trans>The supplier has not given a bank account yet.</Trans>
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
