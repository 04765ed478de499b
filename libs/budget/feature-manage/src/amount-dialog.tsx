import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUpdateBudgetAmount, type Budget } from '@procure/budget-data-access';
import { Money, toaster } from '@procure/shared-ui';
import { useState } from 'react';
import { FormDialog, TextInput } from './form-dialog.tsx';
import { failure, fieldErrors } from './form-errors.ts';

/** Edits a budget's amount; the server refuses going below what is reserved, committed or spent. */
export function AmountDialog({ budget, onClose }: { budget: Budget; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateBudgetAmount();
  const [amount, setAmount] = useState(budget.amount);
  return (
    <FormDialog
      title={<Trans>Edit amount: {budget.name}</Trans>}
      onClose={onClose}
      busy={update.isPending}
      error={failure(update.error)}
      onSubmit={() =>
        update.mutate(
          { id: budget.id, amount },
          {
            onSuccess: (desc) => {
              toaster.success({ title: desc });
              onClose();
            },
          },
        )
      }
    >
      <Text textStyle="sm" color="fg.muted">
        <Trans>Already reserved, committed or spent:</Trans> <Money as="span" value={budget.committed} />
      </Text>
      <TextInput
        required
        label={t`Amount (CNY)`}
        value={amount}
        onChange={setAmount}
        error={fieldErrors(update.error)['amount']}
      />
    </FormDialog>
  );
}
