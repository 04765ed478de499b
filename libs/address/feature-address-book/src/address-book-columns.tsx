import { Badge, Button, HStack, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import { addressTypeLabel, type AddressView } from '@procure/address-ui';
import { dataTableColumnHelper, type DataTableColumn } from '@procure/shared-ui';
import { useMemo } from 'react';

export type AddressRowActions = {
  onEdit: (address: AddressView) => void;
  onSetDefault: (address: AddressView) => void;
  onDelete: (address: AddressView) => void;
  /** The row whose action is running: its buttons are disabled meanwhile. */
  pendingId?: string | undefined;
};

const column = dataTableColumnHelper<AddressView>();

/** The address book's DataTable columns (ids are the keys of the saved column settings). */
export function useAddressBookColumns(actions: AddressRowActions): DataTableColumn<AddressView>[] {
  const { t } = useLingui();
  const { onEdit, onSetDefault, onDelete, pendingId } = actions;
  return useMemo(
    () => [
      // Name and mobile share a cell so that the row fits a laptop screen without scrolling sideways.
      column.display({
        id: 'name',
        header: `${t`Contact`} / ${t`Mobile`}`,
        meta: { label: `${t`Contact`} / ${t`Mobile`}` },
        cell: ({ row }) => (
          <Stack gap="0.5" minW="28">
            <Text fontWeight="medium" wordBreak="break-word">
              {row.original.name}
            </Text>
            <Text color="fg.muted">{row.original.phone}</Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'email',
        header: t`E-mail`,
        meta: { label: t`E-mail` },
        cell: ({ row }) => (
          <Text wordBreak="break-all" minW="48">
            {row.original.email}
          </Text>
        ),
      }),
      column.display({
        id: 'region',
        header: t`Region`,
        meta: { label: t`Region` },
        cell: ({ row }) => (
          <Text minW="40">
            {[row.original.provinceName, row.original.cityName, row.original.areaName].join(' ')}
          </Text>
        ),
      }),
      column.display({
        id: 'address',
        header: t`Detailed address`,
        meta: { label: t`Detailed address` },
        cell: ({ row }) => (
          <Text wordBreak="break-word" minW="48">
            {[row.original.street, row.original.address].filter(Boolean).join(' ')}
          </Text>
        ),
      }),
      column.display({
        id: 'type',
        header: t`Type`,
        meta: { label: t`Type` },
        cell: ({ row }) => <AddressBadges address={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row }) => (
          <AddressActions
            address={row.original}
            onEdit={onEdit}
            onSetDefault={onSetDefault}
            onDelete={onDelete}
            pendingId={pendingId}
          />
        ),
      }),
    ],
    [t, onEdit, onSetDefault, onDelete, pendingId],
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
}: AddressRowActions & { address: AddressView }) {
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
