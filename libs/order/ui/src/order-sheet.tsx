import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Money, PrintLayout } from '@procure/shared-ui';
import type { ReactNode } from 'react';
import { trimQuantity } from './order-ledger-table.tsx';

/** One line of a printed order: the order's current line or a version's snapshot line. */
export type OrderSheetLine = {
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  needByDate: string;
};

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A purchase order as an A4 sheet (issue #13): print, preview and the supplier-confirmed snapshot.
 * `facts` are label/value pairs of the header; `notice` a line above them (e.g. "as confirmed on …").
 */
export function OrderSheet({
  title,
  code,
  companyName,
  facts,
  lines,
  totalAmount,
  currency,
  notice,
  toolbar,
}: {
  title: string;
  code: string;
  companyName: string;
  facts: readonly (readonly [string, ReactNode])[];
  lines: readonly OrderSheetLine[];
  totalAmount: string;
  currency: string;
  notice?: ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PrintLayout
      title={title}
      companyName={companyName}
      headerAside={<Text data-testid="order-sheet-code">{code}</Text>}
      toolbar={toolbar}
      footer={
        <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="6" pt="6">
          <Text>{t`Buyer (signature and seal):`}</Text>
          <Text>{t`Supplier (signature and seal):`}</Text>
        </Box>
      }
    >
      <Stack gap="4" data-testid="order-sheet">
        {notice ? <Box>{notice}</Box> : null}
        <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="2" fontSize="sm">
          {facts.map(([label, value]) => (
            <Text key={label}>
              <Text as="span" color="gray.600">
                {label}:{' '}
              </Text>
              {value}
            </Text>
          ))}
        </Box>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Product code`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Quantity`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Unit price`}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t`Amount`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Need by`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.lineNo}>
                <Table.Cell>{line.lineNo}</Table.Cell>
                <Table.Cell>{line.productCode}</Table.Cell>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell {...numeric}>
                  {trimQuantity(line.quantity)} {line.unit}
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <Money value={line.unitPrice} currency={currency} />
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <Money value={line.amount} currency={currency} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{line.needByDate}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="end" fontWeight="semibold">
                {t`Total`}
              </Table.Cell>
              <Table.Cell {...numeric} fontWeight="semibold" data-testid="order-sheet-total">
                <Money value={totalAmount} currency={currency} />
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Stack>
    </PrintLayout>
  );
}
