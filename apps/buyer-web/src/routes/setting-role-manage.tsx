import {
  Badge,
  Box,
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeleteRole, useRoles, useSaveRole, type Role } from '@procure/company-data-access';
import { isApiError } from '@procure/shared-api-client';
import { PERMISSION_CATALOGUE } from '@procure/shared-codes';
import { nameLength } from '@procure/shared-validation';
import {
  ConfirmDialog,
  FormField,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  FormDialog,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';

const roleFormSchema = z.object({
  nameZh: nameLength,
  nameEn: nameLength,
  permissions: z.array(z.string()),
});
type RoleFormValues = z.input<typeof roleFormSchema>;
const emptyRole: RoleFormValues = { nameZh: '', nameEn: '', permissions: [] };

/** `/setting/roleManage`: the tenant's roles and the permission keys each grants. */
export function Component() {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  const roles = useRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const form = useZodForm(roleFormSchema, { defaultValues: emptyRole });
  const formId = useId();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const open = (role?: Role) => {
    form.reset(
      role ? { nameZh: role.nameZh, nameEn: role.nameEn, permissions: role.permissions } : emptyRole,
    );
    setEditing(role ? { id: role.id } : {});
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const { desc } = await save.mutateAsync(editing?.id ? { ...values, id: editing.id } : values);
      showSuccessToast(desc || t`Role saved`);
      setEditing(null);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });
  const errors = form.formState.errors;

  return (
    <Box>
      <PageHeader
        title={<Trans>Roles and permissions</Trans>}
        description={
          <Trans>Each role grants a set of permissions; employees get roles in staff management.</Trans>
        }
        actions={
          <Button onClick={() => open()}>
            <Plus />
            <Trans>New role</Trans>
          </Button>
        }
      />
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Role</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Code</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Permissions</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Employees</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(roles.data ?? []).map((role) => (
              <Table.Row key={role.id}>
                <Table.Cell>
                  <HStack>
                    <Text fontWeight="medium">{role.name}</Text>
                    {role.builtIn ? (
                      <Badge colorPalette="blue">
                        <Trans>Built-in</Trans>
                      </Badge>
                    ) : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell color="fg.muted">{role.code}</Table.Cell>
                <Table.Cell>{role.permissions.length}</Table.Cell>
                <Table.Cell textAlign="end">{role.memberCount}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="1">
                    <Button size="xs" variant="ghost" onClick={() => open(role)}>
                      <Trans>Edit</Trans>
                    </Button>
                    {!role.builtIn && role.memberCount === 0 ? (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(role)}>
                        <Trans>Delete</Trans>
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <FormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.id ? <Trans>Edit role</Trans> : <Trans>New role</Trans>}
        formId={formId}
        saving={save.isPending}
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t`Name (Chinese)`} required error={errors.nameZh?.message}>
                <Input {...form.register('nameZh')} />
              </FormField>
              <FormField label={t`Name (English)`} required error={errors.nameEn?.message}>
                <Input {...form.register('nameEn')} />
              </FormField>
            </SimpleGrid>
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <Stack gap="3">
                  {PERMISSION_CATALOGUE.map((group) => (
                    <Fieldset.Root key={group.area}>
                      <Fieldset.Legend fontWeight="semibold">
                        {en ? group.nameEn : group.nameZh}
                      </Fieldset.Legend>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="1">
                        {group.permissions.map((p) => (
                          <Checkbox.Root
                            key={p.key}
                            checked={field.value.includes(p.key)}
                            onCheckedChange={(e) =>
                              field.onChange(
                                e.checked ? [...field.value, p.key] : field.value.filter((k) => k !== p.key),
                              )
                            }
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{en ? p.nameEn : p.nameZh}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </SimpleGrid>
                    </Fieldset.Root>
                  ))}
                </Stack>
              )}
            />
          </Stack>
        </form>
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={<Trans>Delete role</Trans>}
        description={deleting ? <Trans>Delete the role “{deleting.name}”?</Trans> : null}
        confirmLabel={<Trans>Delete</Trans>}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ desc }) => showSuccessToast(desc || t`Role deleted`),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Box>
  );
}
