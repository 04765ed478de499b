import { ADDRESS_TYPE } from '@procure/shared-codes';
import { addressField, optional, rules } from '@procure/shared-validation';
import { z } from 'zod';

/**
 * The address form (spec §5: region, contact, mobile, detailed address and e-mail are required;
 * address fields 1–50 characters). Every message is a validation code, translated at render time.
 */
export const addressFormSchema = z.object({
  name: addressField,
  phone: rules.mobile,
  email: rules.email,
  regionCode: rules.regionCode,
  street: optional(addressField),
  address: addressField,
  addressType: z.literal([ADDRESS_TYPE.receiving, ADDRESS_TYPE.invoice], { error: 'validation.oneOf' }),
  isDefault: z.boolean(),
});

/** What the form edits. */
export type AddressFormInput = z.input<typeof addressFormSchema>;
/** What a valid form submits (blank street becomes undefined). */
export type AddressFormOutput = z.output<typeof addressFormSchema>;
