import { Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Department, PositionLevel, Role } from '@procure/company-data-access';
import { nameLength, optional, rules } from '@procure/shared-validation';
import { FormField } from '@procure/shared-ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** The employee form: the same rules as the server (`POST /staff/save`); password only when creating. */
export const staffFormSchema = z.object({
  username: z.string(),
  password: z.string(),
  empName: nameLength,
  mobile: rules.mobile,
  email: optional(rules.email),
  departmentId: z.string(),
  positionLevelId: z.string(),
  roleIds: z.array(z.string()),
});
export const createStaffFormSchema = staffFormSchema.extend({
  username: rules.name.min(3, 'validation.tooShort').max(30, 'validation.tooLong'),
  password: rules.password,
});
export type StaffFormValues = z.input<typeof staffFormSchema>;
export type StaffFormOutput = z.output<typeof staffFormSchema>;
export const emptyStaff: StaffFormValues = {
  username: '',
  password: '',
  empName: '',
  mobile: '',
  email: '',
  departmentId: '',
  positionLevelId: '',
  roleIds: [],
};

type Props = {
  id: string;
  mode: 'create' | 'edit';
  form: UseFormReturn<StaffFormValues, unknown, StaffFormOutput>;
  onSubmit: (values: StaffFormOutput) => void;
  roles: Role[];
  departments: Department[];
  levels: PositionLevel[];
};

export function StaffForm({ id, mode, form, onSubmit, roles, departments, levels }: Props) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  return (
    <form id={id} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t`Username`} required error={errors.username?.message}>
            <Input {...form.register('username')} disabled={mode === 'edit'} autoComplete="off" />
          </FormField>
          <FormField label={t`Name`} required error={errors.empName?.message}>
            <Input {...form.register('empName')} />
          </FormField>
          <FormField label={t`Mobile`} required error={errors.mobile?.message}>
            <Input {...form.register('mobile')} inputMode="numeric" />
          </FormField>
          <FormField label={t`E-mail`} error={errors.email?.message}>
            <Input {...form.register('email')} type="email" />
          </FormField>
          <FormField label={t`Department`} error={errors.departmentId?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('departmentId')}>
                <option value="">{t`None`}</option>
                {departments.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t`Position level`} error={errors.positionLevelId?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('positionLevelId')}>
                <option value="">{t`None`}</option>
                {levels.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {mode === 'create' ? (
            <FormField
              label={t`Initial password`}
              required
              error={errors.password?.message}
              helperText={t`9 to 30 characters with upper and lower case letters and digits`}
            >
              <Input {...form.register('password')} type="password" autoComplete="new-password" />
            </FormField>
          ) : null}
        </SimpleGrid>
        {/* A fieldset, not a FormField: a Field would give every checkbox the same input id. */}
        <Fieldset.Root invalid={Boolean(errors.roleIds)}>
          <Fieldset.Legend fontWeight="medium" mb="1">
            {t`Roles`}
          </Fieldset.Legend>
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field }) => (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
                {roles.map((r) => (
                  <Checkbox.Root
                    key={r.id}
                    checked={field.value.includes(r.id)}
                    onCheckedChange={(e) =>
                      field.onChange(
                        e.checked ? [...field.value, r.id] : field.value.filter((x) => x !== r.id),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{r.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
                {roles.length === 0 ? <Text color="fg.muted">—</Text> : null}
              </SimpleGrid>
            )}
          />
          {errors.roleIds?.message ? <Fieldset.ErrorText>{errors.roleIds.message}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      </Stack>
    </form>
  );
}
