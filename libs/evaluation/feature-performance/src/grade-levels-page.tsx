import { Badge, Box, Button, Field, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useGradeLevels, useSaveGradeLevels, type GradeLevels } from '@procure/evaluation-data-access';
import { isApiError } from '@procure/shared-api-client';
import { gradeLevelsBody, type GradeLevelsInput } from '@procure/shared-validation';
import { PageHeader, setServerFieldErrors, showSuccessToast, useZodForm } from '@procure/shared-ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';

const valuesOf = (data: GradeLevels): GradeLevelsInput => ({ levels: data.levels.map((l) => ({ ...l })) });

function LevelsForm({ data }: { data: GradeLevels }) {
  const { t } = useLingui();
  const save = useSaveGradeLevels();
  const form = useZodForm(gradeLevelsBody, { defaultValues: valuesOf(data) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'levels' });
  useEffect(() => form.reset(valuesOf(data)), [data, form]);
  const errors = form.formState.errors;
  const listError =
    (errors.levels as { message?: string; root?: { message?: string } } | undefined)?.message ??
    (errors.levels as { root?: { message?: string } } | undefined)?.root?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { desc } = await save.mutateAsync(values);
      showSuccessToast(desc);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} maxW="2xl">
        <HStack justify="space-between" mb="3">
          <HStack gap="2">
            <Text fontWeight="semibold">{t`Grade levels`}</Text>
            <Badge colorPalette={data.custom ? 'blue' : 'gray'} data-testid="levels-kind">
              {data.custom ? t`Your levels` : t`Default levels`}
            </Badge>
          </HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => append({ grade: '', minScore: 0 })}
            disabled={fields.length >= 10}
          >
            <Plus />
            {t`Add level`}
          </Button>
        </HStack>
        {listError ? (
          <Text color="fg.error" textStyle="sm" mb="2" role="alert">
            {listError}
          </Text>
        ) : null}
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Grade`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`From score`}</Table.ColumnHeader>
              <Table.ColumnHeader w="12">
                <Text srOnly>{t`Actions`}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, index) => {
              const rowErrors = errors.levels?.[index];
              return (
                <Table.Row key={field.id} data-testid={`level-${index}`}>
                  <Table.Cell>
                    <Field.Root invalid={Boolean(rowErrors?.grade)}>
                      <Input
                        size="sm"
                        aria-label={t`Grade ${index + 1}`}
                        {...form.register(`levels.${index}.grade`)}
                      />
                      <Field.ErrorText>{rowErrors?.grade?.message}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={Boolean(rowErrors?.minScore)}>
                      <Input
                        size="sm"
                        type="number"
                        step="0.01"
                        min={0}
                        max={100}
                        aria-label={t`Lowest score of grade ${index + 1}`}
                        {...form.register(`levels.${index}.minScore`, { valueAsNumber: true })}
                      />
                      <Field.ErrorText>{rowErrors?.minScore?.message}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t`Remove level ${index + 1}`}
                      disabled={fields.length <= 2}
                      onClick={() => remove(index)}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        <Button type="submit" mt="4" colorPalette="brand" loading={save.isPending} data-testid="levels-save">
          {t`Save`}
        </Button>
      </Box>
    </form>
  );
}

/** `/vendor/performance/level`: the tenant's grade levels (vendorSettingLevel). */
export function GradeLevelsPage() {
  const { t } = useLingui();
  const levels = useGradeLevels();
  return (
    <Stack gap="0">
      <PageHeader
        title={t`Supplier grade levels`}
        description={t`A result gets the highest grade whose lowest score it reaches. Changes apply to results computed afterwards.`}
      />
      {levels.data ? <LevelsForm data={levels.data} /> : <Text color="fg.muted">{t`Loading…`}</Text>}
    </Stack>
  );
}
