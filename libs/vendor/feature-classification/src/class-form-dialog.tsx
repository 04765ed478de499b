import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  FormDialog,
  TextField,
  TextareaField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { vendorClassFormSchema } from '@procure/shared-validation';
import { useSaveVendorClass, type VendorClass } from '@procure/vendor-data-access';
import { useEffect, useId, useMemo } from 'react';

export type ClassEditing =
  | { mode: 'create'; parent: VendorClass | null }
  | { mode: 'edit'; row: Omit<VendorClass, 'children'>; parentCode: string | null };

/** Add a first-level class, a child of one, or edit a class's name and conditions (its code is fixed). */
export function ClassFormDialog({ editing, onClose }: { editing: ClassEditing | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveVendorClass();
  const formId = useId();
  const parentCode =
    editing?.mode === 'create' ? (editing.parent?.code ?? null) : editing ? editing.parentCode : null;
  const schema = useMemo(() => vendorClassFormSchema(parentCode), [parentCode]);
  const form = useZodForm(schema, { defaultValues: { code: '', name: '' } });
  useEffect(() => {
    if (!editing) return;
    if (editing.mode === 'create') {
      form.reset({
        code: editing.parent ? editing.parent.code : '',
        name: '',
        conditions: '',
        convertingConditions: '',
        ...(editing.parent ? { parentId: editing.parent.id } : {}),
      });
    } else {
      const { row } = editing;
      form.reset({
        id: row.id,
        code: row.code,
        name: row.name,
        conditions: row.conditions,
        convertingConditions: row.convertingConditions,
        ...(row.parentId ? { parentId: row.parentId } : {}),
      });
    }
  }, [editing, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const desc = await save.mutateAsync(values);
      showSuccessToast(desc || t`Supplier class saved`);
      onClose();
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  const title =
    editing?.mode === 'edit'
      ? t`Edit class ${editing.row.code}`
      : editing?.parent
        ? t`New second-level class under ${editing.parent.code} ${editing.parent.name}`
        : t`New first-level class`;
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      formId={formId}
      saving={save.isPending}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          {editing?.mode === 'edit' ? (
            <Text>
              <Trans>Code</Trans>:{' '}
              <Text as="span" fontFamily="mono" fontWeight="semibold">
                {editing.row.code}
              </Text>
            </Text>
          ) : (
            <TextField
              control={form.control}
              name="code"
              label={t`Code`}
              required
              helperText={
                parentCode
                  ? t`The first-level code ${parentCode} followed by 2 digits (01–99), e.g. ${parentCode}01`
                  : t`2 characters: an upper-case letter, then an upper-case letter or a digit (e.g. RM, A1). It cannot change later.`
              }
            />
          )}
          <TextField control={form.control} name="name" label={t`Class name`} required />
          <TextareaField
            control={form.control}
            name="conditions"
            label={t`Conditions (who belongs in this class)`}
          />
          <TextareaField
            control={form.control}
            name="convertingConditions"
            label={t`Converting conditions (when a supplier may move into this class)`}
          />
          <Text textStyle="xs" color="fg.muted">
            <Trans>Conditions are shown to the buyer who changes a supplier's class.</Trans>
          </Text>
        </Stack>
      </form>
    </FormDialog>
  );
}
