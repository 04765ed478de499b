import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ApprovalProgress } from '@procure/approval-ui';
import { exportList } from '@procure/export-data-access';
import {
  DataTable,
  DetailSection,
  EmptyState,
  FilterBar,
  HistoryTimeline,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  useCodeOptions,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import {
  useSupplierCopies,
  useSupplierCopy,
  type SupplierCopy,
  type SupplierCopyDetail,
  type SupplierCopyQuery,
} from '@procure/vendor-data-access';
import { ApplicationView, ChangeDiffTable } from '@procure/vendor-ui';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

// Copy-to (issue #12 §5, spec §2 `/copyto/supplier`): supplier applications and changes whose supplier
// copied the caller at submit. Permission `copyto`, not `supplier`: read-only, these documents only.

const column = dataTableColumnHelper<SupplierCopy>();

function toQuery(query: ListQuery): SupplierCopyQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: SupplierCopyQuery = { pageSize: query.pageSize };
  const [kind, status, keyword] = [text('kind'), text('status'), text('keyword')];
  if (kind === 'application' || kind === 'change') out.kind = kind;
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

function useKindLabels(): Record<SupplierCopy['kind'], string> {
  const { t } = useLingui();
  return { application: t`New supplier`, change: t`Data change` };
}

/** `/copyto/supplier`: newest submit first, keyset pages, export. */
export function CopiedSupplierListPage() {
  const { t, i18n } = useLingui();
  const kinds = useKindLabels();
  const statusOptions = useCodeOptions('application');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Document no. or company` },
      {
        key: 'kind',
        label: t`Kind`,
        kind: 'select',
        options: [
          { value: 'application', label: kinds.application },
          { value: 'change', label: kinds.change },
        ],
      },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions, kinds.application, kinds.change],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useSupplierCopies);
  const columns: DataTableColumn<SupplierCopy>[] = useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Document no.`,
        meta: { label: t`Document no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/copyto/supplier/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'kind',
        header: t`Kind`,
        meta: { label: t`Kind` },
        cell: ({ row }) => kinds[row.original.kind],
      }),
      column.display({
        id: 'company',
        header: t`Company`,
        meta: { label: t`Company` },
        cell: ({ row }) => <Text>{row.original.company}</Text>,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="application" value={row.original.status} />,
      }),
      column.display({
        id: 'applicantName',
        header: t`Submitted by`,
        meta: { label: t`Submitted by` },
        cell: ({ row }) => row.original.applicantName,
      }),
      column.display({
        id: 'submittedAt',
        header: t`Submitted`,
        meta: { label: t`Submitted` },
        cell: ({ row }) => formatInstant(row.original.submittedAt, i18n.locale),
      }),
    ],
    [t, i18n.locale, kinds],
  );
  const title = t`Supplier applications copied to me`;
  return (
    <Box>
      <PageHeader
        title={title}
        description={t`New-supplier applications and data changes whose supplier copied you: read-only.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={title}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `copy-row-${row.code}` })}
          empty={{
            title: t`Nothing copied to you yet`,
            description: t`When a supplier copies you on its application or a change of its data, it appears here.`,
          }}
          tableKey="vendor.copies"
          onExport={(visible) => exportList('vendor.copies', params, visible)}
        />
      </Box>
    </Box>
  );
}

/** `/copyto/supplier/:id`: the copied application or change, read-only (no decision). */
export function CopiedSupplierDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const detail = useSupplierCopy(id);
  const data = detail.data;
  const code = data?.application?.application.code ?? data?.change?.change.code;
  return (
    <Box>
      <PageHeader
        title={
          data?.kind === 'change'
            ? t`Change application ${code ?? ''}`
            : code
              ? t`Supplier application ${code}`
              : t`Supplier application`
        }
        description={t`Copied to you for your information: read-only.`}
      />
      {detail.isError ? (
        <EmptyState
          title={t`This document is not available`}
          description={isApiError(detail.error) ? detail.error.desc : undefined}
        />
      ) : data?.application ? (
        <ApplicationView
          application={data.application.application}
          categories={data.application.categories}
          supplierStatus={data.application.supplierStatus}
          progress={data.application.progress}
          history={data.application.history}
        />
      ) : data?.change ? (
        <ChangeView change={data.change} />
      ) : null}
    </Box>
  );
}

function ChangeView({ change: data }: { change: NonNullable<SupplierCopyDetail['change']> }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="4">
      <DetailSection
        title={t`Change application`}
        items={[
          { label: t`Supplier`, value: data.change.vendorName },
          { label: t`Status`, value: <StatusBadge set="application" value={data.change.status} /> },
          { label: t`Applicant`, value: data.change.applicantName },
          { label: t`Submitted`, value: formatInstant(data.change.submittedAt, i18n.locale) },
          { label: t`Reason`, value: data.change.reason, wide: true },
        ]}
      />
      <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
        <ChangeDiffTable changes={data.change.changes} />
      </Box>
      {data.progress ? (
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <ApprovalProgress progress={data.progress} />
        </Box>
      ) : null}
      {data.history.length > 0 ? (
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <HistoryTimeline
            entries={[...data.history].reverse().map((h) => ({
              id: h.id,
              actor: h.actorName,
              onBehalfOf: h.onBehalfOfName,
              action: h.action,
              comment: h.comment,
              at: h.at,
            }))}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
