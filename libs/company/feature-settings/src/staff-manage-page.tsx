import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useDepartments,
  usePositionLevels,
  useRoles,
  useSaveStaff,
  useStaff,
  type Staff,
  type StaffQuery,
} from '@procure/company-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  FormDialog,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { DepartmentsDialog } from './departments-dialog.tsx';
import { StaffFilters } from './staff-filters.tsx';
import { StaffStatusDialog } from './staff-status-dialog.tsx';
import { StaffTable } from './staff-table.tsx';
import {
  StaffForm,
  createStaffFormSchema,
  emptyStaff,
  staffFormSchema,
  type StaffFormOutput,
} from './staff-form.tsx';

const PAGE_SIZE = 20;

/** `/setting/staffManage` (spec "staff manage list"): employees, their departments and roles. */
export function StaffManagePage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState({ keyword: '', departmentId: '', status: '' });
  const [query, setQuery] = useState<StaffQuery>({ page: 1, pageSize: PAGE_SIZE });
  const staff = useStaff(query);
  const roles = useRoles();
  const departments = useDepartments();
  const levels = usePositionLevels();
  const save = useSaveStaff();
  const [editing, setEditing] = useState<{ mode: 'create' } | { mode: 'edit'; userId: string } | null>(null);
  const [confirming, setConfirming] = useState<Staff | null>(null);
  const [showDepartments, setShowDepartments] = useState(false);
  const formId = useId();
  const form = useZodForm(editing?.mode === 'edit' ? staffFormSchema : createStaffFormSchema, {
    defaultValues: emptyStaff,
  });

  const search = () =>
    setQuery({
      page: 1,
      pageSize: PAGE_SIZE,
      ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
      ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
      ...(filters.status === 'enabled' || filters.status === 'disabled' ? { status: filters.status } : {}),
    });

  const openCreate = () => {
    form.reset(emptyStaff);
    setEditing({ mode: 'create' });
  };
  const openEdit = (s: Staff) => {
    form.reset({
      ...emptyStaff,
      username: s.username,
      empName: s.empName,
      mobile: s.mobile ?? '',
      email: s.email ?? '',
      departmentId: s.departmentId ?? '',
      positionLevelId: s.positionLevelId ?? '',
      roleIds: s.roles.map((r) => r.id),
    });
    setEditing({ mode: 'edit', userId: s.userId });
  };

  const submit = async (values: StaffFormOutput) => {
    if (!editing) return;
    const common = {
      empName: values.empName,
      mobile: values.mobile,
      email: values.email ?? null,
      departmentId: values.departmentId || null,
      positionLevelId: values.positionLevelId || null,
      roleIds: values.roleIds,
    };
    try {
      const { desc } = await save.mutateAsync(
        editing.mode === 'create'
          ? { mode: 'create', username: values.username, password: values.password, ...common }
          : { mode: 'edit', userId: editing.userId, ...common },
      );
      showSuccessToast(desc || t`Employee saved`);
      setEditing(null);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  };

  const page = staff.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <Box>
      <PageHeader
        title={<Trans>Staff management</Trans>}
        description={<Trans>Employees of the company, their departments, position levels and roles.</Trans>}
        actions={
          <HStack>
            <Button variant="outline" onClick={() => setShowDepartments(true)}>
              <Trans>Departments</Trans>
            </Button>
            <Button onClick={openCreate}>
              <Plus />
              <Trans>New employee</Trans>
            </Button>
          </HStack>
        }
      />
      <StaffFilters
        filters={filters}
        onChange={setFilters}
        departments={departments.data ?? []}
        onSearch={search}
      />
      <StaffTable rows={page?.rows ?? []} onEdit={openEdit} onToggle={setConfirming} />
      {page && page.rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          <Trans>No employees match.</Trans>
        </Text>
      ) : null}
      <HStack justify="end" mt="3" gap="3">
        <Text color="fg.muted" textStyle="sm">
          <Trans>
            {page?.total ?? 0} employees · page {query.page} of {pages}
          </Trans>
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={query.page <= 1}
          onClick={() => setQuery({ ...query, page: query.page - 1 })}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={query.page >= pages}
          onClick={() => setQuery({ ...query, page: query.page + 1 })}
        >
          <Trans>Next</Trans>
        </Button>
      </HStack>

      <FormDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.mode === 'edit' ? <Trans>Edit employee</Trans> : <Trans>New employee</Trans>}
        formId={formId}
        saving={save.isPending}
      >
        <Stack>
          {editing ? (
            <StaffForm
              id={formId}
              mode={editing.mode}
              form={form}
              onSubmit={submit}
              roles={roles.data ?? []}
              departments={departments.data ?? []}
              levels={levels.data ?? []}
            />
          ) : null}
        </Stack>
      </FormDialog>

      <DepartmentsDialog open={showDepartments} onOpenChange={setShowDepartments} />

      <StaffStatusDialog confirming={confirming} onClose={() => setConfirming(null)} />
    </Box>
  );
}
