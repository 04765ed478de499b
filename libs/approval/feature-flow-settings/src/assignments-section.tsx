import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  useApprovalAssignments,
  useApprovalFlowOptions,
  useDeleteApprovalAssignment,
  useSaveApprovalAssignment,
  type SaveAssignmentBody,
} from '@procure/approval-data-access';
import { isApiError } from '@procure/shared-api-client';
import { CODES, codeEntries } from '@procure/shared-codes';
import { ConfirmDialog, showSuccessToast } from '@procure/shared-ui';
import {
  APPROVAL_SCOPE_KINDS,
  approvalAssignmentInputSchema,
  toFieldErrors,
  type ApprovalScopeKind,
} from '@procure/shared-validation';
import { useState } from 'react';
import { codeLabel, codeOptions } from './codes.ts';
import { EmployeeChecklist } from './employee-checklist.tsx';

const schema = approvalAssignmentInputSchema(codeEntries('approverType').map((e) => e.code));

const SCOPE_LABELS: Record<ApprovalScopeKind, MessageDescriptor> = {
  user: msg`Applicant`,
  department: msg`Department`,
  costCentre: msg`Cost centre`,
  category: msg`Category`,
  legalEntity: msg`Legal entity`,
  tenant: msg`Whole company`,
};

type AssignmentDraft = Omit<SaveAssignmentBody, 'approverType'> & { approverType: number };

const empty = (): AssignmentDraft => ({
  approverType: CODES.approverType.superior.code,
  scopeKind: 'user',
  scopeId: null,
  userIds: [],
});

/** Who each approver type resolves to, per scope (the most specific scope wins at submit). */
export function AssignmentsSection() {
  const { t, i18n } = useLingui();
  const rows = useApprovalAssignments();
  const options = useApprovalFlowOptions();
  const save = useSaveApprovalAssignment();
  const remove = useDeleteApprovalAssignment();
  const [draft, setDraft] = useState<AssignmentDraft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<string | null>(null);
  const o = options.data;
  const scopeChoices =
    draft.scopeKind === 'user'
      ? o?.employees
      : draft.scopeKind === 'department'
        ? o?.departments
        : draft.scopeKind === 'costCentre'
          ? o?.costCentres
          : draft.scopeKind === 'legalEntity'
            ? o?.legalEntities
            : undefined;
  const scopeName = (kind: ApprovalScopeKind, id: string | null) => {
    if (!id) return '';
    const list = {
      user: o?.employees,
      department: o?.departments,
      costCentre: o?.costCentres,
      legalEntity: o?.legalEntities,
    }[kind as 'user'];
    return list?.find((x) => x.id === id)?.name ?? id;
  };

  const submit = async () => {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(toFieldErrors(parsed.error).map((e) => [e.path, i18n._(e.code, e.params)])),
      );
      return;
    }
    try {
      const { desc } = await save.mutateAsync(parsed.data as SaveAssignmentBody);
      showSuccessToast(desc);
      setDraft(empty());
      setErrors({});
    } catch (err) {
      if (isApiError(err)) setErrors(Object.fromEntries(err.fields.map((f) => [f.path, f.message])));
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="lg" fontWeight="semibold">
        <Trans>Approver assignments</Trans>
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Approver type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Applies to</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Approvers, in order</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(rows.data ?? []).map((row) => {
            const label = codeLabel('approverType', row.approverType);
            return (
              <Table.Row key={row.id}>
                <Table.Cell>{label ? i18n._(label) : row.approverType}</Table.Cell>
                <Table.Cell>
                  {i18n._(SCOPE_LABELS[row.scopeKind])} {scopeName(row.scopeKind, row.scopeId)}
                </Table.Cell>
                <Table.Cell>{row.users.map((u) => u.name).join(' → ')}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row.id)}>
                    <Trans>Delete</Trans>
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Stack borderWidth="1px" borderRadius="md" p="3" gap="3">
        <HStack align="start" gap="3">
          <Field.Root flex="1">
            <Field.Label>
              <Trans>Approver type</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.approverType}
                onChange={(e) => setDraft({ ...draft, approverType: Number(e.target.value) })}
              >
                {codeOptions('approverType')
                  .filter((c) => c.value !== CODES.approverType.employee.code)
                  .map((c) => (
                    <option key={c.value} value={c.value}>
                      {i18n._(c.label)}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>
              <Trans>Applies to</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.scopeKind}
                onChange={(e) =>
                  setDraft({ ...draft, scopeKind: e.target.value as ApprovalScopeKind, scopeId: null })
                }
              >
                {APPROVAL_SCOPE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {i18n._(SCOPE_LABELS[k])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {draft.scopeKind !== 'tenant' ? (
            <Field.Root flex="1" required invalid={!!errors['scopeId']}>
              <Field.Label>{i18n._(SCOPE_LABELS[draft.scopeKind])}</Field.Label>
              {scopeChoices ? (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    placeholder={t`Choose`}
                    value={draft.scopeId ?? ''}
                    onChange={(e) => setDraft({ ...draft, scopeId: e.target.value || null })}
                  >
                    {scopeChoices.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  placeholder={t`Category id`}
                  value={draft.scopeId ?? ''}
                  onChange={(e) => setDraft({ ...draft, scopeId: e.target.value || null })}
                />
              )}
              <Field.ErrorText>{errors['scopeId']}</Field.ErrorText>
            </Field.Root>
          ) : null}
        </HStack>
        <Field.Root required invalid={!!errors['userIds']}>
          <Field.Label>
            <Trans>Approvers (in the order ticked)</Trans>
          </Field.Label>
          <EmployeeChecklist
            label={t`Approvers`}
            employees={o?.employees ?? []}
            value={draft.userIds}
            onChange={(userIds) => setDraft({ ...draft, userIds })}
          />
          <Field.ErrorText>{errors['userIds']}</Field.ErrorText>
        </Field.Root>
        <Button
          alignSelf="start"
          colorPalette="blue"
          size="sm"
          loading={save.isPending}
          onClick={() => void submit()}
        >
          <Trans>Add assignment</Trans>
        </Button>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete these approvers?`}
        confirmLabel={t`Delete`}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync(deleting).then(({ desc }) => {
            showSuccessToast(desc);
            setDeleting(null);
          });
        }}
      />
    </Stack>
  );
}
