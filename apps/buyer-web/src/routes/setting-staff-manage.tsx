import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useDepartments,
  usePositionLevels,
  useRoles,
  useSaveStaff,
  useSetStaffDisabled,
  useStaff,
  type Staff,
  type StaffQuery,
} from '@procure/company-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  PageHeader,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  FormDialog,
} from '@procure/shared-ui';
import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { SettingDepartmentsDialog } from './setting-departments-dialog.tsx';
import {
  StaffForm,
  createStaffFormSchema,
  emptyStaff,
  staffFormSchema,
  type StaffFormOutput,
} from './setting-staff-form.tsx';

const PAGE_SIZE = 20;

/** `/setting/staffManage` (spec "staff manage list"): employees, their departments and roles. */
export function Component() {
  const { t } = useLingui();
  const [filters, setFilters] = useState({ keyword: '', departmentId: '', status: '' });
  const [query, setQuery] = useState<StaffQuery>({ page: 1, pageSize: PAGE_SIZE });
  const staff = useStaff(query);
  const roles = useRoles();
  const departments = useDepartments();
  const levels = usePositionLevels();
  const save = useSaveStaff();
  const toggle = useSetStaffDisabled();
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
      <Wrap gap="3" mb="4" align="center">
        <Input
          maxW="64"
          placeholder={t`Name, username or mobile`}
          value={filters.keyword}
          onChange={(e) => setFilters({ ...filters, keyword: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && search()}
        />
        <NativeSelect.Root maxW="48">
          <NativeSelect.Field
            aria-label={t`Department`}
            value={filters.departmentId}
            onChange={(e) => setFilters({ ...filters, departmentId: e.target.value })}
          >
            <option value="">{t`All departments`}</option>
            {(departments.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label={t`Status`}
            value={filters.status}
            onChange={(e) => setFilters({ ...filters, status: e.target.value })}
          >
            <option value="">{t`All statuses`}</option>
            <option value="enabled">{t`Enabled`}</option>
            <option value="disabled">{t`Disabled`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" onClick={search}>
          <Search />
          <Trans>Search</Trans>
        </Button>
      </Wrap>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Username</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Mobile</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Department</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Position level</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Roles</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(page?.rows ?? []).map((s) => (
              <Table.Row key={s.userId}>
                <Table.Cell fontWeight="medium">{s.empName}</Table.Cell>
                <Table.Cell>{s.username}</Table.Cell>
                <Table.Cell>{s.mobile ?? '—'}</Table.Cell>
                <Table.Cell>{s.departmentName ?? '—'}</Table.Cell>
                <Table.Cell>{s.positionLevelName ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {s.roles.map((r) => (
                      <Badge key={r.id} variant="subtle">
                        {r.name}
                      </Badge>
                    ))}
                  </Wrap>
                </Table.Cell>
                <Table.Cell>
                  {s.disabled ? (
                    <Badge colorPalette="gray">
                      <Trans>Disabled</Trans>
                    </Badge>
                  ) : (
                    <Badge colorPalette="green">
                      <Trans>Enabled</Trans>
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="1">
                    <Button size="xs" variant="ghost" onClick={() => openEdit(s)}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette={s.disabled ? 'green' : 'red'}
                      onClick={() => setConfirming(s)}
                    >
                      {s.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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

      <SettingDepartmentsDialog open={showDepartments} onOpenChange={setShowDepartments} />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={confirming?.disabled ? <Trans>Enable employee</Trans> : <Trans>Disable employee</Trans>}
        description={
          confirming?.disabled ? (
            <Trans>{confirming.empName} can log in to the company again.</Trans>
          ) : confirming ? (
            <Trans>
              {confirming.empName} is logged out at once and cannot log in to the company until enabled.
            </Trans>
          ) : null
        }
        confirmLabel={confirming?.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
        tone={confirming?.disabled ? 'primary' : 'danger'}
        loading={toggle.isPending}
        onConfirm={() =>
          confirming &&
          toggle.mutate(
            { userId: confirming.userId, disabled: !confirming.disabled },
            {
              onSuccess: ({ desc }) => showSuccessToast(desc),
              onSettled: () => setConfirming(null),
            },
          )
        }
      />
    </Box>
  );
}
