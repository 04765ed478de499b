import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  usePlan,
  usePlanOptions,
  useSavePlan,
  type PlanDetail,
  type PlanOptions,
} from '@procure/evaluation-data-access';
import { useMethodLabel } from '@procure/evaluation-ui';
import { isApiError } from '@procure/shared-api-client';
import { planSchema, todayInChina } from '@procure/shared-validation';
import {
  EmptyState,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';

type FormValues = {
  id?: string;
  name: string;
  mouldId: string;
  periodFrom: string;
  periodTo: string;
  deadline: string;
  remark?: string | null;
  vendorIds: string[];
  evaluatorIds: string[][];
};

function blank(): FormValues {
  const today = todayInChina();
  return {
    name: '',
    mouldId: '',
    periodFrom: `${today.slice(0, 7)}-01`,
    periodTo: today,
    deadline: today,
    remark: '',
    vendorIds: [],
    evaluatorIds: [],
  };
}

function valuesOf(plan: PlanDetail): FormValues {
  return {
    id: plan.id,
    name: plan.name,
    mouldId: plan.mouldId,
    periodFrom: plan.periodFrom,
    periodTo: plan.periodTo,
    deadline: plan.deadline,
    remark: plan.remark,
    vendorIds: plan.vendors.map((v) => v.vendorId),
    evaluatorIds: plan.criteria.map((c) => c.evaluators.map((e) => e.id)),
  };
}

const toggle = (list: readonly string[], id: string, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((x) => x !== id);

function CheckList({
  options,
  value,
  onChange,
  testId,
}: {
  options: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  testId: string;
}) {
  return (
    <Wrap gap="4">
      {options.map((option) => (
        <Checkbox.Root
          key={option.id}
          checked={value.includes(option.id)}
          onCheckedChange={(e) => onChange(toggle(value, option.id, e.checked === true))}
          data-testid={`${testId}-${option.name}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{option.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Wrap>
  );
}

function PlanForm({ options, existing }: { options: PlanOptions; existing: PlanDetail | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSavePlan();
  const methodLabel = useMethodLabel();
  const form = useZodForm(planSchema, { defaultValues: existing ? valuesOf(existing) : blank() });
  const mouldId = useWatch({ control: form.control, name: 'mouldId' }) as string;
  const mould = options.moulds.find((m) => m.id === mouldId);
  const errors = form.formState.errors;
  const fieldMessage = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    const e = node as { message?: string; root?: { message?: string } } | undefined;
    return e?.message ?? e?.root?.message;
  };

  // A template change re-shapes the evaluators: one (empty) list per criterion.
  useEffect(() => {
    if (!mould) return;
    const current = form.getValues('evaluatorIds') as string[][];
    if (current.length !== mould.criteria.length) {
      form.setValue(
        'evaluatorIds',
        mould.criteria.map(() => []),
      );
    }
  }, [mould, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = existing ? { ...values, id: existing.id } : values;
      const { data, desc } = await save.mutateAsync(body as never);
      showSuccessToast(desc || t`Performance plan saved`);
      navigate(`/vendor/performance/plan/detail/${data.id}`);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={existing ? t`Edit plan ${existing.code}` : t`New performance plan`}
        description={t`The template's criteria are copied into the plan. Computed criteria need no evaluator.`}
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                {t`Plan name`}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...form.register('name')} data-testid="plan-name" />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.mouldId)}>
              <Field.Label>
                {t`Template`}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('mouldId')} data-testid="plan-mould">
                  <option value="">{t`Please select`}</option>
                  {options.moulds.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.code} · {m.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.mouldId?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.deadline)}>
              <Field.Label>
                {t`Scoring deadline`}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" {...form.register('deadline')} data-testid="plan-deadline" />
              <Field.ErrorText>{errors.deadline?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.periodFrom)}>
              <Field.Label>
                {t`Period from`}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" {...form.register('periodFrom')} data-testid="plan-from" />
              <Field.ErrorText>{errors.periodFrom?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.periodTo)}>
              <Field.Label>
                {t`Period to`}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" {...form.register('periodTo')} data-testid="plan-to" />
              <Field.ErrorText>{errors.periodTo?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.remark)}>
              <Field.Label>{t`Remark`}</Field.Label>
              <Textarea rows={1} {...form.register('remark')} />
              <Field.ErrorText>{errors.remark?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text fontWeight="semibold" mb="3">
            {t`Suppliers`}
          </Text>
          <Controller
            control={form.control}
            name="vendorIds"
            render={({ field }) => (
              <CheckList
                options={options.vendors.map((v) => ({ id: v.vendorId, name: v.name }))}
                value={(field.value as string[]) ?? []}
                onChange={field.onChange}
                testId="plan-vendor"
              />
            )}
          />
          {fieldMessage('vendorIds') ? (
            <Text color="fg.error" textStyle="sm" mt="2" role="alert">
              {fieldMessage('vendorIds')}
            </Text>
          ) : null}
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text fontWeight="semibold" mb="3">
            {t`Evaluators per criterion`}
          </Text>
          {!mould ? (
            <Text color="fg.muted">{t`Choose a template to assign evaluators to its criteria.`}</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Criterion`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Weight (%)`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Scoring method`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Evaluators`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mould.criteria.map((criterion, index) => (
                  <Table.Row key={criterion.id}>
                    <Table.Cell>{criterion.name}</Table.Cell>
                    <Table.Cell>{criterion.weight}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={criterion.method === 'manual' ? 'gray' : 'blue'}>
                        {methodLabel(criterion.method)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {criterion.method === 'manual' ? (
                        <Stack gap="1">
                          <Controller
                            control={form.control}
                            name={`evaluatorIds.${index}`}
                            render={({ field }) => (
                              <CheckList
                                options={options.evaluators}
                                value={(field.value as string[] | undefined) ?? []}
                                onChange={field.onChange}
                                testId={`plan-evaluator-${index}`}
                              />
                            )}
                          />
                          {fieldMessage(`evaluatorIds.${index}`) ? (
                            <Text color="fg.error" textStyle="sm" role="alert">
                              {fieldMessage(`evaluatorIds.${index}`)}
                            </Text>
                          ) : null}
                        </Stack>
                      ) : (
                        <Text color="fg.muted" textStyle="sm">
                          {t`Computed from the ledger`}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {fieldMessage('evaluatorIds') ? (
            <Text color="fg.error" textStyle="sm" mt="2" role="alert">
              {fieldMessage('evaluatorIds')}
            </Text>
          ) : null}
        </Box>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="plan-save">
            {t`Save`}
          </Button>
          <Button variant="outline" onClick={() => navigate('/vendor/performance/plan')}>
            {t`Cancel`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** `/vendor/performance/plan/create` and `/vendor/performance/plan/edit/:id` (drafts). */
export function PlanFormPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const options = usePlanOptions();
  const plan = usePlan(id);
  if (options.isPending || (id && plan.isPending)) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!options.data) return <EmptyState title={t`Check your connection and try again.`} />;
  if (id && (plan.isError || !plan.data))
    return <EmptyState title={t`This performance plan does not exist`} />;
  return <PlanForm options={options.data} existing={id ? (plan.data ?? null) : null} />;
}
