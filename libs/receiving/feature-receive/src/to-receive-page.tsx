import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useToReceive, type ToReceiveItem } from '@procure/receiving-data-access';
import { exportList } from '@procure/export-data-access';
import { CODES } from '@procure/shared-codes';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toReceiveQuery } from './list-queries.ts';

const O = CODES.order;
const RECEIVABLE = [O.awaitingShipment, O.awaitingReceipt, O.partlyReceived];
const column = dataTableColumnHelper<ToReceiveItem>();
const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function useColumns(): DataTableColumn<ToReceiveItem>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/procurement/orderDetail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => <Text minW="36">{row.original.vendorName}</Text>,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="order" value={row.original.status} />,
      }),
      column.display({
        id: 'orderedQty',
        header: t`Qty ordered`,
        meta: { label: t`Qty ordered` },
        cell: ({ row }) => <Text {...numeric}>{row.original.orderedQty}</Text>,
      }),
      column.display({
        id: 'receivedQty',
        header: t`Qty received`,
        meta: { label: t`Qty received` },
        cell: ({ row }) => <Text {...numeric}>{row.original.receivedQty}</Text>,
      }),
      column.display({
        id: 'remainingQty',
        header: t`Qty remaining`,
        meta: { label: t`Qty remaining` },
        cell: ({ row }) => <Text {...numeric}>{row.original.remainingQty}</Text>,
      }),
      column.display({
        id: 'pendingDeliveries',
        header: t`Delivery notes to receive`,
        meta: { label: t`Delivery notes to receive` },
        cell: ({ row }) =>
          row.original.pendingDeliveries.length === 0 ? (
            <Text color="fg.muted">—</Text>
          ) : (
            <Stack gap="1">
              {row.original.pendingDeliveries.map((note) => (
                <Button
                  key={note.id}
                  asChild
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  justifyContent="flex-start"
                >
                  <Link
                    to={`/Receive/take/${row.original.id}?deliveryId=${note.id}`}
                    data-testid={`receive-note-${note.code}`}
                  >
                    {t`Receive ${note.code} (${note.leftQty})`}
                  </Link>
                </Button>
              ))}
            </Stack>
          ),
      }),
      column.display({
        id: 'direct',
        header: t`Without a note`,
        meta: { label: t`Without a note`, exportable: false },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" whiteSpace="nowrap">
            <Link to={`/Receive/take/${row.original.id}`} data-testid={`receive-direct-${row.original.code}`}>
              {t`Receive directly`}
            </Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'buyerName',
        header: t`Buyer`,
        meta: { label: t`Buyer` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.buyerName}</Text>,
      }),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
    ],
    [t, i18n.locale],
  );
}

/** `/Receive/receiveList`: orders awaiting receipt and their delivery notes not yet taken (keyset pages). */
export function ToReceivePage() {
  const { t, i18n } = useLingui();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Order no. or supplier` },
      {
        key: 'status',
        label: t`Status`,
        kind: 'select',
        options: RECEIVABLE.map((entry) => ({ value: String(entry.code), label: i18n._(entry.label) })),
      },
      { key: 'created', label: t`Created`, kind: 'dateRange' },
    ],
    [t, i18n],
  );
  const { params, filterBar, table } = useKeysetList(filters, toReceiveQuery, useToReceive);
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`To receive`}
        actions={
          <Button asChild variant="outline">
            <Link to="/Receive/constList">{t`Received records`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`To receive`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `to-receive-row-${row.code}` })}
          empty={{
            title: t`Nothing to receive`,
            description: t`Orders appear here once the supplier has confirmed them.`,
          }}
          tableKey="receiving.toReceive"
          onExport={(cols) => exportList('receiving.toReceive', params, cols)}
        />
      </Box>
    </Box>
  );
}
