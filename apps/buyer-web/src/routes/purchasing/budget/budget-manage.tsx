import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '@procure/shared-api-client';
import {
  downloadBudgetTemplate,
  useBudgetDetail,
  useBudgetList,
  useCreateBudget,
  useImportBudgets,
  useSetBudgetDisabled,
  useUpdateBudgetAmount,
  type Budget,
} from '@procure/budget-data-access';
import { ImportDialog, Money, PageHeader, toaster } from '@procure/shared-ui';

// Budget management (/setting/budget): amounts, what is reserved/committed/spent, the ledger per
// budget, create, amount edit (the server refuses going below committed + spent), disable, import.

type Errors = Record<string, string>;
const fieldErrors = (error: unknown): Errors =>
  error instanceof ApiError ? Object.fromEntries(error.fields.map((f) => [f.path, f.message])) : {};
const failure = (error: unknown) =>
  error instanceof ApiError && error.fields.length === 0 ? error.desc : null;

export function Component() {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useBudgetList({ keyword: keyword || undefined, page, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Budget | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const status = useSetBudgetDisabled();
  const importBudgets = useImportBudgets();
  const labels: Record<string, string> = {
    costCentreCode: t`Cost centre code`,
    projectCode: t`Project code`,
    name: t`Budget name`,
    period: t`Period`,
    amount: t`Amount (CNY)`,
  };
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="4">
      <PageHeader
        title={<Trans>Budgets</Trans>}
        description={
          <Trans>
            Submissions reserve budget; approval commits it; withdrawal, rejection and cancellation release
            it.
          </Trans>
        }
        actions={
          <HStack>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Trans>Import</Trans>
            </Button>
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              <Trans>New budget</Trans>
            </Button>
          </HStack>
        }
      />
      <HStack as="form" role="search" onSubmit={(e) => e.preventDefault()}>
        <Input
          aria-label={t`Search by name, project or cost centre code`}
          placeholder={t`Search by name, project or cost centre code`}
          maxW="sm"
          maxLength={50}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Budget name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Cost centre</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Project code</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Period</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Amount</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Reserved and committed</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Spent</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Available</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Usage</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((b) => (
              <Table.Row key={b.id}>
                <Table.Cell>{b.name}</Table.Cell>
                <Table.Cell>
                  {b.costCentreCode ? `${b.costCentreCode} ${b.costCentreName ?? ''}` : '—'}
                </Table.Cell>
                <Table.Cell>{b.projectCode ?? '—'}</Table.Cell>
                <Table.Cell>{b.period}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={b.amount} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={b.committed} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={b.spent} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={b.available} color={b.available.startsWith('-') ? 'red.fg' : undefined} />
                </Table.Cell>
                <Table.Cell textAlign="end">{b.usagePercent}%</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={b.disabled ? 'gray' : 'green'}>
                    {b.disabled ? t`Disabled` : t`Enabled`}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {/* Wraps: in English the three actions on one line ran out of the table at 1440px. */}
                  <HStack gap="1" wrap="wrap" minW="120px">
                    <Button size="xs" variant="ghost" onClick={() => setViewing(b.id)}>
                      <Trans>Ledger</Trans>
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(b)}>
                      <Trans>Edit amount</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      loading={status.isPending && status.variables?.id === b.id}
                      onClick={() =>
                        status.mutate(
                          { id: b.id, disabled: !b.disabled },
                          { onSuccess: (desc) => toaster.success({ title: desc }) },
                        )
                      }
                    >
                      {b.disabled ? t`Enable` : t`Disable`}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 && !list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={11} textAlign="center" color="fg.muted">
                  <Trans>No budgets yet</Trans>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="flex-end">
        <Text color="fg.muted" textStyle="sm">
          <Trans>{total} budgets</Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={page * 20 >= total} onClick={() => setPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </HStack>
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <AmountDialog budget={editing} onClose={() => setEditing(null)} /> : null}
      {viewing ? <LedgerDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        title={t`Import budgets`}
        templateFileName="budgets.xlsx"
        downloadTemplate={downloadBudgetTemplate}
        onUpload={async (file) => {
          const result = await importBudgets.mutateAsync(file);
          if ('imported' in result) return result;
          return {
            errors: result.problems.map((p) => ({
              row: p.row,
              column: labels[p.key] ?? '',
              message: p.message,
            })),
          };
        }}
      />
    </Stack>
  );
}

function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  error,
  children,
}: {
  title: React.ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(e) => (!e.open && !busy ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {error ? (
                  <Text color="red.fg" role="alert">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy}>
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TextInput({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateBudget();
  const [form, setForm] = useState({
    costCentreId: '',
    projectCode: '',
    name: '',
    period: String(new Date().getFullYear()),
    amount: '',
  });
  const errors = fieldErrors(create.error);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  return (
    <FormDialog
      title={<Trans>New budget</Trans>}
      onClose={onClose}
      busy={create.isPending}
      error={failure(create.error)}
      onSubmit={() =>
        create.mutate(
          { ...form, projectCode: form.projectCode || undefined },
          {
            onSuccess: (desc) => {
              toaster.success({ title: desc });
              onClose();
            },
          },
        )
      }
    >
      <TextInput
        required
        label={t`Cost centre ID`}
        value={form.costCentreId}
        onChange={set('costCentreId')}
        error={errors['costCentreId']}
      />
      <TextInput
        label={t`Project code`}
        value={form.projectCode}
        onChange={set('projectCode')}
        error={errors['projectCode']}
      />
      <TextInput
        required
        label={t`Budget name`}
        value={form.name}
        onChange={set('name')}
        error={errors['name']}
      />
      <TextInput
        required
        label={t`Period (2026 or 2026-11)`}
        value={form.period}
        onChange={set('period')}
        error={errors['period']}
      />
      <TextInput
        required
        label={t`Amount (CNY)`}
        value={form.amount}
        onChange={set('amount')}
        error={errors['amount']}
      />
    </FormDialog>
  );
}

function AmountDialog({ budget, onClose }: { budget: Budget; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateBudgetAmount();
  const [amount, setAmount] = useState(budget.amount);
  return (
    <FormDialog
      title={<Trans>Edit amount: {budget.name}</Trans>}
      onClose={onClose}
      busy={update.isPending}
      error={failure(update.error)}
      onSubmit={() =>
        update.mutate(
          { id: budget.id, amount },
          {
            onSuccess: (desc) => {
              toaster.success({ title: desc });
              onClose();
            },
          },
        )
      }
    >
      <Text textStyle="sm" color="fg.muted">
        <Trans>Already reserved, committed or spent:</Trans> <Money as="span" value={budget.committed} />
      </Text>
      <TextInput
        required
        label={t`Amount (CNY)`}
        value={amount}
        onChange={setAmount}
        error={fieldErrors(update.error)['amount']}
      />
    </FormDialog>
  );
}

function LedgerDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useBudgetDetail(id);
  const kinds: Record<string, string> = {
    reserved: t`Reserved`,
    committed: t`Committed`,
    released: t`Released`,
    spent: t`Spent`,
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => (!e.open ? onClose() : undefined)}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Ledger: {detail.data?.budget.name ?? ''}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Time</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Document</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Movement</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Amount</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(detail.data?.entries ?? []).map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell>{new Date(e.at).toLocaleString()}</Table.Cell>
                      <Table.Cell>
                        {e.docType} {e.documentId.slice(0, 8)}
                      </Table.Cell>
                      <Table.Cell>
                        {kinds[e.kind]}{' '}
                        {e.overBudget ? (
                          <Badge colorPalette="red">
                            <Trans>Over budget (confirmed)</Trans>
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={e.amount} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                  {detail.data && detail.data.entries.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={4} color="fg.muted">
                        <Trans>No documents have used this budget yet</Trans>
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Table.Body>
              </Table.Root>
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
