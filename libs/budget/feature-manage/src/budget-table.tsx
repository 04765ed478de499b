import { Badge, Button, HStack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetBudgetDisabled, type Budget } from '@procure/budget-data-access';
import { Money, toaster } from '@procure/shared-ui';

export type BudgetTableProps = {
  rows: readonly Budget[];
  /** True while the first page loads: no "no budgets" row yet. */
  loading: boolean;
  onLedger: (budget: Budget) => void;
  onEditAmount: (budget: Budget) => void;
};

/** The budgets with their amounts, usage and status; each row opens its ledger, edits its amount or toggles it. */
export function BudgetTable({ rows, loading, onLedger, onEditAmount }: BudgetTableProps) {
  const { t } = useLingui();
  const status = useSetBudgetDisabled();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Budget name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Cost centre</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Project code</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Period</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Reserved and committed</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Spent</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Available</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Usage</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((b) => (
            <Table.Row key={b.id}>
              <Table.Cell>{b.name}</Table.Cell>
              <Table.Cell>
                {b.costCentreCode ? `${b.costCentreCode} ${b.costCentreName ?? ''}` : '—'}
              </Table.Cell>
              <Table.Cell>{b.projectCode ?? '—'}</Table.Cell>
              <Table.Cell>{b.period}</Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={b.amount} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={b.committed} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={b.spent} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={b.available} color={b.available.startsWith('-') ? 'red.fg' : undefined} />
              </Table.Cell>
              <Table.Cell textAlign="end">{b.usagePercent}%</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={b.disabled ? 'gray' : 'green'}>
                  {b.disabled ? t`Disabled` : t`Enabled`}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {/* Wraps: in English the three actions on one line ran out of the table at 1440px. */}
                <HStack gap="1" wrap="wrap" minW="120px">
                  <Button size="xs" variant="ghost" onClick={() => onLedger(b)}>
                    <Trans>Ledger</Trans>
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => onEditAmount(b)}>
                    <Trans>Edit amount</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    loading={status.isPending && status.variables?.id === b.id}
                    onClick={() =>
                      status.mutate(
                        { id: b.id, disabled: !b.disabled },
                        { onSuccess: (desc) => toaster.success({ title: desc }) },
                      )
                    }
                  >
                    {b.disabled ? t`Enable` : t`Disable`}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
          {rows.length === 0 && !loading ? (
            <Table.Row>
              <Table.Cell colSpan={11} textAlign="center" color="fg.muted">
                <Trans>No budgets yet</Trans>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
