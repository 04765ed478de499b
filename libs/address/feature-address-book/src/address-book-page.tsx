import { Box, Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addressFormSchema,
  useAddresses,
  useDeleteAddress,
  useSaveAddress,
  useSetDefaultAddress,
  type AddressFormOutput,
} from '@procure/address-data-access';
import { columnSetupAdapter } from '@procure/preferences-data-access';
import {
  AddressFormDialog,
  emptyAddressFormValues,
  toAddressFormValues,
  toAddressTypeCode,
  type AddressView,
} from '@procure/address-ui';
import { isApiError } from '@procure/shared-api-client';
import { ADDRESS_TYPE, type AddressTypeCode } from '@procure/shared-codes';
import {
  ConfirmDialog,
  DataTable,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAddressBookColumns } from './address-book-columns.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string };

// Stable while loading, so the table does not treat every render as new data.
const noAddresses: AddressView[] = [];

export type AddressBookPageProps = {
  /**
   * A focused view of one type of the SAME address book (issue #15: `/assetsManagement/receivingAddress`
   * shows the invoice addresses the invoice request form reads): the list shows that type only and the
   * form adds and edits that type without asking.
   */
  addressType?: AddressTypeCode;
  title?: string;
  description?: ReactNode;
  /** Extra header buttons (links to the related pages). */
  links?: ReactNode;
};

/** `/userSetting/address`: the personal address book (list, add, edit, delete, set default). */
export function AddressBookPage({ addressType, title, description, links }: AddressBookPageProps = {}) {
  const { t } = useLingui();
  const addresses = useAddresses();
  const rows = useMemo(
    () =>
      addressType === undefined
        ? (addresses.data ?? noAddresses)
        : (addresses.data ?? noAddresses).filter((address) => address.addressType === addressType),
    [addresses.data, addressType],
  );
  const blank = useMemo(
    () => ({ ...emptyAddressFormValues, addressType: addressType ?? emptyAddressFormValues.addressType }),
    [addressType],
  );
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const form = useZodForm(addressFormSchema, { defaultValues: emptyAddressFormValues });
  const heading = title ?? t`Address settings`;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);

  const openAdd = () => {
    form.reset(blank);
    setEditing({ mode: 'add' });
  };
  const openEdit = useCallback(
    (address: AddressView) => {
      form.reset(toAddressFormValues(address));
      setEditing({ mode: 'edit', id: address.id });
    },
    [form],
  );

  const submit = async (values: AddressFormOutput) => {
    if (!editing) return;
    try {
      // A blank street is sent as null so that editing can clear it (an absent field could mean "unchanged").
      const body = { ...values, street: values.street ?? null };
      const { desc } = await save.mutateAsync(editing.mode === 'edit' ? { ...body, id: editing.id } : body);
      // Spec §8: "Address add shows the server desc on success".
      showSuccessToast(desc || t`Address saved`);
      setEditing(null);
    } catch (error) {
      // The api-client has already shown the server's message; put its field errors under the fields.
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ desc }) => showSuccessToast(desc || t`Address deleted`),
      // A refusal (the default address) was already explained by the api-client's red message.
      onSettled: () => setDeleting(null),
    });
  };

  const { mutate: setDefaultMutate } = setDefault;
  const makeDefault = useCallback(
    (address: AddressView) => {
      const type = toAddressTypeCode(address.addressType);
      if (type === undefined) return;
      setDefaultMutate(
        { id: address.id, type },
        { onSuccess: ({ desc }) => showSuccessToast(desc || t`Default address updated`) },
      );
    },
    [setDefaultMutate, t],
  );
  const columns = useAddressBookColumns({
    onEdit: openEdit,
    onSetDefault: makeDefault,
    onDelete: setDeleting,
    pendingId: setDefault.isPending ? setDefault.variables.id : undefined,
  });

  const addButton = (
    <Button onClick={openAdd}>
      <Plus />
      <Trans>Add address</Trans>
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title={heading}
        description={description}
        actions={
          links ? (
            <HStack gap="2" wrap="wrap">
              {links}
              {addButton}
            </HStack>
          ) : (
            addButton
          )
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <DataTable
          label={heading}
          columns={columns}
          data={rows}
          getRowId={(address) => address.id}
          rowProps={(address) => ({ 'data-testid': `address-row-${address.id}` })}
          loading={addresses.isPending}
          error={
            addresses.isError
              ? isApiError(addresses.error) && addresses.error.desc
                ? addresses.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void addresses.refetch()}
          empty={{
            title: t`No addresses yet`,
            description: t`Add a receiving or invoice mailing address to use it on purchase requests.`,
            action: addButton,
          }}
          tableKey={addressType === ADDRESS_TYPE.invoice ? 'address.invoice' : 'address.book'}
          columnSettings={columnSetupAdapter}
          maxHeight="none"
        />
      </Box>

      <AddressFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        mode={editing?.mode ?? 'add'}
        saving={save.isPending}
        form={form}
        onSubmit={submit}
        fixedType={addressType}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this address?`}
        description={
          deleting
            ? `${deleting.name} · ${deleting.provinceName} ${deleting.cityName} ${deleting.areaName} ${deleting.address}`
            : undefined
        }
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        tone="danger"
      />
    </Box>
  );
}

/**
 * `/assetsManagement/receivingAddress` (issue #15, spec §2): where suppliers send paper invoices — the
 * invoice addresses of the caller's own address book, the list the invoice request form offers.
 */
export function InvoiceAddressPage() {
  const { t } = useLingui();
  return (
    <AddressBookPage
      addressType={ADDRESS_TYPE.invoice}
      title={t`Invoice receiving addresses`}
      description={t`Where suppliers send your paper invoices. These are the invoice addresses of your address book; the default one is preselected on new invoice requests.`}
      links={
        <>
          <Button asChild variant="outline" data-testid="invoice-address-book">
            <Link to="/userSetting/address">{t`All my addresses`}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/assetsManagement/invoiceRequest">{t`New invoice request`}</Link>
          </Button>
        </>
      }
    />
  );
}
