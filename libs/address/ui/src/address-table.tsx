import { Badge, Button, HStack, Portal, Stack, Table, Text, Tooltip } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, metaHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import type { AddressView } from './address-model.ts';
import { addressTypeLabel } from './address-type-label.ts';

export type AddressTableProps = {
  addresses: AddressView[];
  onEdit: (address: AddressView) => void;
  onSetDefault: (address: AddressView) => void;
  onDelete: (address: AddressView) => void;
  /** The row whose action is running: its buttons are disabled meanwhile. */
  pendingId?: string | undefined;
};

type AddressTableMeta = Omit<AddressTableProps, 'addresses'>;

const features = tableFeatures({ tableMeta: metaHelper<AddressTableMeta>() });
const column = createColumnHelper<typeof features, AddressView>();

// Module scope keeps the column definitions stable (TanStack Table recomputes models when they change).
const columns = column.columns([
  // Name and mobile share a cell so that the row fits a laptop screen without scrolling sideways.
  column.accessor('name', {
    header: () => (
      <>
        <Trans>Contact</Trans> / <Trans>Mobile</Trans>
      </>
    ),
    cell: ({ row }) => (
      <Stack gap="0.5">
        <Text fontWeight="medium" wordBreak="break-word">
          {row.original.name}
        </Text>
        <Text color="fg.muted">{row.original.phone}</Text>
      </Stack>
    ),
  }),
  column.accessor('email', {
    header: () => <Trans>E-mail</Trans>,
    cell: ({ row }) => <Text wordBreak="break-all">{row.original.email}</Text>,
  }),
  column.display({
    id: 'region',
    header: () => <Trans>Region</Trans>,
    cell: ({ row }) => [row.original.provinceName, row.original.cityName, row.original.areaName].join(' '),
  }),
  column.display({
    id: 'address',
    header: () => <Trans>Detailed address</Trans>,
    cell: ({ row }) => (
      <Text wordBreak="break-word">
        {[row.original.street, row.original.address].filter(Boolean).join(' ')}
      </Text>
    ),
  }),
  column.display({
    id: 'type',
    header: () => <Trans>Type</Trans>,
    cell: ({ row }) => <AddressBadges address={row.original} />,
  }),
  column.display({
    id: 'actions',
    header: () => <Trans>Actions</Trans>,
    cell: ({ row, table }) =>
      table.options.meta ? <AddressActions address={row.original} {...table.options.meta} /> : null,
  }),
]);

// Minimum widths keep short columns on one line; the detailed address takes what is left.
const minWidths: Partial<Record<string, string>> = { name: '28', email: '48', region: '40', address: '48' };

/** The address book as a table: contact, region, detailed address, type and default badges, row actions. */
export function AddressTable({ addresses, ...meta }: AddressTableProps) {
  const table = useTable({ features, columns, data: addresses, getRowId: (address) => address.id, meta });

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      {/* Chakra tables do not wrap by default; long Chinese addresses must, or the row runs off screen. */}
      <Table.Root size="sm" striped whiteSpace="normal">
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.muted">
              {group.headers.map((header) => (
                <Table.ColumnHeader key={header.id} whiteSpace="nowrap">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {addresses.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="6">
                <Trans>No addresses yet</Trans>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} data-testid={`address-row-${row.id}`}>
              {row.getAllCells().map((cell) => (
                <Table.Cell key={cell.id} minWidth={minWidths[cell.column.id]} verticalAlign="top">
                  <table.FlexRender cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function AddressBadges({ address }: { address: AddressView }) {
  const { i18n } = useLingui();
  const label = addressTypeLabel(address.addressType);
  return (
    <HStack gap="1" wrap="nowrap">
      {label ? (
        <Badge
          colorPalette={address.addressType === ADDRESS_TYPE.invoice ? 'purple' : 'blue'}
          variant="subtle"
        >
          {i18n._(label)}
        </Badge>
      ) : null}
      {address.isDefault ? (
        <Badge colorPalette="green" variant="solid">
          <Trans>Default</Trans>
        </Badge>
      ) : null}
    </HStack>
  );
}

function AddressActions({
  address,
  onEdit,
  onSetDefault,
  onDelete,
  pendingId,
}: AddressTableMeta & { address: AddressView }) {
  const busy = pendingId === address.id;
  const locked = address.isDefault || address.nodispose === true;
  return (
    <HStack gap="1" wrap="nowrap">
      <Button size="xs" variant="ghost" colorPalette="brand" disabled={busy} onClick={() => onEdit(address)}>
        <Trans>Edit</Trans>
      </Button>
      {locked ? (
        // The server refuses to delete these; say why instead of letting the request fail.
        <Tooltip.Root openDelay={150} closeDelay={50}>
          <Tooltip.Trigger asChild>
            <span tabIndex={0}>
              <Button size="xs" variant="ghost" colorPalette="red" disabled pointerEvents="none">
                <Trans>Delete</Trans>
              </Button>
            </span>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>
                <Tooltip.Arrow>
                  <Tooltip.ArrowTip />
                </Tooltip.Arrow>
                {address.isDefault ? (
                  <Trans>The default address cannot be deleted</Trans>
                ) : (
                  <Trans>This address is in use and cannot be deleted</Trans>
                )}
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={busy}
          onClick={() => onDelete(address)}
        >
          <Trans>Delete</Trans>
        </Button>
      )}
      {address.isDefault ? null : (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          disabled={busy}
          onClick={() => onSetDefault(address)}
        >
          <Trans>Set as default</Trans>
        </Button>
      )}
    </HStack>
  );
}
