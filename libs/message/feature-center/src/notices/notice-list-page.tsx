import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { useNotices, type Notice, type NoticeQuery } from '@procure/message-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  dataTableColumnHelper,
  formatInstant,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  NOTICE_STATUSES,
  NoticeStatusBadge,
  useAudienceText,
  useNoticeStatusLabels,
} from './notice-status.tsx';

const column = dataTableColumnHelper<Notice>();
const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function noticeQuery(query: ListQuery): NoticeQuery {
  const out: NoticeQuery = { pageSize: query.pageSize };
  const { status, keyword } = query.filters;
  if (typeof status === 'string' && status) out.status = status as NoticeQuery['status'];
  if (typeof keyword === 'string' && keyword.trim()) out.keyword = keyword.trim();
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

function useColumns(): DataTableColumn<Notice>[] {
  const { t, i18n } = useLingui();
  const audience = useAudienceText();
  return useMemo(
    () => [
      column.display({
        id: 'title',
        header: t`Title`,
        meta: { label: t`Title` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium">
            <Link to={`/setting/noticeSetting/detail/${row.original.id}`}>{row.original.title}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <NoticeStatusBadge status={row.original.status} />,
      }),
      column.display({
        id: 'audience',
        header: t`Audience`,
        meta: { label: t`Audience` },
        cell: ({ row }) => <Text minW="28">{audience(row.original)}</Text>,
      }),
      column.display({
        id: 'publishedAt',
        header: t`Publish time`,
        meta: { label: t`Publish time` },
        cell: ({ row }) => {
          const at = row.original.publishedAt ?? row.original.publishAt;
          return <Text whiteSpace="nowrap">{at ? formatInstant(at, i18n.locale) : '—'}</Text>;
        },
      }),
      column.display({
        id: 'recipientCount',
        header: t`Recipients`,
        meta: { label: t`Recipients` },
        cell: ({ row }) => <Text {...numeric}>{row.original.recipientCount}</Text>,
      }),
      column.display({
        id: 'readCount',
        header: t`Read`,
        meta: { label: t`Read` },
        cell: ({ row }) => <Text {...numeric}>{row.original.readCount}</Text>,
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
    [t, i18n.locale, audience],
  );
}

/** `/setting/noticeSetting`: the company's notices (drafts, scheduled, published, withdrawn), keyset pages. */
export function NoticeListPage() {
  const { t } = useLingui();
  const labels = useNoticeStatusLabels();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Title` },
      {
        key: 'status',
        label: t`Status`,
        kind: 'select',
        options: NOTICE_STATUSES.map((s) => ({ value: s, label: labels[s] })),
      },
    ],
    [t, labels],
  );
  const { params, filterBar, table } = useKeysetList(filters, noticeQuery, useNotices);
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Notices`}
        description={t`Company announcements: publish at once or at a set time, to everyone or to chosen roles. Recipients find them in the message center.`}
        actions={
          <Button asChild>
            <Link to="/setting/noticeSetting/create">
              <Plus size={16} />
              <Trans>New notice</Trans>
            </Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Notices`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          empty={{ title: t`No notices yet`, description: t`Write the first one with "New notice".` }}
          tableKey="message.notices"
          onExport={(cols) => exportList('message.notices', params, cols)}
        />
      </Box>
    </Box>
  );
}
