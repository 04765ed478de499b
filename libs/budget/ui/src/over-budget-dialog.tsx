import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog, formatMoney } from '@procure/shared-ui';

export type OverBudgetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the budget has left (null when the server did not say). */
  available: string | null;
  /** This request's total. */
  amount: string;
  onConfirm: () => void;
  loading?: boolean;
};

/** "Over budget: available X, this request Y — submit anyway?" before a commit with confirmOverBudget. */
export function OverBudgetDialog({
  open,
  onOpenChange,
  available,
  amount,
  onConfirm,
  loading,
}: OverBudgetDialogProps) {
  const { t } = useLingui();
  const availableText = available === null ? '—' : formatMoney(available);
  const amountText = formatMoney(amount);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Over budget`}
      description={t`Available budget ${availableText}, this request ${amountText}. Submit anyway? The budget controller will be added to the approval.`}
      confirmLabel={t`Submit anyway`}
      onConfirm={onConfirm}
      loading={loading}
      tone="danger"
    />
  );
}
