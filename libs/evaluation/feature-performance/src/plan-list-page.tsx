import { Box, Button, Link as ChakraLink, Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePlans, type PlanSummary } from '@procure/evaluation-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  useCodeOptions,
  useListQuery,
  type DataTableColumn,
  type FilterDef,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

const noRows: PlanSummary[] = [];
const column = dataTableColumnHelper<PlanSummary>();

/** Scoring progress (getAppraiseSpeed): submitted appraisals over all of them. */
export function ProgressCell({ progress }: { progress: PlanSummary['progress'] }) {
  const { t } = useLingui();
  if (progress.total === 0) return <Text color="fg.muted">—</Text>;
  const { submitted, total } = progress;
  return (
    <Stack gap="1" minW="32">
      <Progress.Root
        size="sm"
        value={Math.round((submitted / total) * 100)}
        colorPalette="brand"
        aria-label={t`Scoring progress`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" color="fg.muted">{t`${submitted} of ${total} submitted`}</Text>
    </Stack>
  );
}

function useColumns(): DataTableColumn<PlanSummary>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Plan no.`,
        meta: { label: t`Plan no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/vendor/performance/plan/detail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'name',
        header: t`Plan name`,
        meta: { label: t`Plan name` },
        cell: ({ row }) => <Text minW="40">{row.original.name}</Text>,
      }),
      column.display({
        id: 'period',
        header: t`Period`,
        meta: { label: t`Period` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {row.original.periodFrom} – {row.original.periodTo}
          </Text>
        ),
      }),
      column.display({
        id: 'deadline',
        header: t`Scoring deadline`,
        meta: { label: t`Scoring deadline` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.deadline}</Text>,
      }),
      column.display({
        id: 'mouldName',
        header: t`Template`,
        meta: { label: t`Template` },
        cell: ({ row }) => <Text minW="32">{row.original.mouldName}</Text>,
      }),
      column.display({
        id: 'vendorCount',
        header: t`Suppliers`,
        meta: { label: t`Suppliers` },
        cell: ({ row }) => row.original.vendorCount,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="performancePlan" value={row.original.status} />,
      }),
      column.display({
        id: 'progress',
        header: t`Scoring progress`,
        meta: { label: t`Scoring progress` },
        cell: ({ row }) => <ProgressCell progress={row.original.progress} />,
      }),
      column.display({
        id: 'createdByName',
        header: t`Created by`,
        meta: { label: t`Created by` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.createdByName}</Text>,
      }),
    ],
    [t],
  );
}

/** `/vendor/performance/plan`: the tenant's performance plans. */
export function PlanListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('performancePlan');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Plan no. or name` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { query, setFilters } = useListQuery(filters);
  const keyword = typeof query.filters['keyword'] === 'string' ? query.filters['keyword'].trim() : '';
  const status = typeof query.filters['status'] === 'string' ? query.filters['status'] : '';
  const list = usePlans({ ...(keyword ? { keyword } : {}), ...(status ? { status: Number(status) } : {}) });
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Performance plans`}
        description={t`Score suppliers for a period against a template; evaluators score the manual criteria.`}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/vendor/performance/plan/create" data-testid="plan-create">
              <Plus />
              {t`New plan`}
            </Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar filters={filters} values={query.filters} onApply={setFilters} />
        <DataTable
          label={t`Performance plans`}
          columns={columns}
          data={list.data ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `plan-row-${row.code}` })}
          loading={list.isPending}
          error={
            list.isError
              ? isApiError(list.error) && list.error.desc
                ? list.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void list.refetch()}
          empty={{
            title: t`No performance plans yet`,
            description: t`Create a plan: a template, a period, the suppliers and who scores them.`,
          }}
          tableKey="evaluation.plans"
        />
      </Box>
    </Box>
  );
}
