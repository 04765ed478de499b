import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  FormDialog,
  Panel,
  TextField,
  TextareaField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useSaveVendorLevel, useVendorLevels, type VendorLevel } from '@procure/vendor-data-access';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';

// The form's own checks; the server re-checks the code rule and its uniqueness (translated field errors).
const levelFormSchema = z.object({
  id: z.string().optional(),
  code: z.string().trim().min(1, 'validation.required').max(4, 'validation.tooLong'),
  name: z.string().trim().min(1, 'validation.required').max(30, 'validation.tooLong'),
  description: z.string().trim().max(500, 'validation.tooLong'),
  sort: z.number('validation.invalidType').int('validation.invalid').min(0).max(999),
  enabled: z.boolean(),
});

type Editing = { level: VendorLevel | null };

/**
 * The tenant's supplier levels (issue #16 §4 "levels"; spec §7 classification "level save"): one scale, e.g.
 * A strategic … D restricted, used on classified suppliers from the business list. Best first (sort).
 */
export function LevelsPanel() {
  const { t } = useLingui();
  const levels = useVendorLevels();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Panel
      title={t`Supplier levels`}
      testId="vendor-levels"
      aside={
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing({ level: null })}
          data-testid="level-new"
        >
          <Plus />
          <Trans>New level</Trans>
        </Button>
      }
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Levels rate classified suppliers within their class (set them on the supplier list by class). A
            disabled level takes no new supplier.
          </Trans>
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t`Supplier levels`} aria-busy={levels.isPending}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Code</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Level name</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Description</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Suppliers</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>State</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Actions</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(levels.data ?? []).map((level) => (
                <Table.Row key={level.id} data-testid={`level-row-${level.code}`}>
                  <Table.Cell fontFamily="mono" fontWeight="semibold">
                    {level.code}
                  </Table.Cell>
                  <Table.Cell>{level.name}</Table.Cell>
                  <Table.Cell>
                    <Text textStyle="sm" lineClamp={2}>
                      {level.description || '—'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{level.suppliers}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={level.enabled ? 'green' : 'gray'}>
                      {level.enabled ? t`Enabled` : t`Disabled`}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => setEditing({ level })}>
                      <Trans>Edit</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      <LevelFormDialog editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

function LevelFormDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveVendorLevel();
  const formId = useId();
  const form = useZodForm(levelFormSchema, {
    defaultValues: { code: '', name: '', description: '', sort: 0, enabled: true },
  });
  useEffect(() => {
    if (!editing) return;
    const level = editing.level;
    form.reset(
      level
        ? {
            id: level.id,
            code: level.code,
            name: level.name,
            description: level.description,
            sort: level.sort,
            enabled: level.enabled,
          }
        : { code: '', name: '', description: '', sort: 0, enabled: true },
    );
  }, [editing, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      showSuccessToast(await save.mutateAsync(values));
      onClose();
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });
  const enabled = form.watch('enabled');
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing?.level ? t`Edit level ${editing.level.code}` : t`New level`}
      formId={formId}
      saving={save.isPending}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            control={form.control}
            name="code"
            label={t`Code`}
            required
            helperText={t`1 to 4 upper-case letters or digits, such as A or B1`}
          />
          <TextField control={form.control} name="name" label={t`Level name`} required />
          <TextareaField control={form.control} name="description" label={t`Description`} />
          <Button
            type="button"
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => form.setValue('enabled', !enabled)}
            aria-pressed={enabled}
          >
            {enabled ? t`Enabled: click to disable` : t`Disabled: click to enable`}
          </Button>
        </Stack>
      </form>
    </FormDialog>
  );
}
