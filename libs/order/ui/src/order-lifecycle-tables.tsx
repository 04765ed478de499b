import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { COURIERS, courierLabelId, type Courier } from '@procure/shared-validation';
import { Money, formatInstant } from '@procure/shared-ui';
import type { ReactNode } from 'react';
import { trimQuantity } from './order-ledger-table.tsx';

// Read-only pieces of the order lifecycle (issue #13), shared by the buyer pages and the supplier
// portal: delivery notes, a change's line diff, and the versions of an order.

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export type DeliveryNote = {
  id: string;
  code: string;
  courier: string;
  trackingNo: string;
  expectedArrival: string | null;
  remark: string | null;
  createdByName: string;
  createdAt: string;
  lines: readonly { orderLineId: string; lineNo: number; name: string; unit: string; quantity: string }[];
};

/** The courier's name in the active language (an unknown code shows as sent). */
export function useCourierLabel(): (code: string) => string {
  const { i18n } = useLingui();
  return (code) =>
    (COURIERS as readonly string[]).includes(code) ? i18n._(courierLabelId(code as Courier)) : code;
}

/** The delivery notes of an order, each with its lines; `link` renders the note number. */
export function DeliveriesTable({
  deliveries,
  link,
}: {
  deliveries: readonly DeliveryNote[];
  link: (note: DeliveryNote) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const courierLabel = useCourierLabel();
  if (deliveries.length === 0) return <Text color="fg.muted">{t`No delivery notes yet.`}</Text>;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" data-testid="delivery-notes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Delivery note`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Courier`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Tracking no.`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Expected arrival`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Lines`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Sent`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((note) => (
            <Table.Row key={note.id} data-testid={`delivery-${note.code}`}>
              <Table.Cell whiteSpace="nowrap">{link(note)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{courierLabel(note.courier)}</Table.Cell>
              <Table.Cell>{note.trackingNo}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{note.expectedArrival ?? '—'}</Table.Cell>
              <Table.Cell>
                {note.lines.map((line) => (
                  <Text key={line.orderLineId}>
                    {line.lineNo}. {line.name} × {trimQuantity(line.quantity)} {line.unit}
                  </Text>
                ))}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatInstant(note.createdAt, i18n.locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export type ChangeLine = {
  orderLineId: string;
  lineNo: number;
  name: string;
  unit: string;
  oldQty: string;
  newQty: string;
  oldUnitPrice: string;
  newUnitPrice: string;
  oldAmount: string;
  newAmount: string;
  oldNeedByDate: string;
  newNeedByDate: string;
};

function Diff({ from, to, children }: { from: string; to: string; children?: (value: string) => ReactNode }) {
  const show = children ?? ((value: string) => value);
  if (from === to) return <>{show(to)}</>;
  return (
    <Stack gap="0" align="flex-end">
      <Text as="del" color="fg.muted" fontSize="xs">
        {show(from)}
      </Text>
      <Text as="ins" textDecoration="none" fontWeight="semibold" color="orange.fg">
        {show(to)}
      </Text>
    </Stack>
  );
}

/** A change's lines, old → new quantity, unit price, amount and need-by date (changed values stand out). */
export function ChangeDiffTable({ lines, currency }: { lines: readonly ChangeLine[]; currency: string }) {
  const { t } = useLingui();
  const money = (value: string) => <Money value={value} currency={currency} />;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" data-testid="change-diff">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{t`Quantity`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{t`Unit price`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{t`Amount`}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{t`Need by`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.orderLineId}>
              <Table.Cell>{line.lineNo}</Table.Cell>
              <Table.Cell>
                {line.name}{' '}
                <Text as="span" color="fg.muted">
                  ({line.unit})
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Diff from={trimQuantity(line.oldQty)} to={trimQuantity(line.newQty)} />
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Diff from={trimQuantity(line.oldUnitPrice)} to={trimQuantity(line.newUnitPrice)} />
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Diff from={line.oldAmount} to={line.newAmount}>
                  {money}
                </Diff>
              </Table.Cell>
              <Table.Cell {...numeric}>
                <Diff from={line.oldNeedByDate} to={line.newNeedByDate} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export type OrderVersionData = {
  version: number;
  totalAmount: string;
  approvedByName: string | null;
  createdAt: string;
  lines: readonly {
    orderLineId: string;
    lineNo: number;
    name: string;
    unit: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    needByDate: string;
  }[];
};

/**
 * Every version of an order, newest first; each one shows its lines as a diff against the version
 * before it (version 1: the order as created / confirmed).
 */
export function OrderVersionsView({
  versions,
  currentVersion,
  currency,
}: {
  versions: readonly OrderVersionData[];
  currentVersion: number;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  if (versions.length === 0) {
    return <Text color="fg.muted">{t`The order has not changed since it was created (version 1).`}</Text>;
  }
  return (
    <Stack gap="4">
      {versions.map((version, index) => {
        const previous = versions[index + 1];
        const before = new Map(previous?.lines.map((line) => [line.orderLineId, line]) ?? []);
        const lines: ChangeLine[] = version.lines.map((line) => {
          const old = before.get(line.orderLineId) ?? line;
          return {
            orderLineId: line.orderLineId,
            lineNo: line.lineNo,
            name: line.name,
            unit: line.unit,
            oldQty: old.quantity,
            newQty: line.quantity,
            oldUnitPrice: old.unitPrice,
            newUnitPrice: line.unitPrice,
            oldAmount: old.amount,
            newAmount: line.amount,
            oldNeedByDate: old.needByDate,
            newNeedByDate: line.needByDate,
          };
        });
        return (
          <Box
            key={version.version}
            borderWidth="1px"
            rounded="md"
            p="3"
            data-testid={`order-version-${version.version}`}
          >
            <Stack direction="row" gap="3" align="center" mb="2" flexWrap="wrap">
              <Text fontWeight="semibold">{t`Version ${version.version}`}</Text>
              {version.version === currentVersion ? <Badge colorPalette="green">{t`Current`}</Badge> : null}
              <Text color="fg.muted" fontSize="sm">
                {formatInstant(version.createdAt, i18n.locale)}
                {version.approvedByName ? ` · ${t`approved by ${version.approvedByName}`}` : ''}
              </Text>
              <Box ms="auto">
                <Money value={version.totalAmount} currency={currency} />
              </Box>
            </Stack>
            <ChangeDiffTable lines={lines} currency={currency} />
          </Box>
        );
      })}
    </Stack>
  );
}
