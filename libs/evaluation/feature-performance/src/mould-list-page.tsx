import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import { useMoulds, useSetMouldState, type MouldSummary } from '@procure/evaluation-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  showSuccessToast,
  useCodeOptions,
  useListQuery,
  type DataTableColumn,
  type FilterDef,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

const noRows: MouldSummary[] = [];
const column = dataTableColumnHelper<MouldSummary>();
const ENABLED = CODES.enabled.enabled.code;
const DISABLED = CODES.enabled.disabled.code;

function StateToggle({ mould }: { mould: MouldSummary }) {
  const { t } = useLingui();
  const setState = useSetMouldState();
  const enabled = mould.state === ENABLED;
  return (
    <Button
      size="xs"
      variant="outline"
      loading={setState.isPending}
      data-testid={`mould-toggle-${mould.code}`}
      onClick={() =>
        setState.mutate(
          { id: mould.id, state: enabled ? DISABLED : ENABLED },
          { onSuccess: ({ desc }) => showSuccessToast(desc) },
        )
      }
    >
      {enabled ? t`Disable` : t`Enable`}
    </Button>
  );
}

function useColumns(): DataTableColumn<MouldSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Template no.`,
        meta: { label: t`Template no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/vendor/performance/template/edit/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'name',
        header: t`Template name`,
        meta: { label: t`Template name` },
        cell: ({ row }) => <Text minW="40">{row.original.name}</Text>,
      }),
      column.display({
        id: 'criteria',
        header: t`Criteria`,
        meta: { label: t`Criteria` },
        cell: ({ row }) => {
          const { criteriaCount: total, computedCount: computed } = row.original;
          return <Text whiteSpace="nowrap">{t`${total} (${computed} computed)`}</Text>;
        },
      }),
      column.display({
        id: 'state',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="enabled" value={row.original.state} />,
      }),
      column.display({
        id: 'createdByName',
        header: t`Created by`,
        meta: { label: t`Created by` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.createdByName}</Text>,
      }),
      column.display({
        id: 'updatedAt',
        header: t`Last changed`,
        meta: { label: t`Last changed` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.updatedAt, i18n.locale)}</Text>
        ),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row }) => (
          <HStack gap="2">
            <Button asChild size="xs" variant="ghost" colorPalette="brand">
              <Link to={`/vendor/performance/template/edit/${row.original.id}`}>{t`Edit`}</Link>
            </Button>
            <StateToggle mould={row.original} />
          </HStack>
        ),
      }),
    ],
    [t, i18n.locale],
  );
}

/** `/vendor/performance/template`: the tenant's evaluation templates (moulds). */
export function MouldListPage() {
  const { t } = useLingui();
  const stateOptions = useCodeOptions('enabled');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Template no. or name` },
      { key: 'state', label: t`Status`, kind: 'select', options: stateOptions },
    ],
    [t, stateOptions],
  );
  const { query, setFilters } = useListQuery(filters);
  const keyword = typeof query.filters['keyword'] === 'string' ? query.filters['keyword'].trim() : '';
  const state = typeof query.filters['state'] === 'string' ? query.filters['state'] : '';
  const list = useMoulds({
    ...(keyword ? { keyword } : {}),
    ...(state ? { state: Number(state) } : {}),
  });
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Evaluation templates`}
        description={t`Criteria and weights that performance plans score suppliers by.`}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/vendor/performance/template/create" data-testid="mould-create">
              <Plus />
              {t`New template`}
            </Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar filters={filters} values={query.filters} onApply={setFilters} />
        <DataTable
          label={t`Evaluation templates`}
          columns={columns}
          data={list.data ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `mould-row-${row.code}` })}
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
            title: t`No evaluation templates yet`,
            description: t`Create a template: criteria, their weights (adding up to 100) and how each is scored.`,
          }}
          tableKey="evaluation.moulds"
        />
      </Box>
    </Box>
  );
}
