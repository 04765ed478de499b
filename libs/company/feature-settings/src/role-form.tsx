import { Checkbox, Fieldset, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PERMISSION_CATALOGUE } from '@procure/shared-codes';
import { nameLength } from '@procure/shared-validation';
import { FormField } from '@procure/shared-ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

export const roleFormSchema = z.object({
  nameZh: nameLength,
  nameEn: nameLength,
  permissions: z.array(z.string()),
});
export type RoleFormValues = z.input<typeof roleFormSchema>;
export const emptyRole: RoleFormValues = { nameZh: '', nameEn: '', permissions: [] };

/** The role's names and its permissions, grouped by area of the permission catalogue. */
export function RoleFields({
  form,
}: {
  form: UseFormReturn<RoleFormValues, unknown, z.output<typeof roleFormSchema>>;
}) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  const errors = form.formState.errors;
  return (
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
                <Fieldset.Legend fontWeight="semibold">{en ? group.nameEn : group.nameZh}</Fieldset.Legend>
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
  );
}
