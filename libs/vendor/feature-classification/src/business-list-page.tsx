import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  showErrorToast,
  showSuccessToast,
  useKeysetList,
  type DataTableColumn,
} from '@procure/shared-ui';
import {
  useBusinessPage,
  useChangeVendorLevels,
  useVendorLevels,
  type BusinessRow,
} from '@procure/vendor-data-access';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toBusinessQuery, useBusinessFilters } from './business-filters.ts';

const NONE = 'none';

/**
 * Buyer `/vendor/business` (spec §2 /vendor business; §7 classification "business list and update"): which
 * suppliers are in which class and level, filtered by class, level and name, exported; selected suppliers get a
 * level (or lose it) together, with a reason (all or nothing).
 */
export function BusinessListPage() {
  const { t } = useLingui();
  const filters = useBusinessFilters();
  const { params, filterBar, table } = useKeysetList(filters, toBusinessQuery, useBusinessPage);
  const columns = useBusinessColumns();
  const levels = useVendorLevels();
  const change = useChangeVendorLevels();
  const [changing, setChanging] = useState<{ rows: BusinessRow[]; clear: () => void } | null>(null);
  const [levelId, setLevelId] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const open = (rows: BusinessRow[], clear: () => void) => {
    setChanging({ rows, clear });
    setLevelId('');
    setReason('');
    setTried(false);
  };
  const confirm = () => {
    setTried(true);
    if (!changing || !levelId || !reason.trim()) return;
    change.mutate(
      { vendorIds: changing.rows.map((r) => r.vendorId), levelId: levelId === NONE ? null : levelId, reason },
      {
        onSuccess: (desc) => {
          showSuccessToast(desc);
          changing.clear();
          setChanging(null);
        },
        onError: (error) =>
          showErrorToast(isApiError(error) ? error.desc : t`Check your connection and try again.`),
      },
    );
  };

  return (
    <Box>
      <PageHeader
        title={t`Suppliers by class and level`}
        description={t`Every classified supplier with its class and level. Select suppliers to give them a level.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable<BusinessRow>
          label={t`Suppliers by class and level`}
          columns={columns}
          {...table}
          getRowId={(row) => row.vendorId}
          rowProps={(row) => ({ 'data-testid': `business-row-${row.socialCreditCode || row.vendorId}` })}
          empty={{ title: t`No classified suppliers found`, description: t`Change the search to see more.` }}
          tableKey="vendor.business"
          onExport={(cols) => exportList('vendor.business', params, cols)}
          batchActions={(rows, clear) => (
            <Button
              size="xs"
              variant="outline"
              data-testid="business-set-level"
              onClick={() => open(rows, clear)}
            >
              <Trans>Set level</Trans>
            </Button>
          )}
        />
      </Box>
      <ConfirmDialog
        open={changing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setChanging(null))}
        title={t`Set the level of ${changing?.rows.length ?? 0} suppliers`}
        description={
          <Stack gap="3">
            <Text>{changing?.rows.map((r) => r.name).join('、')}</Text>
            <Field.Root required invalid={tried && !levelId}>
              <Field.Label>
                <Trans>Supplier level</Trans>
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={levelId}
                  onChange={(e) => setLevelId(e.currentTarget.value)}
                  data-testid="business-level"
                >
                  <option value="">{t`Choose a level`}</option>
                  {(levels.data ?? [])
                    .filter((l) => l.enabled)
                    .map((l) => (
                      <option key={l.id} value={l.id}>{`${l.code} ${l.name}`}</option>
                    ))}
                  <option value={NONE}>{t`No level (remove it)`}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {tried && !levelId ? <Field.ErrorText>{t`Choose a level`}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root required invalid={tried && !reason.trim()}>
              <Field.Label>
                <Trans>Reason</Trans>
              </Field.Label>
              <Textarea
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.currentTarget.value)}
                data-testid="business-reason"
              />
              {tried && !reason.trim() ? <Field.ErrorText>{t`Give a reason`}</Field.ErrorText> : null}
            </Field.Root>
          </Stack>
        }
        confirmLabel={t`Save`}
        loading={change.isPending}
        onConfirm={confirm}
      />
    </Box>
  );
}

function useBusinessColumns(): DataTableColumn<BusinessRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const column = dataTableColumnHelper<BusinessRow>();
    return [
      column.display({
        id: 'name',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => (
          <ChakraLink asChild fontWeight="medium" colorPalette="brand">
            <Link to={`/vendor/detail/${row.original.vendorId}`}>{row.original.name}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'socialCreditCode',
        header: t`Unified social credit code`,
        meta: { label: t`Unified social credit code` },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.original.socialCreditCode || '—'}
          </Text>
        ),
      }),
      column.display({
        id: 'firstClass',
        header: t`First-level class`,
        meta: { label: t`First-level class` },
        cell: ({ row }) => `${row.original.firstClassCode} ${row.original.firstClassName}`,
      }),
      column.display({
        id: 'class',
        header: t`Class`,
        meta: { label: t`Class` },
        cell: ({ row }) => `${row.original.classCode} ${row.original.className}`,
      }),
      column.display({
        id: 'level',
        header: t`Supplier level`,
        meta: { label: t`Supplier level` },
        cell: ({ row }) =>
          row.original.levelCode ? (
            <HStack gap="1.5" data-testid="business-level-cell">
              <Badge colorPalette="brand" variant="solid">
                {row.original.levelCode}
              </Badge>
              <Text>{row.original.levelName}</Text>
            </HStack>
          ) : (
            <Text color="fg.muted" data-testid="business-level-cell">
              —
            </Text>
          ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="supplierStatus" value={row.original.status} />,
      }),
    ] as DataTableColumn<BusinessRow>[];
  }, [t]);
}
