import { Box, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCheckSetting, useSaveCheckSetting, type CheckSetting } from '@procure/invoice-data-access';
import { isApiError } from '@procure/shared-api-client';
import { PageHeader, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { useEffect, useState } from 'react';

type Errors = Record<string, string>;
const errorsOf = (error: unknown): Errors =>
  Object.fromEntries(
    ((error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? []).map((f) => [
      f.path,
      f.message,
    ]),
  );

/** `/financialSet/checkSetting`: the tenant's three-way match tolerances (price %, quantity %). */
export function CheckSettingPage() {
  const { t } = useLingui();
  const query = useCheckSetting();
  const save = useSaveCheckSetting();
  const [form, setForm] = useState<CheckSetting>({ priceTolerance: '0', qtyTolerance: '0' });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  const labels: Record<keyof CheckSetting, string> = {
    priceTolerance: t`Price tolerance (%)`,
    qtyTolerance: t`Quantity tolerance (%)`,
  };
  return (
    <Box>
      <PageHeader
        title={t`Check setting`}
        description={t`How far an invoice line may exceed the order price and the received (net of returns, not yet invoiced) quantity before it is held.`}
      />
      <Stack bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} gap="4" maxW="40rem">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {(Object.keys(labels) as (keyof CheckSetting)[]).map((key) => (
            <Field.Root key={key} required invalid={Boolean(errors[key])}>
              <Field.Label>{labels[key]}</Field.Label>
              <Input
                inputMode="decimal"
                data-testid={`setting-${key}`}
                value={form[key]}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
              <Field.ErrorText>{errors[key]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Text
          fontSize="sm"
          color="fg.muted"
        >{t`0 means exact: any quantity above what was received, or any price above the order price, holds the line.`}</Text>
        <Button
          alignSelf="flex-start"
          data-testid="setting-save"
          loading={save.isPending}
          onClick={() =>
            save.mutateAsync(form).then(
              ({ desc }) => {
                setErrors({});
                showSuccessToast(desc);
              },
              (error: unknown) => {
                const mapped = errorsOf(error);
                setErrors(mapped);
                if (Object.keys(mapped).length === 0 && isApiError(error)) showErrorToast(error.desc);
              },
            )
          }
        >
          {t`Save`}
        </Button>
      </Stack>
    </Box>
  );
}
