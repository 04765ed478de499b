import { Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, Money, Panel, StatusBadge } from '@procure/shared-ui';
import { useVendorOrderStatistics, type StatisticsPeriod } from '@procure/vendor-data-access';
import { useMemo, useState } from 'react';

/** Today in China (the tenants' default time zone) as YYYY-MM-DD. */
const chinaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The China calendar day of an instant. */
const chinaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

const CUSTOM = 'custom';

/**
 * The supplier file's order statistics (issue #16 §3, spec §7 "order statistics /{id}"): the orders created in a
 * year or a chosen period, count and amounts by status (ordered, received, returned, invoiced, paid), the
 * totals per currency, and the supplier's last order date.
 */
export function OrderStatistics({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const today = chinaToday();
  const year = Number(today.slice(0, 4));
  const years = useMemo(() => Array.from({ length: 5 }, (_, i) => String(year - i)), [year]);
  const [choice, setChoice] = useState<string>(String(year));
  const [custom, setCustom] = useState<StatisticsPeriod>({ from: `${year}-01-01`, to: today });
  const period: StatisticsPeriod =
    choice === CUSTOM ? custom : { from: `${choice}-01-01`, to: `${choice}-12-31` };
  const stats = useVendorOrderStatistics(vendorId, period);
  const data = stats.data;
  const badPeriod = choice === CUSTOM && custom.from > custom.to;
  return (
    <Panel
      title={t`Orders with this supplier`}
      testId="vendor-order-statistics"
      aside={
        data ? (
          <Text textStyle="sm" color="fg.muted" data-testid="last-order">
            {data.lastOrderAt ? t`Last order: ${chinaDay(data.lastOrderAt)}` : t`No order yet`}
          </Text>
        ) : null
      }
    >
      <Stack gap="3">
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root width="auto">
            <Field.Label>
              <Trans>Period</Trans>
            </Field.Label>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                value={choice}
                onChange={(e) => setChoice(e.currentTarget.value)}
                data-testid="statistics-period"
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {t`Year ${y}`}
                  </option>
                ))}
                <option value={CUSTOM}>{t`Chosen period`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {choice === CUSTOM ? (
            <>
              <Field.Root width="auto">
                <Field.Label>
                  <Trans>Start date</Trans>
                </Field.Label>
                <Input
                  size="sm"
                  type="date"
                  value={custom.from}
                  max={today}
                  onChange={(e) => {
                    const from = e.currentTarget.value;
                    setCustom((p) => ({ ...p, from }));
                  }}
                  data-testid="statistics-from"
                />
              </Field.Root>
              <Field.Root width="auto" invalid={badPeriod}>
                <Field.Label>
                  <Trans>End date</Trans>
                </Field.Label>
                <Input
                  size="sm"
                  type="date"
                  value={custom.to}
                  onChange={(e) => {
                    const to = e.currentTarget.value;
                    setCustom((p) => ({ ...p, to }));
                  }}
                  data-testid="statistics-to"
                />
                {badPeriod ? (
                  <Field.ErrorText>
                    <Trans>The end of the period must not be before its start</Trans>
                  </Field.ErrorText>
                ) : null}
              </Field.Root>
            </>
          ) : null}
        </HStack>
        {stats.isError ? (
          <Text color="fg.error" textStyle="sm">
            {isApiError(stats.error) ? stats.error.desc : t`The statistics could not be loaded.`}
          </Text>
        ) : data && data.byStatus.length === 0 ? (
          <EmptyState title={t`No orders in this period`} />
        ) : data ? (
          <StatisticsTable data={data} />
        ) : null}
      </Stack>
    </Panel>
  );
}

function StatisticsTable({
  data,
}: {
  data: NonNullable<ReturnType<typeof useVendorOrderStatistics>['data']>;
}) {
  const { t } = useLingui();
  const amounts = (r: (typeof data.totals)[number]) =>
    [r.orderedAmount, r.receivedAmount, r.returnedAmount, r.invoicedAmount, r.paidAmount].map((value, i) => (
      <Table.Cell key={i} textAlign="end">
        <Money value={value} currency={r.currency} />
      </Table.Cell>
    ));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Orders by status`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Order status</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Orders</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Ordered amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Received amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Returned amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Invoiced amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Paid amount</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.byStatus.map((row) => (
            <Table.Row key={`${row.status}-${row.currency}`} data-testid={`statistics-status-${row.status}`}>
              <Table.Cell>
                <StatusBadge set="order" value={row.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{row.orderCount}</Table.Cell>
              {amounts(row)}
            </Table.Row>
          ))}
          {data.totals.map((row) => (
            <Table.Row
              key={`total-${row.currency}`}
              fontWeight="semibold"
              data-testid={`statistics-total-${row.currency}`}
            >
              <Table.Cell>{data.totals.length > 1 ? t`Total (${row.currency})` : t`Total`}</Table.Cell>
              <Table.Cell textAlign="end">{row.orderCount}</Table.Cell>
              {amounts(row)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
