import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PrintLayout, formatInstant } from '@procure/shared-ui';
import type { ReactNode } from 'react';
import { trimQuantity } from './order-ledger-table.tsx';
import { useCourierLabel, type DeliveryNote } from './order-lifecycle-tables.tsx';

/** "Delivery details": one delivery note as an A4 sheet (screen and print), for both portals. */
export function DeliveryNoteSheet({
  note,
  orderCode,
  companyName,
  back,
}: {
  note: DeliveryNote;
  orderCode: string;
  companyName: string;
  back: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const courierLabel = useCourierLabel();
  const facts: [string, string][] = [
    [t`Order no.`, orderCode],
    [t`Courier`, courierLabel(note.courier)],
    [t`Tracking no.`, note.trackingNo],
    [t`Expected arrival`, note.expectedArrival ?? '—'],
    [t`Sent by`, note.createdByName],
    [t`Sent`, formatInstant(note.createdAt, i18n.locale)],
  ];
  return (
    <PrintLayout
      title={t`Delivery note`}
      companyName={companyName}
      headerAside={<Text data-testid="delivery-code">{note.code}</Text>}
      toolbar={
        <Stack direction="row" gap="2">
          {back}
          <Button size="sm" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        </Stack>
      }
    >
      <Stack gap="4">
        <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="2">
          {facts.map(([label, value]) => (
            <Text key={label}>
              <Text as="span" color="fg.muted">
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
              <Table.ColumnHeader textAlign="end">{t`Quantity delivered`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {note.lines.map((line) => (
              <Table.Row key={line.orderLineId}>
                <Table.Cell>{line.lineNo}</Table.Cell>
                <Table.Cell>{'productCode' in line ? String(line.productCode) : ''}</Table.Cell>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell textAlign="end">
                  {trimQuantity(line.quantity)} {line.unit}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {note.remark ? <Text>{note.remark}</Text> : null}
      </Stack>
    </PrintLayout>
  );
}
