import { Badge, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  ConfirmDialog,
  ImportDialog,
  SelectField,
  TextField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  type SelectOption,
  FormDialog,
} from '@procure/shared-ui';
import { downloadImportTemplate, uploadImport, type ImportKind } from '@procure/masterdata-data-access';
import { Plus, Upload } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';

/** One form field of an entity: a text input or a select, with its shared zod rule. */
export type CrudField = {
  name: string;
  label: string;
  rule: z.ZodType;
  required?: boolean;
  options?: readonly SelectOption[];
  /** Cannot change once created (e.g. a currency code, a credit code). */
  fixedOnEdit?: boolean;
};

export type CrudColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

export type CrudTabProps<Row extends { id: string; disabled: boolean }> = {
  title: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  columns: readonly CrudColumn<Row>[];
  fields: readonly CrudField[];
  /** Form values of a row being edited (strings, '' for empty). */
  toForm: (row: Row) => Record<string, string>;
  /** The save body from the form values (id added for an edit). */
  save: (values: Record<string, string>, id: string | undefined) => Promise<{ desc: string }>;
  setDisabled: (row: Row, disabled: boolean) => Promise<{ desc: string }>;
  /** Rows matching the search box (by default: the text of every column). */
  searchText: (row: Row) => string;
  importKind?: ImportKind;
  /** The base currency cannot be disabled: hide its toggle. */
  canDisable?: (row: Row) => boolean;
};

/** A management table of one master-data entity: search, create/edit dialog, disable with confirm, import. */
export function CrudTab<Row extends { id: string; disabled: boolean }>(props: CrudTabProps<Row>) {
  const { t } = useLingui();
  const { rows, fields } = props;
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const formId = useId();
  const schema = useMemo(
    () =>
      z.object(Object.fromEntries(fields.map((f) => [f.name, f.rule]))) as z.ZodType<
        Record<string, string>,
        Record<string, string>
      >,
    [fields],
  );
  const empty = useMemo(() => Object.fromEntries(fields.map((f) => [f.name, ''])), [fields]);
  const form = useZodForm(schema, { defaultValues: empty });

  const shown = (rows ?? []).filter(
    (r) => !keyword.trim() || props.searchText(r).toLowerCase().includes(keyword.trim().toLowerCase()),
  );

  const open = (row?: Row) => {
    form.reset(row ? { ...empty, ...props.toForm(row) } : empty);
    setEditing({ row });
  };
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    try {
      const { desc } = await props.save(values, editing?.row?.id);
      showSuccessToast(desc || t`Saved`);
      setEditing(null);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  const toggle = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { desc } = await props.setDisabled(confirming, !confirming.disabled);
      showSuccessToast(desc);
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Input
          maxW="xs"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t`Search code or name`}
          aria-label={t`Search`}
        />
        <HStack>
          {props.importKind && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload /> <Trans>Import</Trans>
            </Button>
          )}
          <Button onClick={() => open()}>
            <Plus /> <Trans>Add</Trans>
          </Button>
        </HStack>
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              {props.columns.map((c) => (
                <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.id}>
                {props.columns.map((c) => (
                  <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
                ))}
                <Table.Cell>
                  <Badge colorPalette={row.disabled ? 'gray' : 'green'}>
                    {row.disabled ? t`Disabled` : t`Enabled`}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="1">
                    <Button size="xs" variant="ghost" onClick={() => open(row)}>
                      <Trans>Edit</Trans>
                    </Button>
                    {(props.canDisable?.(row) ?? true) && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette={row.disabled ? 'green' : 'red'}
                        onClick={() => setConfirming(row)}
                      >
                        {row.disabled ? t`Enable` : t`Disable`}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {!props.loading && shown.length === 0 && (
          <Text p="6" textAlign="center" color="fg.muted">
            <Trans>No data</Trans>
          </Text>
        )}
      </Box>

      <FormDialog
        size="md"
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.row ? t`Edit ${props.title}` : t`Add ${props.title}`}
        formId={formId}
        saving={busy}
      >
        <form id={formId} onSubmit={form.handleSubmit(submit)} noValidate>
          <Stack gap="3">
            {fields.map((f) =>
              f.options ? (
                <SelectField
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  label={f.label}
                  required={f.required}
                  options={f.options}
                  placeholder={t`Please choose`}
                />
              ) : (
                <TextField
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  label={f.label}
                  required={f.required}
                  disabled={!!editing?.row && f.fixedOnEdit}
                />
              ),
            )}
          </Stack>
        </form>
      </FormDialog>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={confirming?.disabled ? t`Enable this item?` : t`Disable this item?`}
        description={
          confirming?.disabled
            ? t`It will be offered in the pickers again.`
            : t`It will no longer be offered in the pickers; documents that use it keep it.`
        }
        confirmLabel={confirming?.disabled ? t`Enable` : t`Disable`}
        tone={confirming?.disabled ? 'primary' : 'danger'}
        loading={busy}
        onConfirm={() => void toggle()}
      />

      {props.importKind && (
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          title={t`Import ${props.title}`}
          templateFileName={`${props.importKind}-template.xlsx`}
          downloadTemplate={() => downloadImportTemplate(props.importKind as ImportKind)}
          onUpload={(file) => uploadImport(props.importKind as ImportKind, file)}
        />
      )}
    </Stack>
  );
}
