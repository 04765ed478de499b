import { Checkbox, Input, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@procure/shared-ui';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ADDRESS_TYPE, type AddressTypeCode } from '@procure/shared-codes';
import type { AddressFormValues } from './address-model.ts';
import { addressTypeLabels } from './address-type-label.ts';
import { RegionCascader } from './region-cascader.tsx';

export type AddressFormProps<TOutput extends FieldValues = AddressFormValues> = {
  /** The container owns the form (`useZodForm(addressFormSchema)`), so it can reset it and set server errors. */
  form: UseFormReturn<AddressFormValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void;
  /** Lets a submit button outside the form (a dialog footer) submit it with `form={id}`. */
  id?: string;
  disabled?: boolean;
  /** A focused view of one type (the invoice receiving addresses): the type is fixed, not asked. */
  fixedType?: AddressTypeCode | undefined;
};

/** Contact, mobile, e-mail, region, street, detailed address, type and "set as default". */
export function AddressForm<TOutput extends FieldValues = AddressFormValues>({
  form,
  onSubmit,
  id,
  disabled,
  fixedType,
}: AddressFormProps<TOutput>) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t`Contact`} required error={errors.name?.message} disabled={disabled}>
            <Input {...register('name')} autoComplete="name" />
          </FormField>
          <FormField label={t`Mobile`} required error={errors.phone?.message} disabled={disabled}>
            <Input {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
          </FormField>
          <FormField label={t`E-mail`} required error={errors.email?.message} disabled={disabled}>
            <Input {...register('email')} type="email" autoComplete="email" />
          </FormField>
          {fixedType === undefined ? (
            <FormField
              label={t`Address type`}
              required
              error={errors.addressType?.message}
              disabled={disabled}
            >
              <Controller
                control={control}
                name="addressType"
                render={({ field }) => (
                  <RadioGroup.Root
                    name={field.name}
                    value={String(field.value)}
                    onValueChange={({ value }) => field.onChange(Number(value))}
                    disabled={disabled}
                    size="sm"
                    minHeight="8"
                    display="flex"
                    alignItems="center"
                  >
                    <Stack direction="row" gap="4">
                      {([ADDRESS_TYPE.receiving, ADDRESS_TYPE.invoice] as const).map((code) => (
                        <RadioGroup.Item key={code} value={String(code)}>
                          <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{i18n._(addressTypeLabels[code])}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              />
            </FormField>
          ) : null}
        </SimpleGrid>
        <FormField label={t`Region`} required error={errors.regionCode?.message} disabled={disabled}>
          <Controller
            control={control}
            name="regionCode"
            render={({ field, fieldState }) => (
              <RegionCascader
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={fieldState.invalid}
                disabled={disabled}
              />
            )}
          />
        </FormField>
        <FormField label={t`Street`} error={errors.street?.message} disabled={disabled}>
          <Input {...register('street')} />
        </FormField>
        <FormField
          label={t`Detailed address`}
          required
          error={errors.address?.message}
          helperText={t`House number, building, room (up to 50 characters)`}
          disabled={disabled}
        >
          <Input {...register('address')} autoComplete="street-address" />
        </FormField>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox.Root
              name={field.name}
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              disabled={disabled}
              size="sm"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t`Set as the default address of this type`}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
    </form>
  );
}
