import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  SelectField,
  TextField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  FormDialog,
} from '@procure/shared-ui';
import { useAddRate, useManagedList } from '@procure/masterdata-data-access';
import { useId } from 'react';
import { z } from 'zod';
import { rules } from './form-rules.ts';

// CNY per one unit; up to 8 integer and 8 decimal digits, above zero (the server checks again).
const addRateSchema = z.object({
  currencyCode: z.string().min(1, 'validation.required'),
  rate: rules.amount8d8.refine((v) => /[1-9]/.test(v), 'validation.tooSmall'),
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.required'),
});

/** Appends an exchange rate from a date; existing rates are history and are never edited. */
export function AddRateDialog({
  open,
  onOpenChange,
  currencyCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currencyCode?: string;
}) {
  const { t } = useLingui();
  const formId = useId();
  const add = useAddRate();
  const currencies = useManagedList('currencies');
  const options = (currencies.data ?? [])
    .filter((c) => !c.isBase)
    .map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  const today = new Date().toISOString().slice(0, 10);
  const form = useZodForm(addRateSchema, {
    values: { currencyCode: currencyCode ?? '', rate: '', effectiveDate: today },
  });
  const submit = async (values: z.output<typeof addRateSchema>) => {
    try {
      const { desc } = await add.mutateAsync(values);
      showSuccessToast(desc);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  };
  return (
    <FormDialog
      size="md"
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add exchange rate`}
      formId={formId}
      saving={add.isPending}
    >
      <form id={formId} onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="3">
          <SelectField
            control={form.control}
            name="currencyCode"
            label={t`Currency`}
            required
            options={options}
            placeholder={t`Please choose`}
          />
          <TextField
            control={form.control}
            name="rate"
            label={t`Rate (CNY per unit)`}
            required
            helperText={t`Up to 8 decimals`}
          />
          <TextField
            control={form.control}
            name="effectiveDate"
            label={t`Effective from (YYYY-MM-DD)`}
            required
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
