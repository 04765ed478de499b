import { Badge, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFinanceData } from '@procure/settings-data-access';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { Panel } from './panel.tsx';

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <HStack gap="2">
      <Text>{label}</Text>
      <Badge colorPalette={on ? 'green' : 'gray'} variant={on ? 'solid' : 'subtle'}>
        {on ? <Trans>Yes</Trans> : <Trans>No</Trans>}
      </Badge>
    </HStack>
  );
}

/** `/userSetting/financialAuthority`: read-only list of what the user may act on financially. */
export function FinancialAuthorityPage() {
  const { t } = useLingui();
  const finance = useFinanceData();
  const data = finance.data;
  return (
    <Stack gap="4">
      <PageHeader title={t`Financial authority`} />
      {!data ? (
        <Skeleton height="40" aria-busy="true" />
      ) : (
        <>
          <Panel title={t`Role permissions`}>
            <HStack gap="8" wrap="wrap">
              <Flag on={data.paymentAccounting} label={t`Payment accounting`} />
              <Flag on={data.invoiceVerification} label={t`Invoice verification`} />
            </HStack>
          </Panel>
          <Panel title={t`Legal entities and cost centres`}>
            {data.scopes.length === 0 ? (
              <EmptyState
                title={t`No financial authority`}
                description={t`Your administrator has not assigned any legal entity to you.`}
              />
            ) : (
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Legal entity`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Code`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Cost centre`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.scopes.map((s) => (
                    <Table.Row key={`${s.legalEntityId}:${s.costCentreId ?? ''}`}>
                      <Table.Cell>{s.legalEntityName}</Table.Cell>
                      <Table.Cell>{s.legalEntityCode}</Table.Cell>
                      <Table.Cell>
                        {s.costCentreName
                          ? `${s.costCentreName} (${s.costCentreCode ?? ''})`
                          : t`All cost centres`}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Panel>
        </>
      )}
    </Stack>
  );
}
