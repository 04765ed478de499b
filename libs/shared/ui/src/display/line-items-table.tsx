import { Box, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { money } from '@procure/shared-validation';
import { Money } from './money.tsx';
import { priceDecimals } from './money-format.ts';

export type LineItem = {
  id: string;
  /** Product or service name. */
  name: string;
  code?: string;
  spec?: string;
  unit?: string;
  /** Decimal strings, exactly as the server sends them. */
  quantity: string;
  unitPrice: string;
  /** When absent: quantity × unit price, rounded to 2 decimals. */
  amount?: string;
};

export type LineItemsTableProps = {
  items: readonly LineItem[];
  currency?: string;
  caption?: string;
};

export function lineAmount(item: LineItem): string {
  return item.amount ?? money.round(money.mul(item.quantity, item.unitPrice), 2);
}

export function lineTotals(items: readonly LineItem[]): { quantity: string; amount: string } {
  return {
    quantity: money.sum(items.map((i) => i.quantity)),
    amount: money.sum(items.map(lineAmount)),
  };
}

/** The quantity total, or null when the lines have different units (40 个 + 5 张 is not 45 of anything). */
export function quantityTotal(items: readonly LineItem[]): string | null {
  return new Set(items.map((i) => i.unit ?? '')).size <= 1 ? lineTotals(items).quantity : null;
}

/** A read-only table of document lines with a totals row (exact decimal sums). */
export function LineItemsTable({ items, currency, caption }: LineItemsTableProps) {
  const totals = lineTotals(items);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" variant="line">
        {caption ? (
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="2">
            {caption}
          </Table.Caption>
        ) : null}
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Item</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Specification</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Qty</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Unit price</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Amount</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" color="fg.muted" py="6">
                <Trans>No lines</Trans>
              </Table.Cell>
            </Table.Row>
          ) : (
            items.map((item, index) => (
              <Table.Row key={item.id}>
                <Table.Cell color="fg.muted">{index + 1}</Table.Cell>
                <Table.Cell>
                  <Text>{item.name}</Text>
                  {item.code ? (
                    <Text fontSize="xs" color="fg.muted">
                      {item.code}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{item.spec ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {item.quantity}
                  {item.unit ? ` ${item.unit}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money
                    value={item.unitPrice}
                    currency={currency}
                    decimals={priceDecimals(item.unitPrice)}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={lineAmount(item)} currency={currency} />
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={3}>
              <Trans>Total</Trans>
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {quantityTotal(items)}
            </Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">
              <Money value={totals.amount} currency={currency} />
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
