import { Box, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Money, priceDecimals } from '@procure/shared-ui';

/** One order line's ledger as the API sends it (decimal strings). */
export type LedgerLine = {
  id: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
  needByDate: string;
  orderedQty: string;
  orderedAmount: string;
  deliveredQty: string;
  receivedQty: string;
  returnedQty: string;
  /** Given up by close receiving, and what remains to receive (ordered − received − closed + replaced). */
  closedQty?: string;
  remainingQty?: string;
  invoicedQty: string;
  invoicedAmount: string;
  paidAmount: string;
};

/** Trailing zeros of a decimal string dropped for reading ("2.500" → "2.5"); the value itself is untouched. */
export function trimQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Headers may wrap ("Qty / ordered"): on one line the English ones pushed "Need by" out of the card. */
const numericHeader = { textAlign: 'end', verticalAlign: 'bottom' } as const;

/**
 * The order lines with the ledger of DOMAIN §4: ordered, delivered, received, returned, closed, still to
 * receive, invoiced and paid, side by side, so a buyer sees at a glance how far each line has come.
 */
export function OrderLedgerTable({ lines, currency }: { lines: readonly LedgerLine[]; currency: string }) {
  const { t } = useLingui();
  const headers = [
    t`Qty ordered`,
    t`Qty delivered`,
    t`Qty received`,
    t`Qty returned`,
    t`Qty closed`,
    t`Qty to receive`,
    t`Qty invoiced`,
    t`Invoiced amount`,
    t`Paid amount`,
  ];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" variant="line" data-testid="order-ledger">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="10">#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numericHeader}>{t`Unit price`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numericHeader}>{t`Tax rate`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numericHeader}>{t`Line amount`}</Table.ColumnHeader>
            {headers.map((header) => (
              <Table.ColumnHeader key={header} {...numericHeader}>
                {header}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader whiteSpace="nowrap">{t`Need by`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid={`ledger-line-${line.lineNo}`}>
              <Table.Cell color="fg.muted">{line.lineNo}</Table.Cell>
              <Table.Cell minW="44">
                <Text>{line.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode} · {line.unit}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Money
                  value={line.unitPrice}
                  currency={currency}
                  decimals={Math.max(2, priceDecimals(trimQuantity(line.unitPrice)))}
                />
              </Table.Cell>
              <Table.Cell {...numeric}>{trimQuantity(line.taxRate)}%</Table.Cell>
              <Table.Cell {...numeric}>
                <Money value={line.orderedAmount} currency={currency} />
              </Table.Cell>
              {(
                [
                  ['ordered', line.orderedQty],
                  ['delivered', line.deliveredQty],
                  ['received', line.receivedQty],
                  ['returned', line.returnedQty],
                  ['closed', line.closedQty ?? '0'],
                  ['remaining', line.remainingQty ?? '0'],
                  ['invoiced', line.invoicedQty],
                ] as const
              ).map(([key, quantity]) => (
                <Table.Cell key={key} {...numeric} data-testid={`order-ledger-${key}-${line.lineNo}`}>
                  {trimQuantity(quantity)}
                </Table.Cell>
              ))}
              <Table.Cell {...numeric} data-testid={`order-ledger-invoicedAmount-${line.lineNo}`}>
                <Money value={line.invoicedAmount} currency={currency} />
              </Table.Cell>
              <Table.Cell {...numeric} data-testid={`order-ledger-paidAmount-${line.lineNo}`}>
                <Money value={line.paidAmount} currency={currency} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{line.needByDate}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
