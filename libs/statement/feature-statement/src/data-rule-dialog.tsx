import { Checkbox, Field, Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  FormDialog,
  SelectField,
  TextareaField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { statementDataRuleSchema } from '@procure/shared-validation';
import {
  useSaveStatementDataRule,
  type StatementDataRule,
  type StatementDataRuleOptions,
} from '@procure/statement-data-access';
import { useEffect, useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';

type Input = z.input<typeof statementDataRuleSchema>;
type Output = z.output<typeof statementDataRuleSchema>;
type Named = { id: string; name: string };

/** null: closed; a rule: edit it; 'new': add one. */
export type RuleEditing = StatementDataRule | 'new' | null;

const empty: Input = { userId: '', allData: false, vendorIds: [], legalEntityIds: [], remark: '' };

/** Checkboxes over a few named choices (a tenant's suppliers or legal entities), bound to an id array. */
function ChoiceGroup({
  control,
  name,
  legend,
  choices,
  disabled,
  testId,
}: {
  control: Control<Input, unknown, Output>;
  name: 'vendorIds' | 'legalEntityIds';
  legend: string;
  choices: readonly Named[];
  disabled: boolean;
  testId: string;
}) {
  const { t } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const chosen = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} data-testid={testId}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <Stack gap="2" mt="1" ref={field.ref} tabIndex={-1}>
        {choices.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">{t`None in your enterprise yet`}</Text>
        ) : (
          choices.map((c) => (
            <Checkbox.Root
              key={c.id}
              value={c.id}
              checked={chosen.includes(c.id)}
              disabled={disabled}
              onCheckedChange={(e) =>
                field.onChange(
                  e.checked === true
                    ? [...chosen.filter((id) => id !== c.id), c.id]
                    : chosen.filter((id) => id !== c.id),
                )
              }
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{c.name}</Checkbox.Label>
            </Checkbox.Root>
          ))
        )}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/**
 * Add or edit a statement data rule: one employee → every statement, or only those of some suppliers and/or
 * legal entities. The server re-checks everything (one rule per employee, at least one supplier or legal
 * entity unless all) and its translated field errors land on the fields.
 */
export function DataRuleDialog({
  editing,
  options,
  onClose,
}: {
  editing: RuleEditing;
  options: StatementDataRuleOptions | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveStatementDataRule();
  const formId = useId();
  const form = useZodForm(statementDataRuleSchema, { defaultValues: empty });
  useEffect(() => {
    if (editing === null) return;
    form.reset(
      editing === 'new'
        ? empty
        : {
            id: editing.id,
            userId: editing.userId,
            allData: editing.allData,
            vendorIds: editing.vendors.map((v) => v.id),
            legalEntityIds: editing.legalEntities.map((e) => e.id),
            remark: editing.remark,
          },
    );
  }, [editing, form]);
  const { field: allData } = useController({ control: form.control, name: 'allData' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const desc = await save.mutateAsync(values);
      showSuccessToast(desc || t`Statement data rule saved`);
      onClose();
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  const employees = options?.employees ?? [];
  // An edited rule's employee stays choosable even if the options have not loaded (or no longer list them).
  const employeeOptions = [
    ...(editing && editing !== 'new' && !employees.some((e) => e.id === editing.userId)
      ? [{ value: editing.userId, label: editing.userName }]
      : []),
    ...employees.map((e) => ({ value: e.id, label: e.name })),
  ];
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? t`New statement data rule` : t`Edit statement data rule`}
      formId={formId}
      saving={save.isPending}
    >
      <form id={formId} onSubmit={submit} noValidate data-testid="data-rule-form">
        <Stack gap="5">
          <SelectField
            control={form.control}
            name="userId"
            label={t`Employee`}
            required
            options={employeeOptions}
            helperText={t`One rule per employee. An employee without a rule sees every statement.`}
          />
          <Field.Root>
            <Switch.Root
              checked={allData.value === true}
              onCheckedChange={(e) => allData.onChange(e.checked)}
              data-testid="data-rule-all"
            >
              <Switch.HiddenInput onBlur={allData.onBlur} />
              <Switch.Control />
              <Switch.Label>
                <Trans>All statements (no restriction)</Trans>
              </Switch.Label>
            </Switch.Root>
          </Field.Root>
          <Text textStyle="sm" color="fg.muted">
            {allData.value === true
              ? t`The employee sees every statement of the enterprise.`
              : t`The employee sees only the statements of the suppliers chosen (if any) whose order lines all belong to the legal entities chosen (if any).`}
          </Text>
          <ChoiceGroup
            control={form.control}
            name="vendorIds"
            legend={t`Suppliers`}
            choices={options?.vendors ?? []}
            disabled={allData.value === true}
            testId="data-rule-vendors"
          />
          <ChoiceGroup
            control={form.control}
            name="legalEntityIds"
            legend={t`Legal entities`}
            choices={options?.legalEntities ?? []}
            disabled={allData.value === true}
            testId="data-rule-legal-entities"
          />
          <TextareaField control={form.control} name="remark" label={t`Remark`} />
        </Stack>
      </form>
    </FormDialog>
  );
}
