import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseApplyListItem } from '@procure/procurement-data-access';
import { usePurchaseKindLabels } from '@procure/procurement-ui';
import {
  Money,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  type DataTableColumn,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { availableActions, ownerActionsFor, type RequestAction } from './request-actions.ts';
import { useActionLabels } from './use-request-actions.tsx';

const column = dataTableColumnHelper<PurchaseApplyListItem>();

export type MyApplyColumnsOptions = {
  onAction: (action: RequestAction, row: PurchaseApplyListItem) => void;
  pendingId: string | null;
};

/** Columns of "my purchase requests" (ids are the keys of the saved column settings). */
export function useMyApplyColumns({
  onAction,
  pendingId,
}: MyApplyColumnsOptions): DataTableColumn<PurchaseApplyListItem>[] {
  const { t, i18n } = useLingui();
  const kinds = usePurchaseKindLabels();
  const labels = useActionLabels();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Request no.`,
        meta: { label: t`Request no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/procurement/applyDetail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'title',
        header: t`PR title`,
        meta: { label: t`PR title` },
        cell: ({ row }) => (
          <Text minW="32" wordBreak="break-word">
            {row.original.title}
          </Text>
        ),
      }),
      column.display({
        id: 'kind',
        header: t`Type`,
        meta: { label: t`Type` },
        cell: ({ row }) => (
          <Text minW="24">{kinds[row.original.kind as keyof typeof kinds] ?? row.original.kind}</Text>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="application" value={row.original.status} />,
      }),
      column.display({
        id: 'totalAmount',
        header: t`Amount`,
        meta: { label: t`Amount`, align: 'end' },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      }),
      column.display({
        id: 'budgetCheck',
        header: t`Budget`,
        meta: { label: t`Budget` },
        cell: ({ row }) =>
          row.original.budgetCheck === null ? (
            '—'
          ) : (
            <StatusBadge set="budgetCheck" value={row.original.budgetCheck} />
          ),
      }),
      column.display({
        id: 'costCenter',
        header: t`Cost center`,
        meta: { label: t`Cost center` },
        cell: ({ row }) => row.original.costCenterName ?? '—',
      }),
      column.display({
        id: 'needByDate',
        header: t`Need-by date`,
        meta: { label: t`Need-by date` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.needByDate ?? '—'}</Text>,
      }),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row }) => (
          // Wraps: five English labels on one line pushed the last ones out of the table at 1440px.
          <HStack gap="1" wrap="wrap">
            {availableActions(ownerActionsFor(row.original.status)).map((action) => (
              <Button
                key={action}
                size="2xs"
                px="1"
                variant="ghost"
                colorPalette={action === 'delete' || action === 'cancel' ? 'red' : 'brand'}
                disabled={pendingId === row.original.id}
                onClick={() => onAction(action, row.original)}
                data-testid={`apply-${action}-${row.original.id}`}
              >
                {labels[action]}
              </Button>
            ))}
          </HStack>
        ),
      }),
    ],
    [t, i18n.locale, kinds, labels, onAction, pendingId],
  );
}
