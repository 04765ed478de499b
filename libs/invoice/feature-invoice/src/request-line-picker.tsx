import { Box, Checkbox, Field, Input, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RequestableLine } from '@procure/invoice-data-access';

/** Picked order line id → quantity to invoice (a decimal string as typed). */
export type RequestPicks = Record<string, string>;

/** The supplier's order lines with what is left to request; tick a line, adjust its quantity. */
export function RequestLinePicker(props: {
  items: readonly RequestableLine[];
  picks: RequestPicks;
  onChange: (picks: RequestPicks) => void;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const { items, picks, onChange, errors } = props;
  const set = (lineId: string, quantity: string | null) => {
    const copy = { ...picks };
    if (quantity === null) delete copy[lineId];
    else copy[lineId] = quantity;
    onChange(copy);
  };
  if (items.length === 0) {
    return <Text color="fg.muted">{t`Nothing received from this supplier is left to request.`}</Text>;
  }
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t`Order lines to request`}>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Include`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Order / item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Ordered`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Received − returned`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Invoiced`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Open requests`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Requestable`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price excl. tax`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Quantity`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((line, index) => {
            const picked = picks[line.orderLineId];
            const error = errors[`line:${line.orderLineId}`];
            return (
              <Table.Row key={line.orderLineId} data-testid={`requestable-${line.orderCode}-${line.lineNo}`}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={picked !== undefined}
                    onCheckedChange={(e) => set(line.orderLineId, e.checked ? line.requestableQty : null)}
                  >
                    <Checkbox.HiddenInput aria-label={t`Request line ${index + 1}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  {line.orderCode} #{line.lineNo}
                  <Text fontSize="xs" color="fg.muted">
                    {line.name} · {line.unit}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{line.orderedQty}</Table.Cell>
                <Table.Cell textAlign="end">{line.basisQty}</Table.Cell>
                <Table.Cell textAlign="end">{line.invoicedQty}</Table.Cell>
                <Table.Cell textAlign="end">{line.requestedQty}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {line.requestableQty}
                </Table.Cell>
                <Table.Cell textAlign="end">{line.unitPrice}</Table.Cell>
                <Table.Cell minW="7rem">
                  <Field.Root invalid={Boolean(error)} disabled={picked === undefined}>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      aria-label={t`Quantity of ${line.orderCode} #${line.lineNo}`}
                      data-testid={`request-qty-${line.orderCode}-${line.lineNo}`}
                      value={picked ?? ''}
                      onChange={(e) => picked !== undefined && set(line.orderLineId, e.target.value)}
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
