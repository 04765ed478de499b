import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useFinanceInvoiceTitles,
  useSaveInvoiceTitle,
  useSetDefaultInvoiceTitle,
  useSetInvoiceTitleStatus,
  type FinanceInvoiceTitle,
} from '@procure/masterdata-data-access';
import { useCurrentUser } from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import { PERMISSIONS } from '@procure/shared-codes';
import {
  ConfirmDialog,
  DataTable,
  FormDialog,
  PageHeader,
  TextField,
  dataTableColumnHelper,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  type DataTableColumn,
} from '@procure/shared-ui';
import { invoiceTitleFormSchema, type InvoiceTitleFormInput } from '@procure/shared-validation';
import { Plus, Star } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';

// `/assetsManagement/invoiceTitle` (issue #15, spec §2 /assetsManagement "invoice title"): the buyer
// company's invoice titles (抬头) that invoice requests and suppliers' invoices are addressed to. The SAME
// entity as the master-data tab (`/setting/masterData?tab=invoiceTitles`), for finance: add and edit, enable
// and disable, and the default title the invoice request form starts on.

const column = dataTableColumnHelper<FinanceInvoiceTitle>();
const noTitles: FinanceInvoiceTitle[] = [];
const blank: InvoiceTitleFormInput = {
  title: '',
  taxNo: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
};

type Editing = { row?: FinanceInvoiceTitle };

