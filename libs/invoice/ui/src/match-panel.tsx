import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceHistoryView, InvoiceLineView } from './types.ts';
import { HistoryTimeline, Money } from '@procure/shared-ui';

type Line = InvoiceLineView;

const signed = (value: string) => (value.startsWith('-') || value === '0' ? value : `+${value}`);

/**
 * The three-way match of every invoice line (issue #15): ordered / received − returned / previously
 * invoiced / this invoice, the quantity and price differences, within or outside the tenant's
 * tolerances, and the reason a line is held, in plain words.
 */
export function MatchPanel({ lines, currency }: { lines: readonly Line[]; currency: string }) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t`Three-way match`}>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Order / line`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Ordered`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Received − returned`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Previously invoiced`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`This invoice`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty difference`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price (order → invoice)`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount excl. tax`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Match`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid={`match-line-${line.lineNo}`}>
              <Table.Cell whiteSpace="nowrap">
                {line.orderCode}
                {line.receiptCode ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t`Receipt ${line.receiptCode}`}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                {line.name}
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode} · {line.unit}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{line.match.orderedQty}</Table.Cell>
              <Table.Cell textAlign="end">{line.match.netReceivedQty}</Table.Cell>
              <Table.Cell textAlign="end">{line.match.previouslyInvoicedQty}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {line.quantity}
              </Table.Cell>
              <Table.Cell textAlign="end" color={line.match.qtyWithin ? undefined : 'fg.error'}>
                {signed(line.match.qtyDiff)}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                whiteSpace="nowrap"
                color={line.match.priceWithin ? undefined : 'fg.error'}
              >
                {line.match.orderUnitPrice} → {line.unitPrice} ({signed(line.match.priceDiff)})
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={line.amount} currency={currency} />
              </Table.Cell>
              <Table.Cell minW="14rem">
                <Stack gap="1">
                  <Badge
                    colorPalette={line.match.held ? 'red' : 'green'}
                    variant="subtle"
                    alignSelf="flex-start"
                    data-testid={`match-state-${line.lineNo}`}
                  >
                    {line.match.held ? t`Held: outside tolerance` : t`Within tolerance`}
                  </Badge>
                  {line.match.reasons.map((reason) => (
                    <Text
                      key={reason.code}
                      fontSize="sm"
                      color="fg.error"
                      data-testid={`hold-reason-${line.lineNo}`}
                    >
                      {reason.message}
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The invoice's log (who did what, with reasons). */
export function InvoiceLog({ history }: { history: readonly InvoiceHistoryView[] }) {
  return (
    <HistoryTimeline
      entries={history.map((entry) => ({
        id: entry.id,
        actor: entry.actorName,
        onBehalfOf: entry.onBehalfOfName,
        action: entry.action,
        comment: entry.comment,
        at: entry.at,
      }))}
    />
  );
}
