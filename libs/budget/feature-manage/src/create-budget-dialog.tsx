import { Trans, useLingui } from '@lingui/react/macro';
import { useCreateBudget } from '@procure/budget-data-access';
import { toaster } from '@procure/shared-ui';
import { useState } from 'react';
import { FormDialog, TextInput } from './form-dialog.tsx';
import { failure, fieldErrors } from './form-errors.ts';

export function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateBudget();
  const [form, setForm] = useState({
    costCentreId: '',
    projectCode: '',
    name: '',
    period: String(new Date().getFullYear()),
    amount: '',
  });
  const errors = fieldErrors(create.error);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  return (
    <FormDialog
      title={<Trans>New budget</Trans>}
      onClose={onClose}
      busy={create.isPending}
      error={failure(create.error)}
      onSubmit={() =>
        create.mutate(
          { ...form, projectCode: form.projectCode || undefined },
          {
            onSuccess: (desc) => {
              toaster.success({ title: desc });
              onClose();
            },
          },
        )
      }
    >
      <TextInput
        required
        label={t`Cost centre ID`}
        value={form.costCentreId}
        onChange={set('costCentreId')}
        error={errors['costCentreId']}
      />
      <TextInput
        label={t`Project code`}
        value={form.projectCode}
        onChange={set('projectCode')}
        error={errors['projectCode']}
      />
      <TextInput
        required
        label={t`Budget name`}
        value={form.name}
        onChange={set('name')}
        error={errors['name']}
      />
      <TextInput
        required
        label={t`Period (2026 or 2026-11)`}
        value={form.period}
        onChange={set('period')}
        error={errors['period']}
      />
      <TextInput
        required
        label={t`Amount (CNY)`}
        value={form.amount}
        onChange={set('amount')}
        error={errors['amount']}
      />
    </FormDialog>
  );
}
