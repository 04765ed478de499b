import { Badge, Box, Button, HStack, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useMessageActions,
  useMessages,
  type MessageAllAction,
  type MessageBatchAction,
  type MessageListFilters,
} from '@procure/message-data-access';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  PageHeader,
  dataTableColumnHelper,
  formatInstant,
  showSuccessToast,
  useListQuery,
  type FilterDef,
} from '@procure/shared-ui';
import { CheckCheck, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGE_KIND_LABELS, type MessageKind } from './message-kind-label.ts';

type Row = {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

const column = dataTableColumnHelper<Row>();

/** /messageCenter/index: the caller's messages with filters, batch and all-at-once read / delete. */
export function MessageCenterPage() {
  const { t, i18n } = useLingui();
  const filterDefs = useMemo<FilterDef[]>(
    () => [
      {
        key: 'read',
        kind: 'select',
        label: t`Status`,
        options: [
          { value: 'false', label: t`Unread` },
          { value: 'true', label: t`Read` },
        ],
      },
      {
        key: 'kind',
        kind: 'select',
        label: t`Type`,
        options: Object.entries(MESSAGE_KIND_LABELS).map(([value, label]) => ({
          value,
          label: i18n._(label),
        })),
      },
    ],
    [t, i18n],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filterDefs);
  const page = Math.max(1, Number(query.cursor) || 1);
  const filters: MessageListFilters = {
    ...(query.filters['read'] ? { read: query.filters['read'] as 'true' | 'false' } : {}),
    ...(query.filters['kind'] ? { kind: query.filters['kind'] as MessageKind } : {}),
    page,
    pageSize: query.pageSize,
  };
  const list = useMessages(filters);
  const { batch, all } = useMessageActions();
  const [confirmAll, setConfirmAll] = useState<MessageAllAction | null>(null);

  const runBatch = (action: MessageBatchAction, rows: Row[], clear: () => void) =>
    batch.mutate(
      { action, ids: rows.map((r) => r.id) },
      {
        onSuccess: ({ desc }) => {
          clear();
          showSuccessToast(desc);
        },
      },
    );

  const columns = [
    column.accessor('title', {
      header: t`Title`,
      meta: { label: t`Title` },
      cell: (info) => {
        const row = info.row.original;
        return (
          <HStack gap="2">
            {row.read ? null : (
              // A plain div may not carry aria-label (axe: aria-prohibited-attr): the dot is an image.
              <Box
                w="2"
                h="2"
                rounded="full"
                bg="red.solid"
                flexShrink={0}
                role="img"
                aria-label={t`Unread`}
              />
            )}
            {/* The title opens the detail (which marks the message read). */}
            <Link asChild fontWeight={row.read ? 'normal' : 'semibold'} color={row.read ? 'fg.muted' : 'fg'}>
              <RouterLink to={`/messageCenter/detail/${row.id}`}>{row.title}</RouterLink>
            </Link>
          </HStack>
        );
      },
      size: 420,
    }),
    column.accessor('kind', {
      header: t`Type`,
      meta: { label: t`Type` },
      cell: (info) => (
        <Badge variant="subtle" colorPalette={info.getValue() === 'approvalTask' ? 'orange' : 'gray'}>
          {i18n._(MESSAGE_KIND_LABELS[info.getValue()])}
        </Badge>
      ),
      size: 140,
    }),
    column.accessor('createdAt', {
      header: t`Received`,
      meta: { label: t`Received` },
      // The tenant's time zone (DOMAIN.md), as on the documents the messages link to.
      cell: (info) => formatInstant(info.getValue(), i18n.locale),
      size: 200,
    }),
  ];

  const data = list.data;
  return (
    <Box>
      <PageHeader
        title={<Trans>Message center</Trans>}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setConfirmAll('readAll')}>
              <CheckCheck size={16} />
              <Trans>Mark all read</Trans>
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmAll('deleteAll')}>
              <Trash2 size={16} />
              <Trans>Delete all</Trans>
            </Button>
          </HStack>
        }
      />
      <FilterBar filters={filterDefs} values={query.filters} onApply={setFilters} />
      <DataTable<Row>
        label={t`Messages`}
        columns={columns}
        data={(data?.rows ?? []) as Row[]}
        getRowId={(row) => row.id}
        loading={list.isPending}
        error={list.isError ? t`The messages could not be loaded.` : undefined}
        onRetry={() => void list.refetch()}
        empty={{ title: t`No messages` }}
        rowProps={(row) => ({
          'data-testid': `message-row-${row.id}`,
          'data-read': String(row.read),
        })}
        batchActions={(rows, clear) => (
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              onClick={() => runBatch('read', rows, clear)}
              loading={batch.isPending}
            >
              <Trans>Mark read</Trans>
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => runBatch('setUnread', rows, clear)}
              loading={batch.isPending}
            >
              <Trans>Mark unread</Trans>
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => runBatch('delete', rows, clear)}
              loading={batch.isPending}
            >
              <Trans>Delete</Trans>
            </Button>
          </HStack>
        )}
        pagination={{
          hasPrevious: page > 1,
          hasNext: data ? page * data.pageSize < data.total : false,
          onPrevious: () => setCursor(page > 2 ? String(page - 1) : null),
          onNext: () => setCursor(String(page + 1)),
          pageSize: query.pageSize,
          onPageSizeChange: setPageSize,
        }}
      />
      <ConfirmDialog
        open={confirmAll !== null}
        onOpenChange={(open) => !open && setConfirmAll(null)}
        title={confirmAll === 'deleteAll' ? t`Delete all messages?` : t`Mark all messages read?`}
        description={confirmAll === 'deleteAll' ? t`Every message in the list is removed.` : undefined}
        confirmLabel={confirmAll === 'deleteAll' ? t`Delete all` : t`Mark all read`}
        tone={confirmAll === 'deleteAll' ? 'danger' : 'primary'}
        loading={all.isPending}
        onConfirm={() =>
          confirmAll &&
          all.mutate(confirmAll, {
            onSuccess: ({ desc }) => {
              setConfirmAll(null);
              showSuccessToast(desc);
            },
          })
        }
      />
    </Box>
  );
}
