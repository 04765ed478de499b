import { z } from 'zod';
import { addressField, optional, rules } from '@procure/shared-validation';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';

export const addressTypeSchema = z
  .literal([ADDRESS_TYPE.receiving, ADDRESS_TYPE.invoice], 'validation.oneOf')
  .describe('1 receiving, 2 invoice / mailing');

/** Add (no id) or modify (id): the server derives province, city and area names from `regionCode`. */
export const addressInputSchema = z.object({
  id: idSchema.optional(),
  name: addressField.describe('Contact person'),
  phone: rules.mobile,
  email: rules.email,
  regionCode: rules.regionCode.describe('Six-digit GB/T 2260 area code'),
  street: optional(addressField),
  address: addressField.describe('Detailed address'),
  addressType: addressTypeSchema,
  isDefault: z.boolean('validation.invalidType').optional(),
});

export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  regionCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  street: z.string().nullable(),
  address: z.string(),
  addressType: z.number().int().describe('1 receiving, 2 invoice / mailing'),
  isDefault: z.boolean(),
  nodispose: z.boolean().describe('Cannot be deleted (it is the default)'),
});

export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: idSchema });

export const setDefaultParamsSchema = z.object({
  id: idSchema,
  type: z.enum(['1', '2'], 'validation.oneOf').transform(Number).describe('1 receiving, 2 invoice / mailing'),
});
