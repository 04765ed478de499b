import { Box, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** One line of a receipt as the API sends it (decimal strings). */
export type ReceiptLineView = {
  orderLineId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  acceptedQty: string;
  rejectedQty: string;
  rejectReason: string | null;
};

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The lines of a receipt: what was accepted, what was rejected and why (buyer and supplier pages). */
export function ReceiptLinesTable({ lines }: { lines: readonly ReceiptLineView[] }) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" variant="line" data-testid="receipt-lines">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="10">#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Accepted`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Rejected qty`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Reject reason`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.orderLineId} data-testid={`receipt-line-${line.lineNo}`}>
              <Table.Cell color="fg.muted">{line.lineNo}</Table.Cell>
              <Table.Cell minW="44">
                <Text>{line.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode} · {line.unit}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>{line.acceptedQty}</Table.Cell>
              <Table.Cell {...numeric} color={line.rejectedQty !== '0' ? 'fg.error' : undefined}>
                {line.rejectedQty}
              </Table.Cell>
              <Table.Cell minW="40">{line.rejectReason ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
