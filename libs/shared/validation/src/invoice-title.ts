import { z } from 'zod';
import { rules } from './rules.ts';
import { optional } from './text-rule.ts';
import { addressField, nameLength } from './text-fields.ts';

// An invoice title (抬头) of the buyer company (issue #15, spec §2 /assetsManagement "invoice title" and the
// master data's invoice titles: ONE entity). The finance page, the master-data tab and the API check the same
// rules. The tax number is the company's unified social credit code (GB 32100: 18 characters, check character).

export const invoiceTitleFormSchema = z.object({
  title: nameLength,
  taxNo: rules.socialCreditCode,
  bankName: addressField,
  bankAccount: rules.digits.max(34, 'validation.tooLong'),
  address: nameLength,
  phone: optional(rules.digits.max(20, 'validation.tooLong')),
});
export type InvoiceTitleFormInput = z.input<typeof invoiceTitleFormSchema>;
export type InvoiceTitleFormOutput = z.output<typeof invoiceTitleFormSchema>;
