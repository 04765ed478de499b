import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Money } from '@procure/shared-ui';
import { Link } from 'react-router';

type Amounts = { orderedAmount: string; basisAmount: string; appliedAmount: string; paidAmount: string };
/** What the tables read of a payment detail (the shape of `/payables/detail/{id}`). */
export type PaymentDocumentView = {
  currency: string;
  lines: readonly {
    id: string;
    lineNo: number;
    orderId: string | null;
    orderCode: string | null;
    description: string;
    amount: string;
    ledger: Amounts | null;
  }[];
};
export type VoucherView = {
  currency: string;
  lines: readonly { side: 'debit' | 'credit'; account: string; amount: string; originalAmount: string }[];
};

/** The lines of a payment application; with `ledger` (buyers) each order line's ordered, basis, applied and paid. */
export function PaymentLinesTable({
  detail,
  orderPath,
}: {
  detail: PaymentDocumentView;
  /** The portal's order detail route; null: no links. */
  orderPath: ((orderId: string) => string) | null;
}) {
  const { t } = useLingui();
  const showLedger = detail.lines.some((line) => line.ledger);
  const money = (value: string | undefined) =>
    value ? <Money value={value} currency={detail.currency} /> : '—';
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" data-testid="payment-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Order no.`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Payment amount`}</Table.ColumnHeader>
            {showLedger ? (
              <>
                <Table.ColumnHeader textAlign="end">{t`PO amount`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Received net of returns`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Applied`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Paid`}</Table.ColumnHeader>
              </>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>{line.lineNo}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {line.orderId && line.orderCode && orderPath ? (
                  <ChakraLink asChild colorPalette="brand">
                    <Link to={orderPath(line.orderId)}>{line.orderCode}</Link>
                  </ChakraLink>
                ) : (
                  (line.orderCode ?? '—')
                )}
              </Table.Cell>
              <Table.Cell>
                <Text minW="40">{line.description}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
              {showLedger ? (
                <>
                  <Table.Cell textAlign="end">{money(line.ledger?.orderedAmount)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.ledger?.basisAmount)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.ledger?.appliedAmount)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(line.ledger?.paidAmount)}</Table.Cell>
                </>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The accounting document a payment implies: debit and credit lines in CNY. */
export function VoucherTable({ voucher }: { voucher: VoucherView }) {
  const { t } = useLingui();
  const accounts: Record<string, string> = {
    '2202': t`2202 Accounts payable`,
    '1123': t`1123 Prepayments`,
    '1002': t`1002 Bank deposits`,
    '1221': t`1221 Other receivables`,
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" data-testid="payment-voucher">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Account`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Debit`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Credit`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Original amount`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {voucher.lines.map((line) => (
            <Table.Row key={line.side}>
              <Table.Cell>{accounts[line.account] ?? line.account}</Table.Cell>
              <Table.Cell textAlign="end">
                {line.side === 'debit' ? <Money value={line.amount} currency="CNY" /> : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {line.side === 'credit' ? <Money value={line.amount} currency="CNY" /> : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={line.originalAmount} currency={voucher.currency} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
