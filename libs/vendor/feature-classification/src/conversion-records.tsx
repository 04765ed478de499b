import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, formatInstant } from '@procure/shared-ui';
import { useConversionRecords } from '@procure/vendor-data-access';

/** The conversion records: the tenant's latest classification changes (who moved which supplier, why). */
export function ConversionRecords() {
  const { t, i18n } = useLingui();
  const records = useConversionRecords();
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      data-testid="conversion-records"
    >
      <Heading size="sm" mb="3">
        <Trans>Conversion records</Trans>
      </Heading>
      {records.data && records.data.length === 0 ? (
        <EmptyState title={t`No supplier has changed class yet`} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t`Conversion records`} aria-busy={records.isPending}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Supplier</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>From</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>To</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Reason</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>By</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(records.data ?? []).map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{i18n.locale === 'en-US' ? r.vendorNameEn : r.vendorName}</Table.Cell>
                  <Table.Cell>{r.from ?? t`Not classified`}</Table.Cell>
                  <Table.Cell>
                    {r.to}
                    {r.action === 'childChange' ? (
                      <Text as="span" color="fg.muted" textStyle="xs">
                        {' '}
                        {t`(moved to the second level)`}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{r.reason}</Table.Cell>
                  <Table.Cell>
                    <Text textStyle="sm">{r.actorName}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {formatInstant(r.createdAt, i18n.locale)}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
