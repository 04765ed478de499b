import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Money, formatInstant } from '@procure/shared-ui';

/** What the table reads of a write-off (the shape of `/payables/writeOff/list` items). */
export type WriteOffView = {
  id: string;
  paymentCode: string;
  invoiceCode: string;
  invoiceNumber: string;
  currency: string;
  amount: string;
  remark: string;
  createdByName: string;
  createdAt: string;
  reversedAt: string | null;
  reversedByName: string | null;
  reverseReason: string | null;
};

/** Write-offs of paid advances against invoices, newest first; `action` adds a cell per row (reverse). */
export function WriteOffTable({
  items,
  action,
}: {
  items: readonly WriteOffView[];
  action?: (row: WriteOffView) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (items.length === 0) {
    return (
      <Text color="fg.muted" data-testid="write-offs-empty">
        {t`No write-offs yet.`}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" data-testid="write-offs">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Written off on`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Advance`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Invoice`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Written off by`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
            {action ? <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((row) => (
            <Table.Row key={row.id} data-testid={`write-off-${row.invoiceNumber}`}>
              <Table.Cell whiteSpace="nowrap">{formatInstant(row.createdAt, i18n.locale)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.paymentCode}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Stack gap="0">
                  <Text>{row.invoiceNumber}</Text>
                  {row.invoiceCode ? (
                    <Text fontSize="xs" color="fg.muted">
                      {row.invoiceCode}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Text as="span" textDecoration={row.reversedAt ? 'line-through' : undefined}>
                  <Money value={row.amount} currency={row.currency} />
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{row.createdByName}</Text>
                  {row.remark ? (
                    <Text fontSize="xs" color="fg.muted">
                      {row.remark}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                {row.reversedAt ? (
                  <Stack gap="0">
                    <Badge colorPalette="gray" w="fit-content">{t`Reversed`}</Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {row.reversedByName} · {formatInstant(row.reversedAt, i18n.locale)}: {row.reverseReason}
                    </Text>
                  </Stack>
                ) : (
                  <Badge colorPalette="green">{t`In effect`}</Badge>
                )}
              </Table.Cell>
              {action ? <Table.Cell>{row.reversedAt ? null : action(row)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
