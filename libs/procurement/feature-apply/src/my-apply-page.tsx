import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseApplyList, type PurchaseApplyListItem } from '@procure/procurement-data-access';
import { usePurchaseKindLabels } from '@procure/procurement-ui';
import { PURCHASE_APPLY_KINDS } from '@procure/shared-validation';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  useKeysetList,
  type FilterDef,
} from '@procure/shared-ui';
import { ChevronDown, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMyApplyColumns } from './my-apply-columns.tsx';
import type { RequestAction } from './request-actions.ts';
import { useRequestActions } from './use-request-actions.tsx';
import { toApplyListQuery } from './apply-list-query.ts';
import { exportList } from '@procure/export-data-access';

/** `/procurement/myApply`: the caller's purchase requests, newest first, with their actions. */
export function MyApplyPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const kinds = usePurchaseKindLabels();
  const statusOptions = useCodeOptions('application');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Request no. or title` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      {
        key: 'kind',
        label: t`Type`,
        kind: 'select',
        options: PURCHASE_APPLY_KINDS.map((kind) => ({ value: kind, label: kinds[kind] })),
      },
      { key: 'created', label: t`Created`, kind: 'dateRange' },
    ],
    [t, statusOptions, kinds],
  );
  const { params, filterBar, table } = useKeysetList(filters, toApplyListQuery, usePurchaseApplyList);
  const actions = useRequestActions();
  const { run } = actions;
  const onAction = useCallback(
    (action: RequestAction, row: PurchaseApplyListItem) => run(action, row),
    [run],
  );
  const columns = useMyApplyColumns({ onAction, pendingId: actions.pendingId });

  const createMenu = (
    <Menu.Root onSelect={({ value }) => void navigate(`/procurement/create/${value}`)}>
      <Menu.Trigger asChild>
        <Button data-testid="create-apply">
          <Plus />
          <Trans>New request</Trans>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {PURCHASE_APPLY_KINDS.map((kind) => (
              <Menu.Item key={kind} value={kind} data-testid={`create-apply-${kind}`}>
                {kinds[kind]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );

  return (
    <Box>
      <PageHeader title={t`My purchase requests`} actions={createMenu} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`My purchase requests`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `apply-row-${row.code}` })}
          empty={{
            title: t`No purchase requests yet`,
            description: t`Create one from the catalogue cart or with New request.`,
            action: createMenu,
          }}
          tableKey="procurement.myApply"
          onExport={(columns) => exportList('procurement.requests', params, columns)}
        />
      </Box>
      {actions.dialogs}
    </Box>
  );
}
