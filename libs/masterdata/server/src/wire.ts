import { z } from 'zod';
import {
  addressField,
  invoiceTitleFormSchema,
  nameLength,
  optional,
  rules,
} from '@procure/shared-validation';
import { CODES } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';

// ---- Shared pieces

/** Codes of master data: letters, digits, `_ . -`, at most 30 (the same rule as departments). */
export const codeRule = rules.name.max(30, 'validation.tooLong');
/** Short names (a unit "个" has one character): 1 to 50 characters. */
export const shortName = addressField;

export const codedItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  name: z.string().describe("In the request's language"),
  disabled: z.boolean(),
});
export type CodedItem = z.infer<typeof codedItemSchema>;

export const codedInputSchema = z.object({
  id: idSchema.optional().describe('Absent: create; present: edit'),
  code: codeRule,
  nameZh: shortName,
  nameEn: shortName,
});
export type CodedInput = z.infer<typeof codedInputSchema>;

export const idParamsSchema = z.object({ id: idSchema });
export const statusInputSchema = z.object({
  disabled: z.boolean('validation.invalidType').describe('true: disable (leaves the pickers); false: enable'),
});

// ---- Legal entities, departments, cost centres (identity tables)

export const legalEntitySchema = codedItemSchema.extend({ taxNo: z.string().nullable() });
export const legalEntityInputSchema = codedInputSchema.extend({ taxNo: optional(rules.taxCode) });

export const departmentSchema = codedItemSchema.extend({ legalEntityId: z.string().nullable() });
export const departmentInputSchema = codedInputSchema.extend({ legalEntityId: idSchema.nullish() });

export const costCentreSchema = codedItemSchema.extend({
  costCenterName: z.string().describe("The name in the request's language (spec field name)"),
  departmentId: z.string().nullable(),
});
export const costCentreInputSchema = codedInputSchema.extend({ departmentId: idSchema.nullish() });

export const employeeSchema = z.object({
  id: z.string().describe('The user id'),
  empName: z.string(),
  mobile: z.string().nullable(),
  departmentId: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

// ---- Procurement categories (two levels) and their financial accounts

export const accountRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
const categoryBase = codedItemSchema.extend({ procurementName: z.string().describe('Localised name') });
export const subCategorySchema = categoryBase.extend({ financialAccounts: z.array(accountRefSchema) });
export const categorySchema = categoryBase.extend({ classificationList: z.array(subCategorySchema) });
export type SubCategory = z.infer<typeof subCategorySchema>;
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = codedInputSchema.extend({
  parentId: idSchema.nullish().describe('Absent/null: a first-level category'),
  accountIds: z.array(idSchema, 'validation.invalidType').max(50, 'validation.tooMany').default([]),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ---- Invoice titles (code = tax number, names = title)

export const invoiceTitleSchema = codedItemSchema.extend({
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean().describe('The title invoice requests start on (at most one per tenant, enabled)'),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
/** The shared form rules (shared-validation: the tax number is a unified social credit code) plus the id. */
export const invoiceTitleInputSchema = invoiceTitleFormSchema.extend({ id: idSchema.optional() });
export type InvoiceTitleInput = z.infer<typeof invoiceTitleInputSchema>;

// ---- Contract types (the spec's snake_case field names are the wire contract)

export const contractItemSchema = z.object({ item_code: z.string(), item_name: z.string() });
export const contractTypeSchema = codedItemSchema.extend({
  contract_type_code: z.string(),
  contract_type_name: z.string(),
  contract_item: z.array(contractItemSchema),
});
export type ContractType = z.infer<typeof contractTypeSchema>;
export const contractTypeInputSchema = codedInputSchema.extend({
  contract_item: z
    .array(z.object({ item_code: codeRule, item_name: shortName }), 'validation.invalidType')
    .max(50, 'validation.tooMany')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.item_code))
          ctx.addIssue({ code: 'custom', message: 'validation.oneOf', path: [index, 'item_code'] });
        seen.add(item.item_code);
      });
    })
    .default([]),
});
export type ContractTypeInput = z.infer<typeof contractTypeInputSchema>;

