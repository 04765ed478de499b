import { Box, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, formatInstant } from '@procure/shared-ui';
import { useManagedList, useRates } from '@procure/masterdata-data-access';
import { useState } from 'react';
import { AddRateDialog } from './add-rate-dialog.tsx';

/** `/currency/history`: every exchange rate by date, newest first; adding a rate never edits these. */
export function CurrencyHistoryPage() {
  const { t, i18n } = useLingui();
  const [currencyCode, setCurrencyCode] = useState('');
  const [adding, setAdding] = useState(false);
  const currencies = useManagedList('currencies');
  const rates = useRates(currencyCode || undefined);
  const nameOf = (code: string) => currencies.data?.find((c) => c.code === code)?.name ?? code;
  return (
    <Box>
      <PageHeader
        title={<Trans>Exchange-rate history</Trans>}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Trans>Add exchange rate</Trans>
          </Button>
        }
      />
      <HStack mb="4">
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            aria-label={t`Currency`}
            value={currencyCode}
            onChange={(e) => setCurrencyCode(e.currentTarget.value)}
          >
            <option value="">{t`All currencies`}</option>
            {(currencies.data ?? [])
              .filter((c) => !c.isBase)
              .map((c) => (
                <option key={c.code} value={c.code}>{`${c.code} ${c.name}`}</option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Effective from</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Currency</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Rate (CNY per unit)</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Recorded at</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rates.data ?? []).map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.effectiveDate}</Table.Cell>
                <Table.Cell>{`${r.currencyCode} ${nameOf(r.currencyCode)}`}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {r.rate}
                </Table.Cell>
                <Table.Cell>
                  {/* The tenant's time zone, as everywhere else (not the browser's). */}
                  {formatInstant(r.createdAt, i18n.locale)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!rates.isPending && (rates.data ?? []).length === 0 && (
          <Text p="6" textAlign="center" color="fg.muted">
            <Trans>No data</Trans>
          </Text>
        )}
      </Box>
      <AddRateDialog open={adding} onOpenChange={setAdding} currencyCode={currencyCode || undefined} />
    </Box>
  );
}
