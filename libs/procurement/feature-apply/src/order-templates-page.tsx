import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useDeleteTemplate,
  useOrderTemplates,
  useRenameTemplate,
  useRequestFromTemplate,
  type OrderTemplate,
} from '@procure/procurement-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  DataTable,
  NameDialog,
  PageHeader,
  dataTableColumnHelper,
  formatInstant,
  showSuccessToast,
  type DataTableColumn,
} from '@procure/shared-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

const column = dataTableColumnHelper<OrderTemplate>();
const noRows: OrderTemplate[] = [];

/** `/procurement/orderTemplate`: the caller's order templates — start a request, rename, delete. */
export function OrderTemplatesPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const templates = useOrderTemplates();
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const start = useRequestFromTemplate();
  const [renaming, setRenaming] = useState<OrderTemplate | null>(null);
  const [deleting, setDeleting] = useState<OrderTemplate | null>(null);
  const renameError =
    rename.error && isApiError(rename.error)
      ? (rename.error.fields.find((f) => f.path === 'name')?.message ?? null)
      : null;

  const columns: DataTableColumn<OrderTemplate>[] = useMemo(
    () => [
      column.display({
        id: 'name',
        header: t`Template name`,
        meta: { label: t`Template name` },
        cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
      }),
      column.display({
        id: 'source',
        header: t`Saved from`,
        meta: { label: t`Saved from` },
        cell: ({ row }) =>
          row.original.sourceType === 'order'
            ? t`Order ${row.original.sourceCode}`
            : t`Request ${row.original.sourceCode}`,
      }),
      column.display({
        id: 'lineCount',
        header: t`Lines`,
        meta: { label: t`Lines` },
        cell: ({ row }) => row.original.lineCount,
      }),
      column.display({
        id: 'updatedAt',
        header: t`Updated`,
        meta: { label: t`Updated` },
        cell: ({ row }) => formatInstant(row.original.updatedAt, i18n.locale),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions`, exportable: false },
        cell: ({ row }) => (
          <HStack gap="1">
            <Button
              size="sm"
              colorPalette="brand"
              loading={start.isPending && start.variables === row.original.id}
              data-testid={`template-start-${row.original.name}`}
              onClick={() =>
                start.mutate(row.original.id, {
                  onSuccess: (saved) => void navigate(`/procurement/edit/${saved.id}`),
                })
              }
            >
              {t`New request`}
            </Button>
            <Button size="sm" variant="outline" onClick={() => (rename.reset(), setRenaming(row.original))}>
              {t`Rename`}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(row.original)}>
              {t`Delete`}
            </Button>
          </HStack>
        ),
      }),
    ],
    [t, i18n.locale, start, navigate, rename],
  );

  return (
    <Box>
      <PageHeader
        title={t`Order templates`}
        description={t`Save a request's or an order's lines as a template on its detail page, then start new requests from it.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <DataTable
          label={t`Order templates`}
          columns={columns}
          data={templates.data ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `template-row-${row.name}` })}
          loading={templates.isPending}
          error={templates.isError ? t`Check your connection and try again.` : undefined}
          onRetry={() => void templates.refetch()}
          empty={{
            title: t`No order templates yet`,
            description: t`Open a purchase request or an order and choose "Save as template".`,
          }}
          tableKey="procurement.templates"
        />
      </Box>
      <NameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t`Rename template`}
        label={t`Template name`}
        confirmLabel={t`Save`}
        initial={renaming?.name ?? ''}
        loading={rename.isPending}
        serverError={renameError}
        onConfirm={(name) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: ({ desc }) => {
                setRenaming(null);
                showSuccessToast(desc);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete template "${deleting?.name ?? ''}"?`}
        description={t`Requests already started from it stay as they are.`}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ desc }) => {
              setDeleting(null);
              showSuccessToast(desc);
            },
          })
        }
      />
    </Box>
  );
}