// ---- Currencies and exchange rates

export const currencySchema = codedItemSchema.extend({
  symbol: z.string(),
  isBase: z.boolean(),
  rate: z.string().describe('CNY per one unit, decimal string (latest rate); "1" for the base currency'),
  rateDate: z.string().nullable().describe('Effective date of the latest rate (YYYY-MM-DD)'),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyInputSchema = z.object({
  id: idSchema.optional(),
  code: z
    .string('validation.required')
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .describe('ISO 4217, e.g. USD'),
  nameZh: shortName,
  nameEn: shortName,
  symbol: shortName.max(5, 'validation.tooLong'),
});
export type CurrencyInput = z.infer<typeof currencyInputSchema>;

export const rateSchema = z.object({
  id: z.string(),
  currencyCode: z.string(),
  rate: z.string(),
  effectiveDate: z.string(),
  createdAt: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;
const isoDate = z
  .string('validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'validation.invalid',
  );
export const rateInputSchema = z.object({
  currencyCode: z.string('validation.required').regex(/^[A-Z]{3}$/, 'validation.invalid'),
  rate: rules.amount8d8.refine((v) => /[1-9]/.test(v), 'validation.tooSmall'),
  effectiveDate: isoDate,
});
export type RateInput = z.infer<typeof rateInputSchema>;
export const rateQuerySchema = z.object({
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional(),
});

// ---- Vendors (the buyer's view)

const supplierStatusCodes: readonly number[] = Object.values(CODES.supplierStatus).map((s) => s.code);
export const vendorSchema = z.object({
  id: z.string().describe('The vendor (supplier company) id'),
  name: z.string(),
  socialCreditCode: z.string(),
  status: z.number().int().describe('CODES.supplierStatus'),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  contactEmail: z.string().nullable(),
  disabled: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorInputSchema = z.object({
  id: idSchema
    .optional()
    .describe('Absent: create (or link an existing company by its credit code); present: edit'),
  name: nameLength,
  socialCreditCode: rules.socialCreditCode,
  status: z
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((v) => supplierStatusCodes.includes(v), 'validation.oneOf'),
  contactName: optional(shortName),
  contactMobile: optional(rules.mobile),
  contactEmail: optional(rules.email),
});
export type VendorInput = z.infer<typeof vendorInputSchema>;

// ---- Procurement settings

export const REMARK_LIMITS = [100, 1000] as const;
export const MAX_UNIT_PRICE_DECIMALS = 6;

export const procurementSettingSchema = z.object({
  purchaseRemarkLimit: z.number().int().describe('100 or 1000'),
  defaultCurrency: z.string(),
  overBudgetSubmitAllowed: z.boolean().describe('Over-budget requests may be submitted after a confirmation'),
  prCodePrefix: z.string(),
  unitPriceDecimals: z.number().int(),
  pricePrecision: z.number().int(),
});
export type ProcurementSetting = z.infer<typeof procurementSettingSchema>;
const decimals = z
  .number('validation.invalidType')
  .int('validation.integer')
  .min(0, 'validation.range')
  .max(MAX_UNIT_PRICE_DECIMALS, 'validation.range');
export const procurementSettingInputSchema = z.object({
  purchaseRemarkLimit: z.union([z.literal(100), z.literal(1000)], 'validation.oneOf'),
  defaultCurrency: z.string('validation.required').regex(/^[A-Z]{3}$/, 'validation.invalid'),
  overBudgetSubmitAllowed: z.boolean('validation.invalidType'),
  prCodePrefix: z.string('validation.required').regex(/^[A-Z]{1,6}$/, 'validation.invalid'),
  unitPriceDecimals: decimals,
  pricePrecision: decimals,
});
export type ProcurementSettingInput = z.infer<typeof procurementSettingInputSchema>;

export const decimalConfigSchema = z.object({
  customDecimal: z.object({ inputUnitPriceLimit: z.number().int().describe('Unit price decimals (0–6)') }),
});
export const pricePrecisionSchema = z.object({ pricePrecision: z.number().int() });
