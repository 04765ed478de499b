import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApprovalTasks } from '@procure/approval-data-access';
import { codeEntries } from '@procure/shared-codes';
import {
  DataTable,
  FilterBar,
  Money,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  useListQuery,
  type FilterDef,
} from '@procure/shared-ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActDialog, type ActAction } from './act-dialog.tsx';
import { BatchApproveDialog } from './batch-approve-dialog.tsx';
import { hasAmount, type DocRef, type TaskItem, type TaskState } from './inbox-types.ts';

const column = dataTableColumnHelper<TaskItem>();

/** /procurement/pendingApproval (state pending) and /procurement/approved (state done), every document type. */
export function InboxPage({ state }: { state: TaskState }) {
  const { t, i18n } = useLingui();
  const filterDefs = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', kind: 'text', label: t`Keyword`, placeholder: t`Code, title or applicant` },
      {
        key: 'docType',
        kind: 'select',
        label: t`Document type`,
        options: codeEntries('documentType').map((e) => ({ value: String(e.code), label: i18n._(e.label) })),
      },
    ],
    [t, i18n],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filterDefs);
  const page = Math.max(1, Number(query.cursor) || 1);
  const keyword = typeof query.filters['keyword'] === 'string' ? query.filters['keyword'] : undefined;
  // The query string carries the code as text (docType=0); the server validates it.
  const docType = typeof query.filters['docType'] === 'string' ? query.filters['docType'] : undefined;
  const tasks = useApprovalTasks({
    state,
    ...(keyword ? { keyword } : {}),
    ...(docType ? { docType } : {}),
    page,
    pageSize: query.pageSize,
  });
  const [acting, setActing] = useState<(DocRef & { action: ActAction }) | null>(null);
  const [batch, setBatch] = useState<TaskItem[] | null>(null);
  const pending = state === 'pending';

  const columns = [
    column.accessor('code', {
      header: t`Document`,
      meta: { label: t`Document` },
      cell: (info) => (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={info.row.original.detailPath}>{info.getValue()}</RouterLink>
        </Link>
      ),
      size: 170,
    }),
    column.accessor('title', {
      header: t`Title`,
      meta: { label: t`Title` },
      cell: (info) => (
        <Box>
          <Text lineClamp={1}>{info.getValue()}</Text>
          {info.row.original.onBehalfOfName ? (
            <Text textStyle="xs" color="fg.muted">
              <Trans>On behalf of {info.row.original.onBehalfOfName}</Trans>
            </Text>
          ) : null}
        </Box>
      ),
      size: 260,
    }),
    column.accessor('docType', {
      header: t`Type`,
      meta: { label: t`Type` },
      cell: (info) => <StatusBadge set="documentType" value={info.getValue()} />,
      size: 150,
    }),
    column.accessor('applicantName', { header: t`Applicant`, meta: { label: t`Applicant` }, size: 120 }),
    column.accessor('amount', {
      header: t`Amount`,
      meta: { label: t`Amount`, align: 'end' },
      cell: (info) =>
        hasAmount(info.row.original.docType) ? (
          <Money value={info.getValue()} currency={info.row.original.currency} />
        ) : null,
      size: 140,
    }),
    column.accessor('nodeName', { header: t`Step`, meta: { label: t`Step` }, size: 140 }),
    column.accessor(pending ? 'submittedAt' : 'actedAt', {
      header: pending ? t`Submitted` : t`Acted`,
      meta: { label: pending ? t`Submitted` : t`Acted` },
      cell: (info) => {
        const value = info.getValue();
        return value ? formatInstant(value, i18n.locale) : '—';
      },
      size: 180,
    }),
    ...(pending
      ? [
          column.display({
            id: 'actions',
            header: t`Actions`,
            meta: { label: t`Actions` },
            cell: (info) => {
              const task = info.row.original;
              const open = (action: ActAction) =>
                setActing({ docType: task.docType, documentId: task.documentId, code: task.code, action });
              return (
                <HStack gap="1">
                  <Button size="xs" colorPalette="brand" onClick={() => open('approve')}>
                    <Trans>Approve</Trans>
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => open('reject')}>
                    <Trans>Reject</Trans>
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => open('transfer')}>
                    <Trans>Transfer</Trans>
                  </Button>
                </HStack>
              );
            },
            size: 230,
          }),
        ]
      : [
          column.accessor('state', {
            header: t`Result`,
            meta: { label: t`Result` },
            cell: (info) => <TaskStateText state={info.getValue()} />,
            size: 120,
          }),
        ]),
  ];

  const data = tasks.data;
  return (
    <Box>
      <PageHeader title={pending ? <Trans>Pending my approval</Trans> : <Trans>Approved by me</Trans>} />
      <FilterBar filters={filterDefs} values={query.filters} onApply={setFilters} />
      <DataTable<TaskItem>
        label={pending ? t`Pending my approval` : t`Approved by me`}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(row) => row.taskId}
        loading={tasks.isPending}
        error={tasks.isError ? t`The approvals could not be loaded.` : undefined}
        onRetry={() => void tasks.refetch()}
        empty={{
          title: pending ? t`Nothing waits for your approval` : t`You have not approved anything yet`,
        }}
        rowProps={(row) => ({ 'data-testid': `task-row-${row.documentId}` })}
        {...(pending
          ? {
              batchActions: (rows: TaskItem[], clear: () => void) => (
                <Button
                  size="xs"
                  colorPalette="brand"
                  onClick={() => {
                    setBatch(rows);
                    clear();
                  }}
                >
                  <Trans>Approve selected</Trans>
                </Button>
              ),
            }
          : {})}
        pagination={{
          hasPrevious: page > 1,
          hasNext: data ? page * query.pageSize < data.total : false,
          onPrevious: () => setCursor(page > 2 ? String(page - 1) : null),
          onNext: () => setCursor(String(page + 1)),
          pageSize: query.pageSize,
          onPageSizeChange: setPageSize,
        }}
      />
      <ActDialog target={acting} onClose={() => setActing(null)} />
      <BatchApproveDialog tasks={batch} onClose={() => setBatch(null)} />
    </Box>
  );
}

/** The caller's own action on a done task. */
export function TaskStateText({ state }: { state: string }) {
  const { t } = useLingui();
  const look: Record<string, [string, string]> = {
    approved: [t`Approved`, 'green.fg'],
    rejected: [t`Rejected`, 'red.fg'],
    transferred: [t`Transferred`, 'purple.fg'],
    pending: [t`Waiting`, 'orange.fg'],
  };
  const [label, color] = look[state] ?? [state, 'fg.muted'];
  return <Text color={color}>{label}</Text>;
}
