import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Money } from '@procure/shared-ui';

// Presentational pieces of a return shared by the buyer pages, the print page and the supplier portal.

/** One return line as the API sends it (decimal strings). */
export type ReturnLineView = {
  id: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  reason: string;
  disposition: 'refund' | 'replace';
};

/** One order line's ledger as a return shows it: received, returned, still returnable, payable basis. */
export type ReturnLedgerView = {
  orderLineId: string;
  lineNo: number;
  name: string;
  unit: string;
  orderedQty: string;
  receivedQty: string;
  returnedQty: string;
  returnableQty: string;
  payableQty: string;
  payableAmount: string;
};

/** Trailing zeros dropped for reading ("2.500" → "2.5"). */
export function trimQty(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** "Refund" / "Replace" in the reader's language. */
export function DispositionBadge({ value }: { value: 'refund' | 'replace' }) {
  const { t } = useLingui();
  return (
    <Badge colorPalette={value === 'refund' ? 'orange' : 'blue'} variant="subtle">
      {value === 'refund' ? t`Refund` : t`Replace`}
    </Badge>
  );
}

/** The return's lines: item, quantity, unit price, amount, reason and disposition. */
export function ReturnLinesTable({
  lines,
  currency,
  plain = false,
}: {
  lines: readonly ReturnLineView[];
  currency: string;
  /** Print: no badges, plain text. */
  plain?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" variant="line" data-testid="return-lines">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="10">#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty returned`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Disposition`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid={`return-line-${line.lineNo}`}>
              <Table.Cell>{line.lineNo}</Table.Cell>
              <Table.Cell minW="40">
                <Text>{line.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>
                {trimQty(line.quantity)} {line.unit}
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Money value={line.unitPrice} currency={currency} />
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Money value={line.amount} currency={currency} />
              </Table.Cell>
              <Table.Cell minW="32">{line.reason}</Table.Cell>
              <Table.Cell>
                {plain ? (
                  line.disposition === 'refund' ? (
                    t`Refund`
                  ) : (
                    t`Replace`
                  )
                ) : (
                  <DispositionBadge value={line.disposition} />
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The order lines' ledger behind a return: received − returned = payable basis (quantity and amount). */
export function ReturnLedgerTable({
  lines,
  currency,
}: {
  lines: readonly ReturnLedgerView[];
  currency: string;
}) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" variant="line" data-testid="return-ledger">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="10">#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty ordered`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty received`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty returned`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Still returnable`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Payable basis`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.orderLineId} data-testid={`return-ledger-${line.lineNo}`}>
              <Table.Cell>{line.lineNo}</Table.Cell>
              <Table.Cell minW="40">{line.name}</Table.Cell>
              <Table.Cell {...numeric}>{trimQty(line.orderedQty)}</Table.Cell>
              <Table.Cell {...numeric} data-testid={`ledger-received-${line.lineNo}`}>
                {trimQty(line.receivedQty)}
              </Table.Cell>
              <Table.Cell {...numeric} data-testid={`ledger-returned-${line.lineNo}`}>
                {trimQty(line.returnedQty)}
              </Table.Cell>
              <Table.Cell {...numeric}>{trimQty(line.returnableQty)}</Table.Cell>
              <Table.Cell {...numeric}>
                {trimQty(line.payableQty)} {line.unit} ·{' '}
                <Money value={line.payableAmount} currency={currency} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
