import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  downloadMouldCriteriaTemplate,
  useImportMouldCriteria,
  useMould,
  useSaveMould,
  type MouldDetail,
} from '@procure/evaluation-data-access';
import { useMethodOptions } from '@procure/evaluation-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  EVALUATION_WEIGHT_TOTAL,
  mouldSchema,
  weightSum,
  type EvaluationMethod,
} from '@procure/shared-validation';
import {
  EmptyState,
  ImportDialog,
  PageHeader,
  StatusBadge,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { Plus, Trash2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';

type Criterion = { name: string; weight: number; method: EvaluationMethod; remark?: string | null };
type FormValues = { id?: string; name: string; remark?: string | null; criteria: Criterion[] };

const blankCriterion: Criterion = { name: '', weight: 0, method: 'manual', remark: '' };

/** A new template starts with the three computed criteria and a manual one (weights add up to 100). */
function useStarter(): FormValues {
  const { t } = useLingui();
  return {
    name: '',
    remark: '',
    criteria: [
      { name: t`Quality`, weight: 30, method: 'manual', remark: '' },
      { name: t`On-time delivery`, weight: 30, method: 'onTimeDelivery', remark: '' },
      { name: t`Receipt quality`, weight: 20, method: 'receiptRejection', remark: '' },
      { name: t`Return rate`, weight: 10, method: 'returnRate', remark: '' },
      { name: t`Service`, weight: 10, method: 'manual', remark: '' },
    ],
  };
}

function valuesOf(mould: MouldDetail): FormValues {
  return {
    id: mould.id,
    name: mould.name,
    remark: mould.remark,
    criteria: mould.criteria.map((c) => ({
      name: c.name,
      weight: c.weight,
      method: c.method,
      remark: c.remark,
    })),
  };
}

/**
 * "Import criteria" of a saved template: the xlsx sheet REPLACES its saved criteria (all rows or none);
 * the form then shows the imported criteria.
 */
function ImportCriteria({ mouldId }: { mouldId: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const upload = useImportMouldCriteria();
  const columns: Record<string, string> = {
    name: t`Criterion`,
    weight: t`Weight (%)`,
    method: t`Scoring method`,
    remark: t`Remark`,
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="mould-import">
        <Upload />
        {t`Import criteria`}
      </Button>
      <ImportDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Import criteria (replaces the saved criteria)`}
        templateFileName={t`evaluation-criteria.xlsx`}
        downloadTemplate={downloadMouldCriteriaTemplate}
        onUpload={async (file) => {
          const result = await upload.mutateAsync({ id: mouldId, file });
          if ('imported' in result) return result;
          return {
            errors: result.problems.map((p) => ({
              row: p.row,
              column: columns[p.key] ?? p.key,
              message: p.message,
            })),
          };
        }}
      />
    </>
  );
}

function MouldForm({ existing }: { existing: MouldDetail | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveMould();
  const methods = useMethodOptions();
  const starter = useStarter();
  const form = useZodForm(mouldSchema, { defaultValues: existing ? valuesOf(existing) : starter });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'criteria' });
  const criteria = useWatch({ control: form.control, name: 'criteria' }) as Criterion[] | undefined;
  const total = weightSum(criteria ?? []);
  const errors = form.formState.errors;
  const criteriaError =
    (errors.criteria as { message?: string; root?: { message?: string } } | undefined)?.message ??
    (errors.criteria as { root?: { message?: string } } | undefined)?.root?.message;

  useEffect(() => {
    if (existing) form.reset(valuesOf(existing));
  }, [existing, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = existing ? { ...values, id: existing.id } : values;
      const { desc } = await save.mutateAsync(body as never);
      showSuccessToast(desc || t`Template saved`);
      navigate('/vendor/performance/template');
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={existing ? t`Edit template ${existing.code}` : t`New evaluation template`}
        description={t`Weights are whole percent and must add up to 100. Computed criteria are scored from the order ledger of the plan's period.`}
        actions={existing ? <StatusBadge set="enabled" value={existing.state} /> : undefined}
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Stack gap="3" maxW="2xl">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                {t`Template name`}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...form.register('name')} data-testid="mould-name" />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.remark)}>
              <Field.Label>{t`Remark`}</Field.Label>
              <Textarea rows={2} {...form.register('remark')} />
              <Field.ErrorText>{errors.remark?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
            <HStack gap="2">
              <Text fontWeight="semibold">{t`Criteria`}</Text>
              <Badge
                colorPalette={total === EVALUATION_WEIGHT_TOTAL ? 'green' : 'red'}
                data-testid="mould-weight-total"
              >
                {t`Total weight ${total} / 100`}
              </Badge>
            </HStack>
            <HStack gap="2">
              {existing ? <ImportCriteria mouldId={existing.id} /> : null}
              <Button
                size="sm"
                variant="outline"
                onClick={() => append({ ...blankCriterion })}
                data-testid="mould-add"
              >
                <Plus />
                {t`Add criterion`}
              </Button>
            </HStack>
          </HStack>
          {criteriaError ? (
            <Text color="fg.error" textStyle="sm" mb="2" role="alert" data-testid="mould-criteria-error">
              {criteriaError}
            </Text>
          ) : null}
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                  <Table.ColumnHeader minW="40">{t`Criterion`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="28">{t`Weight (%)`}</Table.ColumnHeader>
                  <Table.ColumnHeader minW="52">{t`Scoring method`}</Table.ColumnHeader>
                  <Table.ColumnHeader minW="40">{t`Remark`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="12">
                    <Text srOnly>{t`Actions`}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fields.map((field, index) => {
                  const rowErrors = errors.criteria?.[index];
                  const method = criteria?.[index]?.method ?? 'manual';
                  return (
                    <Table.Row key={field.id} data-testid={`mould-criterion-${index}`}>
                      <Table.Cell>{index + 1}</Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.name)}>
                          <Input
                            size="sm"
                            aria-label={t`Criterion ${index + 1} name`}
                            {...form.register(`criteria.${index}.name`)}
                          />
                          <Field.ErrorText>{rowErrors?.name?.message}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.weight)}>
                          <Input
                            size="sm"
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={100}
                            aria-label={t`Criterion ${index + 1} weight`}
                            {...form.register(`criteria.${index}.weight`, { valueAsNumber: true })}
                          />
                          <Field.ErrorText>{rowErrors?.weight?.message}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.method)}>
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field
                              aria-label={t`Criterion ${index + 1} scoring method`}
                              {...form.register(`criteria.${index}.method`)}
                            >
                              {methods.map((m) => (
                                <option key={m.value} value={m.value}>
                                  {m.label}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                          <Field.HelperText>{methods.find((m) => m.value === method)?.hint}</Field.HelperText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(rowErrors?.remark)}>
                          <Input
                            size="sm"
                            aria-label={t`Criterion ${index + 1} remark`}
                            {...form.register(`criteria.${index}.remark`)}
                          />
                          <Field.ErrorText>{rowErrors?.remark?.message}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t`Remove criterion ${index + 1}`}
                          disabled={fields.length <= 1}
                          onClick={() => remove(index)}
                        >
                          <Trash2 />
                        </IconButton>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </Box>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="mould-save">
            {t`Save`}
          </Button>
          <Button variant="outline" onClick={() => navigate('/vendor/performance/template')}>
            {t`Cancel`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** `/vendor/performance/template/create` and `/vendor/performance/template/edit/:id`. */
export function MouldEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const mould = useMould(id);
  if (!id) return <MouldForm existing={null} />;
  if (mould.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (mould.isError || !mould.data) {
    return <EmptyState title={t`This evaluation template does not exist`} />;
  }
  return <MouldForm existing={mould.data} />;
}
