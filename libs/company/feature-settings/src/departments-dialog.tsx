import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDepartments, useSaveDepartment } from '@procure/company-data-access';
import { isApiError } from '@procure/shared-api-client';
import { nameLength, rules } from '@procure/shared-validation';
import { FormField, setServerFieldErrors, showSuccessToast, useZodForm } from '@procure/shared-ui';
import { useState } from 'react';
import { z } from 'zod';

const departmentSchema = z.object({
  code: rules.name.max(30, 'validation.tooLong'),
  nameZh: nameLength,
  nameEn: nameLength,
});
const empty = { code: '', nameZh: '', nameEn: '' };

/** The company's departments: the list, and a form that adds one or edits the chosen one. */
export function DepartmentsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useLingui();
  const departments = useDepartments();
  const save = useSaveDepartment();
  const form = useZodForm(departmentSchema, { defaultValues: empty });
  const [editingId, setEditingId] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { desc } = await save.mutateAsync(editingId ? { ...values, id: editingId } : values);
      showSuccessToast(desc || t`Department saved`);
      form.reset(empty);
      setEditingId(null);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Departments</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <form onSubmit={submit} noValidate>
                  <HStack align="end" gap="2" flexWrap="wrap">
                    <FormField label={t`Code`} required error={errors.code?.message}>
                      <Input {...form.register('code')} maxW="28" />
                    </FormField>
                    <FormField label={t`Name (Chinese)`} required error={errors.nameZh?.message}>
                      <Input {...form.register('nameZh')} />
                    </FormField>
                    <FormField label={t`Name (English)`} required error={errors.nameEn?.message}>
                      <Input {...form.register('nameEn')} />
                    </FormField>
                    <Button type="submit" loading={save.isPending}>
                      {editingId ? <Trans>Save</Trans> : <Trans>Add</Trans>}
                    </Button>
                  </HStack>
                </form>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <Trans>Code</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Name</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader />
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(departments.data ?? []).map((d) => (
                      <Table.Row key={d.id}>
                        <Table.Cell>{d.code}</Table.Cell>
                        <Table.Cell>{d.name}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => {
                              form.reset({ code: d.code, nameZh: d.nameZh, nameEn: d.nameEn });
                              setEditingId(d.id);
                            }}
                          >
                            <Trans>Edit</Trans>
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
