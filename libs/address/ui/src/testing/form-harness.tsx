import { setServerFieldErrors, type ServerFieldErrors } from '@procure/shared-ui';
import { useEffect, type ReactElement } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { emptyAddressFormValues, type AddressFormValues } from '../address-model.ts';

export type FormHarnessProps = {
  values?: Partial<AddressFormValues>;
  /** Field errors as the server sends them (already translated), put on the form after mount. */
  serverErrors?: ServerFieldErrors['fields'];
  children: (form: UseFormReturn<AddressFormValues>) => ReactElement;
};

/**
 * A plain react-hook-form for stories: the ui does not own the validation schema (it lives in
 * data-access, which ui may not import), so stories show states, and the real schema is exercised
 * by the feature's tests.
 */
export function FormHarness({ values, serverErrors, children }: FormHarnessProps) {
  const form = useForm<AddressFormValues>({ defaultValues: { ...emptyAddressFormValues, ...values } });
  useEffect(() => {
    if (serverErrors) setServerFieldErrors(form, { fields: serverErrors });
  }, [form, serverErrors]);
  return children(form);
}
