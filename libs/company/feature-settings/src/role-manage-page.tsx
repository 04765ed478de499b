import { Box, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeleteRole, useRoles, useSaveRole, type Role } from '@procure/company-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  FormDialog,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { RoleFields, emptyRole, roleFormSchema } from './role-form.tsx';
import { RoleTable } from './role-table.tsx';

/** `/setting/roleManage`: the tenant's roles and the permission keys each grants. */
export function RoleManagePage() {
  const { t } = useLingui();
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
      <RoleTable roles={roles.data ?? []} onEdit={open} onDelete={setDeleting} />

      <FormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.id ? <Trans>Edit role</Trans> : <Trans>New role</Trans>}
        formId={formId}
        saving={save.isPending}
      >
        <form id={formId} onSubmit={submit} noValidate>
          <RoleFields form={form} />
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
