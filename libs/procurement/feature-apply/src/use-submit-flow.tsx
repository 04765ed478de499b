import { useLingui } from '@lingui/react/macro';
import { fetchBudgetCheck, useCommit, type CommitResult } from '@procure/procurement-data-access';
import { OverBudgetDialog } from '@procure/budget-ui';
import { isApiError } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';
import { showErrorToast } from '@procure/shared-ui';
import { useRef, useState, type ReactNode } from 'react';

/** The server's answer when an over-budget request is committed without the person's confirmation. */
export const OVER_BUDGET_ERROR = 'procurement.overBudget';

type Asking = { id: string; amount: string; available: string | null };

export type SubmitFlow = {
  /**
   * Previews the budget; over budget → asks first; then commits (with the people copied, if any).
   * Resolves once committed or dropped.
   */
  submit: (id: string, amount: string, copyToIds?: readonly string[]) => Promise<void>;
  pending: boolean;
  /** The over-budget question: render it once in the page. */
  dialog: ReactNode;
};

/**
 * Submit for approval (spec §4 commit): budget preview, the over-budget question ("available X, this
 * request Y — submit anyway?"), then POST commit. A 409 procurement.overBudget (the budget changed
 * between preview and commit) asks the same question.
 */
export function useSubmitFlow(onCommitted: (id: string, result: CommitResult) => void): SubmitFlow {
  const { t } = useLingui();
  const commit = useCommit();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // The people copied at submit survive the over-budget question.
  const copyTo = useRef<string[]>([]);

  const send = async (id: string, amount: string, confirmOverBudget: boolean) => {
    try {
      const result = await commit.mutateAsync({
        id,
        confirmOverBudget,
        ...(copyTo.current.length > 0 ? { copyToIds: copyTo.current } : {}),
      });
      setAsking(null);
      onCommitted(id, result);
    } catch (error) {
      if (isApiError(error) && error.errorCode === OVER_BUDGET_ERROR && !confirmOverBudget) {
        const check = await fetchBudgetCheck(id).catch(() => null);
        setAsking({ id, amount, available: check?.available ?? null });
        return;
      }
      setAsking(null);
      showErrorToast(isApiError(error) && error.desc ? error.desc : t`The request could not be submitted.`);
    }
  };

  const submit = async (id: string, amount: string, copyToIds: readonly string[] = []) => {
    copyTo.current = [...copyToIds];
    setPreviewing(true);
    try {
      const check = await fetchBudgetCheck(id).catch(() => null);
      if (check?.status === CODES.budgetCheck.overBudget.code) {
        setAsking({ id, amount, available: check.available });
        return;
      }
      await send(id, amount, false);
    } finally {
      setPreviewing(false);
    }
  };

  const dialog = (
    <OverBudgetDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      available={asking?.available ?? null}
      amount={asking?.amount ?? '0'}
      loading={commit.isPending}
      onConfirm={() => {
        if (asking) void send(asking.id, asking.amount, true);
      }}
    />
  );

  return { submit, pending: previewing || commit.isPending, dialog };
}
