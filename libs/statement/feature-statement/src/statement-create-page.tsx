import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCreateStatement, useStatementVendors } from '@procure/statement-data-access';
import { statementCreateSchema } from '@procure/shared-validation';
import { PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/** The previous calendar month (the usual statement period), as YYYY-MM-DD. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * `/account/create`: a statement for one supplier, currency and period. The server takes its items: the
 * supplier's orders of the period with received (net of returns) amounts not yet applied for payment, and its
 * invoices of the period, none held by another open statement.
 */
export function StatementCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const vendors = useStatementVendors();
  const create = useCreateStatement();
  const initial = lastMonth();
  const [vendorId, setVendorId] = useState('');
  const [currency, setCurrency] = useState('CNY');
  const [periodFrom, setPeriodFrom] = useState(initial.from);
  const [periodTo, setPeriodTo] = useState(initial.to);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const body = { vendorId, currency, periodFrom, periodTo, ...(remark.trim() ? { remark } : {}) };
    const parsed = statementCreateSchema.safeParse(body);
    if (!parsed.success) {
      const required = t`Required`;
      const invalid = t`Check this value`;
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            issue.message === 'validation.required'
              ? required
              : issue.message === 'statement.periodInvalid'
                ? t`The period must end on or after its start and span at most one year`
                : invalid,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const saved = await create.mutateAsync(parsed.data);
      showSuccessToast(saved.desc);
      void navigate(`/account/detail/${saved.data.id}`);
    } catch (error) {
      const fields = errorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem((error as { desc?: string } | null)?.desc ?? null);
    }
  };

  return (
    <Box>
      <PageHeader title={t`New statement`} />
      <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} maxW="4xl">
        <Text color="fg.muted">
          {t`The statement lists the supplier's order lines of the period with received goods not yet applied for payment, and its invoices dated in the period. Lines and invoices on another open statement are left out.`}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(errors.vendorId)}>
            <Field.Label>{t`Supplier`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="statement-vendor"
                value={vendorId}
                onChange={(e) => setVendorId(e.target.value)}
              >
                <option value="">{t`Choose a supplier`}</option>
                {(vendors.data ?? []).map((vendor) => (
                  <option key={vendor.id} value={vendor.id}>
                    {vendor.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.vendorId}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.currency)}>
            <Field.Label>{t`Currency`}</Field.Label>
            <Input
              data-testid="statement-currency"
              value={currency}
              maxLength={3}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
            />
            <Field.ErrorText>{errors.currency}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.periodFrom)}>
            <Field.Label>{t`Period from`}</Field.Label>
            <Input
              type="date"
              data-testid="statement-from"
              value={periodFrom}
              onChange={(e) => setPeriodFrom(e.target.value)}
            />
            <Field.ErrorText>{errors.periodFrom}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.periodTo)}>
            <Field.Label>{t`Period to`}</Field.Label>
            <Input
              type="date"
              data-testid="statement-to"
              value={periodTo}
              onChange={(e) => setPeriodTo(e.target.value)}
            />
            <Field.ErrorText>{errors.periodTo}</Field.ErrorText>
          </Field.Root>
          <Field.Root gridColumn={{ md: 'span 2' }} invalid={Boolean(errors.remark)}>
            <Field.Label>{t`Remark`}</Field.Label>
            <Textarea value={remark} maxLength={250} onChange={(e) => setRemark(e.target.value)} />
            <Field.ErrorText>{errors.remark}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {problem ? (
          <Text color="fg.error" data-testid="statement-create-problem">
            {problem}
          </Text>
        ) : null}
        <Stack direction="row" gap="2">
          <Button
            colorPalette="brand"
            data-testid="statement-save"
            loading={create.isPending}
            onClick={() => void submit()}
          >
            {t`Create statement`}
          </Button>
          <Button variant="outline" onClick={() => void navigate('/account/list')}>
            {t`Cancel`}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
