import { z } from 'zod';
import { rules } from './rules.ts';
import { addFailure, fail, optional, textRule } from './text-rule.ts';
import { nameLength } from './text-fields.ts';

// The supplier's own company profile (issue #16 §8): enterprise information, contacts and bank accounts.
// The supplier portal's form, the change application the buyer approves and the API parse the same schema;
// the unified social credit code identifies the company and is not part of it (it never changes).

const maxLength = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));
const isoDate = textRule((value) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? undefined
    : fail('validation.invalid'),
);

export const PROFILE_CONTACTS_MAX = 10;
export const PROFILE_BANK_ACCOUNTS_MAX = 5;

export const bankAccountNo = textRule((value) => {
  if (!/^\d+$/.test(value)) return fail('validation.digits');
  if (value.length < 8) return fail('validation.tooShort', { min: 8 });
  return value.length > 30 ? fail('validation.tooLong', { max: 30 }) : undefined;
});

export const vendorContactSchema = z.object({
  name: maxLength(50),
  position: optional(maxLength(50)),
  mobile: rules.mobile,
  email: rules.email,
  primary: z.boolean({ error: 'validation.invalidType' }),
});
export type VendorContactInput = z.infer<typeof vendorContactSchema>;

export const vendorBankAccountSchema = z.object({
  bankName: maxLength(100),
  accountName: nameLength,
  accountNo: bankAccountNo,
  primary: z.boolean({ error: 'validation.invalidType' }),
});
export type VendorBankAccountInput = z.infer<typeof vendorBankAccountSchema>;

/** Exactly one primary entry (reported on the list), and optionally no value of `key` twice (on the item). */
function listRules<T extends { primary: boolean }>(key?: keyof T & string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    if (list.length > 0 && list.filter((item) => item.primary).length !== 1) {
      addFailure(ctx, fail('validation.onePrimary'));
    }
    if (!key) return;
    const seen = new Set<unknown>();
    list.forEach((item, index) => {
      if (seen.has(item[key])) addFailure(ctx, fail('validation.duplicate'), [index, key]);
      seen.add(item[key]);
    });
  };
}

export const vendorProfileSchema = z.object({
  name: nameLength,
  nameEn: optional(maxLength(200)),
  legalRepresentative: maxLength(50),
  registeredCapital: optional(maxLength(50)),
  establishedOn: optional(isoDate),
  address: maxLength(200),
  website: optional(rules.url),
  businessScope: optional(maxLength(500)),
  contacts: z
    .array(vendorContactSchema, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(PROFILE_CONTACTS_MAX, 'validation.tooMany')
    .superRefine(listRules<VendorContactInput>()),
  bankAccounts: z
    .array(vendorBankAccountSchema, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(PROFILE_BANK_ACCOUNTS_MAX, 'validation.tooMany')
    .superRefine(listRules<VendorBankAccountInput>('accountNo')),
});
export type VendorProfileInput = z.infer<typeof vendorProfileSchema>;
export type VendorProfileFormValues = z.input<typeof vendorProfileSchema>;

/** The enterprise fields of the profile, in the order the pages show them. */
export const PROFILE_ENTERPRISE_FIELDS = [
  'name',
  'nameEn',
  'legalRepresentative',
  'registeredCapital',
  'establishedOn',
  'address',
  'website',
  'businessScope',
] as const;
export const PROFILE_CONTACT_FIELDS = ['name', 'position', 'mobile', 'email', 'primary'] as const;
export const PROFILE_BANK_FIELDS = ['bankName', 'accountName', 'accountNo', 'primary'] as const;

/** A stored profile: every text field a string ('' when blank). */
export type VendorProfileData = {
  [K in (typeof PROFILE_ENTERPRISE_FIELDS)[number]]: string;
} & {
  contacts: { name: string; position: string; mobile: string; email: string; primary: boolean }[];
  bankAccounts: { bankName: string; accountName: string; accountNo: string; primary: boolean }[];
};

/** One changed field: `section` enterprise, or the 0-based `index` of a contact or bank account. */
export type ProfileChange = {
  section: 'enterprise' | 'contact' | 'bankAccount';
  index: number | null;
  field: string;
  old: string | null;
  new: string | null;
};

/** The parsed form as stored: blanks are ''. */
export function normalizeProfile(input: VendorProfileInput): VendorProfileData {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: input.name,
    nameEn: text(input.nameEn),
    legalRepresentative: input.legalRepresentative,
    registeredCapital: text(input.registeredCapital),
    establishedOn: text(input.establishedOn),
    address: input.address,
    website: text(input.website),
    businessScope: text(input.businessScope),
    contacts: input.contacts.map((c) => ({
      name: c.name,
      position: text(c.position),
      mobile: c.mobile,
      email: c.email,
      primary: c.primary,
    })),
    bankAccounts: input.bankAccounts.map((b) => ({
      bankName: b.bankName,
      accountName: b.accountName,
      accountNo: b.accountNo,
      primary: b.primary,
    })),
  };
}

const show = (value: string | boolean | undefined): string | null =>
  value === undefined ? null : typeof value === 'boolean' ? String(value) : value === '' ? null : value;

/**
 * Field-by-field difference old → new: enterprise fields by name; contacts and bank accounts by position
 * (an added entry has `old` null on each field, a removed one `new` null). Blank and absent are equal.
 */
export function diffProfiles(before: VendorProfileData, after: VendorProfileData): ProfileChange[] {
  const changes: ProfileChange[] = [];
  for (const field of PROFILE_ENTERPRISE_FIELDS) {
    const old = show(before[field]);
    const next = show(after[field]);
    if (old !== next) changes.push({ section: 'enterprise', index: null, field, old, new: next });
  }
  const lists = [
    ['contact', before.contacts, after.contacts, PROFILE_CONTACT_FIELDS],
    ['bankAccount', before.bankAccounts, after.bankAccounts, PROFILE_BANK_FIELDS],
  ] as const;
  for (const [section, oldList, newList, fields] of lists) {
    const length = Math.max(oldList.length, newList.length);
    for (let index = 0; index < length; index++) {
      const a = oldList[index] as Record<string, string | boolean> | undefined;
      const b = newList[index] as Record<string, string | boolean> | undefined;
      for (const field of fields) {
        const old = a ? show(a[field]) : null;
        const next = b ? show(b[field]) : null;
        if (old !== next) changes.push({ section, index, field, old, new: next });
      }
    }
  }
  return changes;
}
