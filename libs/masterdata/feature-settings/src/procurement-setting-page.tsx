import { Box, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  PageHeader,
  SelectField,
  TextField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import {
  useCurrencies,
  useProcurementSetting,
  useSaveProcurementSetting,
  type ProcurementSetting,
} from '@procure/masterdata-data-access';
import { useId } from 'react';
import { z } from 'zod';

const DECIMALS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const settingFormSchema = z.object({
  purchaseRemarkLimit: z.enum(['100', '1000'], 'validation.oneOf'),
  defaultCurrency: z.string().min(1, 'validation.required'),
  overBudgetSubmitAllowed: z.enum(['yes', 'no'], 'validation.oneOf'),
  prCodePrefix: z.string().regex(/^[A-Z]{1,6}$/, 'validation.invalid'),
  unitPriceDecimals: z.enum(DECIMALS, 'validation.oneOf'),
  pricePrecision: z.enum(DECIMALS, 'validation.oneOf'),
});
type SettingForm = z.output<typeof settingFormSchema>;

const toForm = (s: ProcurementSetting): SettingForm => ({
  purchaseRemarkLimit: String(s.purchaseRemarkLimit) as SettingForm['purchaseRemarkLimit'],
  defaultCurrency: s.defaultCurrency,
  overBudgetSubmitAllowed: s.overBudgetSubmitAllowed ? 'yes' : 'no',
  prCodePrefix: s.prCodePrefix,
  unitPriceDecimals: String(s.unitPriceDecimals) as SettingForm['unitPriceDecimals'],
  pricePrecision: String(s.pricePrecision) as SettingForm['pricePrecision'],
});

/** `/setting/procurementSetting`: the tenant's procurement parameters and price decimals. */
export function ProcurementSettingPage() {
  const { t } = useLingui();
  const formId = useId();
  const setting = useProcurementSetting();
  const currencies = useCurrencies();
  const save = useSaveProcurementSetting();
  const form = useZodForm(settingFormSchema, { values: setting.data ? toForm(setting.data) : undefined });
  const decimals = DECIMALS.map((d) => ({ value: d, label: d }));
  const submit = async (v: SettingForm) => {
    try {
      const { desc } = await save.mutateAsync({
        purchaseRemarkLimit: v.purchaseRemarkLimit === '1000' ? 1000 : 100,
        defaultCurrency: v.defaultCurrency,
        overBudgetSubmitAllowed: v.overBudgetSubmitAllowed === 'yes',
        prCodePrefix: v.prCodePrefix,
        unitPriceDecimals: Number(v.unitPriceDecimals),
        pricePrecision: Number(v.pricePrecision),
      });
      showSuccessToast(desc);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  };
  return (
    <Box>
      <PageHeader
        title={<Trans>Procurement settings</Trans>}
        description={<Trans>Parameters every purchase request and order of the company follows.</Trans>}
      />
      <form id={formId} onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="4" maxW="lg">
          <SelectField
            control={form.control}
            name="purchaseRemarkLimit"
            label={t`Purchase remark limit (characters)`}
            required
            options={[
              { value: '100', label: '100' },
              { value: '1000', label: '1000' },
            ]}
          />
          <SelectField
            control={form.control}
            name="defaultCurrency"
            label={t`Default currency`}
            required
            options={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
          />
          <SelectField
            control={form.control}
            name="overBudgetSubmitAllowed"
            label={t`Over-budget requests`}
            required
            options={[
              { value: 'yes', label: t`May be submitted after a confirmation` },
              { value: 'no', label: t`Cannot be submitted` },
            ]}
          />
          <TextField
            control={form.control}
            name="prCodePrefix"
            label={t`Purchase request number prefix`}
            required
            helperText={t`1 to 6 capital letters`}
          />
          <SelectField
            control={form.control}
            name="unitPriceDecimals"
            label={t`Unit price decimals`}
            required
            options={decimals}
          />
          <SelectField
            control={form.control}
            name="pricePrecision"
            label={t`Price display precision`}
            required
            options={decimals}
          />
          <Box>
            <Button type="submit" loading={save.isPending} disabled={!setting.data}>
              <Trans>Save</Trans>
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
