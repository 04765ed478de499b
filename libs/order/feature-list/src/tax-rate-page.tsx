import {
  Button,
  Checkbox,
  Field,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useOrder,
  useChangeTaxRate,
  useTaxRateChanges,
  type OrderDetail,
  type TaxRateChange,
} from '@procure/order-data-access';
import { isApiError } from '@procure/shared-api-client';
import { PURCHASE_TAX_RATES, money, orderTaxRateChangeSchema } from '@procure/shared-validation';
import { EmptyState, PageHeader, Panel, formatInstant, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The change log: newest first, with the order, the line, old → new, reason, who and when. */
function ChangeLog({ items, withOrder }: { items: readonly TaxRateChange[]; withOrder: boolean }) {
  const { t, i18n } = useLingui();
  if (items.length === 0) return <Text color="fg.muted">{t`No tax rate changes yet.`}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" data-testid="tax-rate-changes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Changed`}</Table.ColumnHeader>
            {withOrder ? <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Tax rate`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Changed by`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">{formatInstant(row.changedAt, i18n.locale)}</Table.Cell>
              {withOrder ? (
                <Table.Cell whiteSpace="nowrap">
                  <ChakraLink asChild colorPalette="brand">
                    <Link to={`/personnel/changeTaxRate?orderId=${row.orderId}`}>{row.orderCode}</Link>
                  </ChakraLink>
                </Table.Cell>
              ) : null}
              <Table.Cell>{row.lineName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {row.fromRate}% → {row.toRate}%
              </Table.Cell>
              <Table.Cell>{row.reason}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.changedByName}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The order's lines to pick (invoiced ones cannot change), the new rate and the reason. */
function ChangeForm({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const changeRate = useChangeTaxRate();
  const [picked, setPicked] = useState<string[]>([]);
  const [rate, setRate] = useState<(typeof PURCHASE_TAX_RATES)[number]>(9);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ lines?: string; reason?: string; form?: string }>({});
  const submit = async () => {
    const input = { orderId: order.id, lineIds: picked, taxRate: rate, reason: reason.trim() };
    const parsed = orderTaxRateChangeSchema.safeParse(input);
    const next = {
      lines: picked.length === 0 ? t`Pick at least one line` : undefined,
      reason: input.reason ? undefined : t`Say why the rate changes`,
    };
    setErrors(next);
    if (!parsed.success || next.lines || next.reason) return;
    try {
      const result = await changeRate.mutateAsync(parsed.data);
      showSuccessToast(result.desc);
      setPicked([]);
      setReason('');
    } catch (failure) {
      setErrors({ form: isApiError(failure) ? failure.desc : t`The change failed. Try again.` });
    }
  };
  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" data-testid="tax-rate-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8" />
              <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Quantity`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Invoiced`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Tax rate`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => {
              const invoiced = money.sign(line.invoicedQty) > 0;
              return (
                <Table.Row
                  key={line.id}
                  data-testid={`tax-rate-line-${line.productCode}`}
                  opacity={invoiced ? 0.6 : 1}
                >
                  <Table.Cell>
                    <Checkbox.Root
                      disabled={invoiced}
                      checked={picked.includes(line.id)}
                      onCheckedChange={(e) =>
                        setPicked((ids) =>
                          e.checked ? [...ids, line.id] : ids.filter((id) => id !== line.id),
                        )
                      }
                    >
                      <Checkbox.HiddenInput aria-label={line.name} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{line.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {line.productCode}
                      {invoiced ? ` · ${t`invoiced at this rate`}` : ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{trim(line.orderedQty)}</Table.Cell>
                  <Table.Cell textAlign="end">{trim(line.invoicedQty)}</Table.Cell>
                  <Table.Cell textAlign="end">{trim(line.taxRate)}%</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {errors.lines ? <Text color="fg.error">{errors.lines}</Text> : null}
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
        <Field.Root maxW={{ md: '12rem' }} required>
          <Field.Label>{t`New tax rate`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="tax-rate-new"
              value={String(rate)}
              onChange={(e) => setRate(Number(e.target.value) as (typeof PURCHASE_TAX_RATES)[number])}
            >
              {PURCHASE_TAX_RATES.map((value) => (
                <option key={value} value={value}>
                  {value}%
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" required invalid={Boolean(errors.reason)}>
          <Field.Label>{t`Reason`}</Field.Label>
          <Textarea
            data-testid="tax-rate-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
      </Stack>
      {errors.form ? (
        <Text color="fg.error" data-testid="tax-rate-error">
          {errors.form}
        </Text>
      ) : null}
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        data-testid="tax-rate-submit"
        loading={changeRate.isPending}
        onClick={() => void submit()}
      >
        {t`Change tax rate`}
      </Button>
    </Stack>
  );
}

/**
 * `/personnel/changeTaxRate[?orderId=]`: with an order (from its detail page), change the VAT rate of its
 * lines that are not invoiced yet, with a reason; without one, the tenant's latest tax-rate changes.
 */
export function TaxRatePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useOrder(orderId ?? undefined);
  const changes = useTaxRateChanges(orderId);
  const title = t`Change tax rate`;
  if (orderId && order.isError) {
    return (
      <EmptyState
        title={t`Order not found`}
        description={isApiError(order.error) ? order.error.desc : undefined}
      />
    );
  }
  return (
    <Stack gap="4">
      <PageHeader
        title={orderId && order.data ? `${title} · ${order.data.code}` : title}
        description={t`A supplier's VAT rate changed: give the order lines not yet invoiced the new rate. Invoiced lines keep the rate they were invoiced at. The supplier is told, and every change is logged.`}
      />
      {orderId && order.data ? (
        <Panel
          title={t`Order lines`}
          aside={
            <Button asChild size="xs" variant="outline">
              <Link to={`/procurement/orderDetail/${order.data.id}`}>{t`Open the order`}</Link>
            </Button>
          }
        >
          <ChangeForm key={order.data.id} order={order.data} />
        </Panel>
      ) : !orderId ? (
        <Text color="fg.muted">{t`To change a rate, open the order and choose "Change tax rate".`}</Text>
      ) : null}
      <Panel title={orderId ? t`Tax rate changes of this order` : t`Latest tax rate changes`}>
        <ChangeLog items={changes.data ?? []} withOrder={!orderId} />
      </Panel>
    </Stack>
  );
}