export function InvoiceTitlePage() {
  const { t } = useLingui();
  const titles = useFinanceInvoiceTitles();
  // The master-data tab is the setting page's (setting:masterData): offered to those who may open it.
  const canOpenMasterData =
    useCurrentUser().data?.permissions.includes(PERMISSIONS.settingMasterData) ?? false;
  const save = useSaveInvoiceTitle();
  const status = useSetInvoiceTitleStatus();
  const setDefault = useSetDefaultInvoiceTitle();
  const form = useZodForm(invoiceTitleFormSchema, { defaultValues: blank });
  const formId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<FinanceInvoiceTitle | null>(null);

  const open = (row?: FinanceInvoiceTitle) => {
    form.reset(
      row
        ? {
            title: row.title,
            taxNo: row.taxNo,
            bankName: row.bankName,
            bankAccount: row.bankAccount,
            address: row.address,
            phone: row.phone ?? '',
          }
        : blank,
    );
    setEditing(row ? { row } : {});
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = { ...values, ...(editing?.row ? { id: editing.row.id } : {}) };
      const { desc } = await save.mutateAsync(body);
      showSuccessToast(desc || t`Saved`);
      setEditing(null);
    } catch (error) {
      // The api-client has shown the server's message; its field errors go under the fields.
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  const { mutate: makeDefault } = setDefault;
  const pendingDefault = setDefault.isPending ? setDefault.variables : undefined;
  const columns = useMemo<DataTableColumn<FinanceInvoiceTitle>[]>(
    () => [
      column.display({
        id: 'title',
        header: t`Invoice title`,
        meta: { label: t`Invoice title` },
        cell: ({ row }) => (
          <HStack gap="2" minW="36" wrap="wrap">
            <Text fontWeight="medium" wordBreak="break-word">
              {row.original.title}
            </Text>
            {row.original.isDefault ? (
              <Badge colorPalette="blue" data-testid="invoice-title-default">
                <Trans>Default</Trans>
              </Badge>
            ) : null}
          </HStack>
        ),
      }),
      column.display({
        id: 'taxNo',
        header: t`Taxpayer ID (credit code)`,
        meta: { label: t`Taxpayer ID (credit code)` },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.taxNo}</Text>,
      }),
      column.display({
        id: 'bank',
        header: t`Bank and account`,
        meta: { label: t`Bank and account` },
        cell: ({ row }) => (
          <Stack gap="0.5" minW="32">
            <Text>{row.original.bankName}</Text>
            <Text color="fg.muted" fontFamily="mono">
              {row.original.bankAccount}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'address',
        header: t`Address and phone`,
        meta: { label: t`Address and phone` },
        cell: ({ row }) => (
          <Stack gap="0.5" minW="32">
            <Text wordBreak="break-word">{row.original.address}</Text>
            <Text color="fg.muted">{row.original.phone ?? '—'}</Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => (
          <Badge colorPalette={row.original.disabled ? 'gray' : 'green'}>
            {row.original.disabled ? t`Disabled` : t`Enabled`}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row }) => {
          const title = row.original;
          return (
            // One action per line: the column stays narrow and every action stays in view.
            <Stack gap="0.5" align="flex-start">
              <Button size="xs" variant="ghost" onClick={() => open(title)}>
                <Trans>Edit</Trans>
              </Button>
              {!title.disabled && !title.isDefault ? (
                <Button
                  size="xs"
                  variant="ghost"
                  data-testid="invoice-title-set-default"
                  loading={pendingDefault === title.id}
                  disabled={pendingDefault !== undefined}
                  onClick={() =>
                    makeDefault(title.id, {
                      onSuccess: ({ desc }) => showSuccessToast(desc || t`Default invoice title set`),
                    })
                  }
                >
                  <Star />
                  <Trans>Set as default</Trans>
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="ghost"
                colorPalette={title.disabled ? 'green' : 'red'}
                data-testid="invoice-title-toggle"
                onClick={() => setToggling(title)}
              >
                {title.disabled ? t`Enable` : t`Disable`}
              </Button>
            </Stack>
          );
        },
      }),
    ],
    // `open` only resets the form and opens the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, makeDefault, pendingDefault],
  );

  const toggle = () => {
    if (!toggling) return;
    status.mutate(
      { id: toggling.id, disabled: !toggling.disabled },
      {
        onSuccess: ({ desc }) => showSuccessToast(desc),
        onSettled: () => setToggling(null),
      },
    );
  };

  const addButton = (
    <Button onClick={() => open()} data-testid="invoice-title-add">
      <Plus />
      <Trans>Add invoice title</Trans>
    </Button>
  );
  const heading = t`Invoice titles`;

  return (
    <Box>
      <PageHeader
        title={heading}
        description={t`The company names, taxpayer IDs and bank details suppliers put on your invoices. New invoice requests start on the default title; a disabled title is no longer offered.`}
        actions={
          <HStack gap="2" wrap="wrap">
            {canOpenMasterData ? (
              <Button asChild variant="outline" data-testid="invoice-title-master-data">
                <Link to="/setting/masterData?tab=invoiceTitles">{t`Master data: invoice titles`}</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/assetsManagement/invoiceRequest">{t`New invoice request`}</Link>
            </Button>
            {addButton}
          </HStack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <DataTable
          label={heading}
          columns={columns}
          data={titles.data ?? noTitles}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `invoice-title-row-${row.taxNo}` })}
          loading={titles.isPending}
          error={
            titles.isError
              ? isApiError(titles.error) && titles.error.desc
                ? titles.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void titles.refetch()}
          empty={{
            title: t`No invoice titles yet`,
            description: t`Add the company name and taxpayer ID your invoices are made out to.`,
            action: addButton,
          }}
          maxHeight="none"
        />
      </Box>

      <FormDialog
        size="md"
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={editing?.row ? t`Edit invoice title` : t`Add invoice title`}
        formId={formId}
        saving={save.isPending}
      >
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="3">
            <TextField control={form.control} name="title" label={t`Invoice title (company name)`} required />
            <TextField
              control={form.control}
              name="taxNo"
              label={t`Taxpayer ID (credit code)`}
              required
              maxLength={18}
              helperText={t`The 18-character unified social credit code on the business licence.`}
            />
            <TextField control={form.control} name="bankName" label={t`Bank`} required />
            <TextField control={form.control} name="bankAccount" label={t`Bank account`} required />
            <TextField control={form.control} name="address" label={t`Registered address`} required />
            <TextField control={form.control} name="phone" label={t`Phone`} />
          </Stack>
        </form>
      </FormDialog>

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(isOpen) => !isOpen && setToggling(null)}
        title={toggling?.disabled ? t`Enable this invoice title?` : t`Disable this invoice title?`}
        description={
          toggling?.disabled
            ? t`It will be offered on invoice requests again.`
            : toggling?.isDefault
              ? t`It is the default title: after disabling it there is no default until you set one. Requests already sent keep it.`
              : t`It will no longer be offered on invoice requests; requests already sent keep it.`
        }
        confirmLabel={toggling?.disabled ? t`Enable` : t`Disable`}
        tone={toggling?.disabled ? 'primary' : 'danger'}
        loading={status.isPending}
        onConfirm={toggle}
      />
    </Box>
  );
}
