import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  CHANGE_OVER_BUDGET_ERROR,
  useChangeAction,
  useOrder,
  useOrderChange,
  useSaveChange,
  type ChangeAction,
} from '@procure/order-data-access';
import { ChangeDialog, ChangeDiffTable } from '@procure/order-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  ActionButton,
  ConfirmDialog,
  DocumentHeader,
  EmptyState,
  Money,
  StatusBadge,
  formatInstant,
  showErrorToast,
  showSuccessToast,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

const A = CODES.application;

/**
 * `/procurement/orderModifyDetail/:id`: one order change with its line diff and the buyer's actions:
 * modify (edit), submit to approval (confirm for a supplier's proposal), repeal, delete.
 */
export function OrderChangePage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const change = useOrderChange(id);
  const order = useOrder(change.data?.orderId);
  const act = useChangeAction();
  const save = useSaveChange('buyer');
  const [editing, setEditing] = useState(false);
  // Submit / confirm over the source request's budget: the server's reason, asked before sending again.
  const [overBudget, setOverBudget] = useState<{ action: ChangeAction; desc: string } | null>(null);

  if (change.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (change.isError || !change.data) {
    return (
      <EmptyState
        title={t`Order change not found`}
        description={isApiError(change.error) ? change.error.desc : undefined}
      />
    );
  }
  const data = change.data;
  const currency = order.data?.currency ?? 'CNY';
  const editable = data.status === A.draft.code || data.status === A.returned.code;
  const run =
    (action: ChangeAction, confirmOverBudget = false) =>
    async () => {
      const asks = action === 'submit' || action === 'confirm';
      try {
        const { desc } = await act.mutateAsync({ action, id: data.id, confirmOverBudget });
        setOverBudget(null);
        if (desc) showSuccessToast(desc);
      } catch (error) {
        if (!asks) throw error;
        setOverBudget(null);
        if (isApiError(error) && error.errorCode === CHANGE_OVER_BUDGET_ERROR && !confirmOverBudget) {
          setOverBudget({ action, desc: error.desc });
          return;
        }
        showErrorToast(isApiError(error) && error.desc ? error.desc : t`The change could not be submitted.`);
      }
    };
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {editable && data.origin === 'supplier' ? (
        <ActionButton data-testid="change-confirm" onAction={run('confirm')}>
          {t`Accept the proposal`}
        </ActionButton>
      ) : null}
      {editable && data.origin !== 'supplier' ? (
        <ActionButton data-testid="change-submit" onAction={run('submit')}>
          {t`Submit for approval`}
        </ActionButton>
      ) : null}
      {editable ? (
        <Button variant="outline" data-testid="change-edit" onClick={() => setEditing(true)}>
          {t`Modify`}
        </Button>
      ) : null}
      {data.status === A.approving.code ? (
        <ActionButton variant="outline" data-testid="change-repeal" onAction={run('repeal')}>
          {t`Withdraw`}
        </ActionButton>
      ) : null}
      {editable ? (
        <ActionButton
          variant="outline"
          colorPalette="red"
          data-testid="change-delete"
          onAction={run('delete')}
        >
          {t`Delete`}
        </ActionButton>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Order change`}
        number={data.code}
        status={<StatusBadge set="application" value={data.status} />}
        title={data.reason}
        facts={[
          {
            label: t`Order`,
            value: <Link to={`/procurement/orderDetail/${data.orderId}`}>{data.orderCode}</Link>,
          },
          { label: t`Amount before`, value: <Money value={data.totalBefore} currency={currency} /> },
          { label: t`Amount after`, value: <Money value={data.totalAfter} currency={currency} /> },
          {
            label: t`Proposed by`,
            value: data.origin === 'supplier' ? t`The supplier` : data.createdByName,
          },
          { label: t`Created`, value: formatInstant(data.createdAt, i18n.locale) },
          ...(data.resultVersion ? [{ label: t`Became version`, value: String(data.resultVersion) }] : []),
        ]}
        actions={actions}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <ChangeDiffTable lines={data.lines} currency={currency} />
      </Box>
      <ConfirmDialog
        open={overBudget !== null}
        onOpenChange={(open) => {
          if (!open) setOverBudget(null);
        }}
        title={t`Over budget`}
        description={overBudget?.desc ?? ''}
        confirmLabel={t`Submit anyway`}
        loading={act.isPending}
        onConfirm={() => {
          if (overBudget) void run(overBudget.action, true)();
        }}
      />
      {order.data ? (
        <ChangeDialog
          open={editing}
          onOpenChange={setEditing}
          title={t`Modify ${data.code}`}
          lines={(order.data.lines ?? []).map((line) => {
            const changed = data.lines.find((l) => l.orderLineId === line.id);
            return changed
              ? {
                  ...line,
                  orderedQty: changed.newQty,
                  unitPrice: changed.newUnitPrice,
                  needByDate: changed.newNeedByDate,
                }
              : line;
          })}
          saving={save.isPending}
          onSubmit={async (input) => {
            const { desc } = await save.mutateAsync({ orderId: data.orderId, changeId: data.id, ...input });
            showSuccessToast(desc);
          }}
        />
      ) : null}
    </Stack>
  );
}
