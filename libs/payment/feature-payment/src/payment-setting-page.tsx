import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { i18n as globalI18n } from '@lingui/core';
import { codeEntries } from '@procure/shared-codes';
import {
  usePaymentSetting,
  useSavePaymentSetting,
  type PaymentSettingBody,
  type PaymentSettingView,
} from '@procure/payment-data-access';
import { isApiError } from '@procure/shared-api-client';
import { PageHeader, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { useEffect, useState } from 'react';

type Errors = Record<string, string>;
const errorsOf = (error: unknown): Errors =>
  Object.fromEntries(
    ((error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? []).map((f) => [
      f.path.split('.')[0] ?? f.path,
      f.message,
    ]),
  );

type Form = Omit<PaymentSettingView, 'advanceMaxPercent'> & { advanceMaxPercent: string };

function CodeChecks(props: {
  legend: string;
  set: 'paymentMethod' | 'paymentType';
  value: readonly number[];
  onChange: (value: number[]) => void;
  error?: string;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)}>
      <Fieldset.Legend fontWeight="semibold" mb="1">
        {props.legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {codeEntries(props.set).map((entry) => (
          <Checkbox.Root
            key={entry.code}
            checked={props.value.includes(entry.code)}
            data-testid={`setting-${props.set}-${entry.code}`}
            onCheckedChange={(e) =>
              props.onChange(
                e.checked
                  ? [...props.value, entry.code].sort((a, b) => a - b)
                  : props.value.filter((code) => code !== entry.code),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{globalI18n._(entry.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {props.error ? <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/**
 * `/setting/payment`: the company's payment settings (issue #15) — allowed methods and the default one,
 * allowed types and the advance's maximum % of the PO amount, invoice verification required on submit,
 * voucher number required on confirm pay. The server applies them to every save, submit and confirm pay.
 */
export function PaymentSettingPage() {
  const { t } = useLingui();
  const query = usePaymentSetting();
  const save = useSavePaymentSetting();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (query.data) setForm({ ...query.data, advanceMaxPercent: String(query.data.advanceMaxPercent) });
  }, [query.data]);
  if (!form) return <PageHeader title={t`Payment settings`} />;
  const onSave = () => {
    const percent = form.advanceMaxPercent.trim();
    const body = {
      ...form,
      advanceMaxPercent: /^\d+$/.test(percent) ? Number(percent) : Number.NaN,
    } as PaymentSettingBody;
    save.mutateAsync(body).then(
      ({ desc }) => {
        setErrors({});
        showSuccessToast(desc);
      },
      (error: unknown) => {
        const mapped = errorsOf(error);
        setErrors(mapped);
        if (Object.keys(mapped).length === 0 && isApiError(error)) showErrorToast(error.desc);
      },
    );
  };
  const methods = codeEntries('paymentMethod').filter((entry) => form.methods.includes(entry.code));
  return (
    <Box>
      <PageHeader
        title={t`Payment settings`}
        description={t`What payment applications of the company may be, and what submit and confirm pay require.`}
      />
      <Stack bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} gap="5" maxW="44rem">
        <CodeChecks
          legend={t`Allowed payment methods`}
          set="paymentMethod"
          value={form.methods}
          onChange={(value) =>
            setForm({
              ...form,
              methods: value,
              defaultMethod: value.includes(form.defaultMethod) ? form.defaultMethod : (value[0] ?? 0),
            })
          }
          error={errors.methods}
        />
        <Field.Root required invalid={Boolean(errors.defaultMethod)} maxW="20rem">
          <Field.Label>{t`Default payment method`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="setting-default-method"
              value={String(form.defaultMethod)}
              onChange={(e) => setForm({ ...form, defaultMethod: Number(e.target.value) })}
            >
              {methods.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {globalI18n._(entry.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t`A new payment application starts with this method.`}</Field.HelperText>
          <Field.ErrorText>{errors.defaultMethod}</Field.ErrorText>
        </Field.Root>
        <CodeChecks
          legend={t`Allowed payment types`}
          set="paymentType"
          value={form.types}
          onChange={(value) => setForm({ ...form, types: value })}
          error={errors.types}
        />
        <Field.Root required invalid={Boolean(errors.advanceMaxPercent)} maxW="20rem">
          <Field.Label>{t`Advance: at most (% of the PO amount)`}</Field.Label>
          <Input
            inputMode="numeric"
            data-testid="setting-advance-percent"
            value={form.advanceMaxPercent}
            onChange={(e) => setForm({ ...form, advanceMaxPercent: e.target.value })}
          />
          <Field.HelperText>{t`1 to 100. All advances on an order line together stay within it.`}</Field.HelperText>
          <Field.ErrorText>{errors.advanceMaxPercent}</Field.ErrorText>
        </Field.Root>
        <Stack gap="3">
          <Switch.Root
            checked={form.verificationRequired}
            onCheckedChange={(details) => setForm({ ...form, verificationRequired: details.checked })}
            colorPalette="brand"
            data-testid="setting-verification-switch"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">{t`Invoice verification required on submit`}</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted" textStyle="sm">
            {t`On: a PO payment is submitted only with the tax verification of the invoices covering its order lines.`}
          </Text>
          <Switch.Root
            checked={form.voucherRequired}
            onCheckedChange={(details) => setForm({ ...form, voucherRequired: details.checked })}
            colorPalette="brand"
            data-testid="setting-voucher-switch"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">{t`Voucher number required on confirm pay`}</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted" textStyle="sm">
            {t`Saved drafts are checked against the settings again when they are submitted.`}
          </Text>
        </Stack>
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          data-testid="setting-save"
          loading={save.isPending}
          onClick={onSave}
        >
          {t`Save`}
        </Button>
      </Stack>
    </Box>
  );
}
