import { Badge, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader, formatInstant } from '@procure/shared-ui';
import { useInvocations } from '@procure/risk-data-access';
import { useState } from 'react';
import { Pager, Panel } from './risk-labels.tsx';

const PAGE_SIZE = 20;

/** Buyer `/monitorin/invokeRecord`: every call to the business-information service: who, when, what, result, cost. */
export function InvokeRecordPage() {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const page = useInvocations({ pageNo, pageSize: PAGE_SIZE });
  const actions: Record<string, string> = {
    details: t`Enterprise details`,
    dishonesty: t`Dishonesty`,
    abnormal: t`Abnormal operation`,
    lawsuit: t`Lawsuits`,
    opinion: t`Public opinion`,
  };
  return (
    <>
      <PageHeader
        title={t`Invoke records`}
        description={
          page.data
            ? t`Every call to the business-information service · ${page.data.costUnits} cost units in all`
            : t`Every call to the business-information service`
        }
      />
      <Panel>
        {page.isError ? (
          <EmptyState
            title={t`The invoke records could not be loaded`}
            description={isApiError(page.error) ? page.error.desc : undefined}
          />
        ) : page.data && page.data.total === 0 ? (
          <EmptyState title={t`No call yet`} />
        ) : (
          <>
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
              <Table.Root size="sm" aria-label={t`Invoke records`} aria-busy={page.isPending}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Time</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>By</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Query</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Supplier</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Result</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Cost units</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(page.data?.rows ?? []).map((row) => (
                    <Table.Row key={row.id} data-testid="invocation-row">
                      <Table.Cell whiteSpace="nowrap">{formatInstant(row.at, i18n.locale)}</Table.Cell>
                      <Table.Cell>{row.userName ?? t`Daily refresh`}</Table.Cell>
                      <Table.Cell>
                        {actions[row.action] ?? row.action}
                        {row.simulated ? (
                          <Badge ms="2" colorPalette="purple" variant="outline">
                            <Trans>Simulator</Trans>
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>
                        <Text>{row.vendorName ?? '—'}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {row.socialCreditCode}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        {row.result === 'ok' ? (
                          <Badge colorPalette="green" variant="subtle">{t`${row.found} found`}</Badge>
                        ) : (
                          <Badge colorPalette="red" variant="subtle">
                            <Trans>Failed</Trans>
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{row.costUnits}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {page.data ? (
              <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.data.total} onPage={setPageNo} />
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}
