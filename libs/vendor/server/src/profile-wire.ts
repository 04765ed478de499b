import { z } from 'zod';
import { vendorProfileSchema } from '@procure/shared-validation';
import { copyToIdsSchema } from '@procure/message-server';
import { categoryOptionSchema, historyEntrySchema, progressSchema } from './onboarding-wire.ts';

// Wire shapes of the supplier's profile and its change applications (issue #16 §2 supplierModify,
// queryVendorChangeHistory; §8 supplier portal profile).

export const profileInputSchema = vendorProfileSchema;
/** The change's submit: the edited profile and the buyer employees copied (cc) at submit (issue #12 §5). */
export const profileSubmitSchema = vendorProfileSchema.extend({ copyToIds: copyToIdsSchema });

export const profileDataSchema = z.object({
  name: z.string(),
  nameEn: z.string(),
  legalRepresentative: z.string(),
  registeredCapital: z.string(),
  establishedOn: z.string(),
  address: z.string(),
  website: z.string(),
  businessScope: z.string(),
  contacts: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      mobile: z.string(),
      email: z.string(),
      primary: z.boolean(),
    }),
  ),
  bankAccounts: z.array(
    z.object({
      bankName: z.string(),
      accountName: z.string(),
      accountNo: z.string(),
      primary: z.boolean(),
    }),
  ),
});

export const profileChangeSchema = z.object({
  section: z.enum(['enterprise', 'contact', 'bankAccount']),
  /** 0-based position of the contact or bank account; null for enterprise fields. */
  index: z.number().nullable(),
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});

export const changeApplicationSchema = z.object({
  id: z.string(),
  code: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  /** CODES.application: 2 approving, 3 approved, 4 cancelled (withdrawn), 11 returned (rejected). */
  status: z.number(),
  changes: z.array(profileChangeSchema),
  reason: z.string().nullable(),
  applicantName: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ChangeApplication = z.infer<typeof changeApplicationSchema>;

export const changeDetailSchema = z.object({
  change: changeApplicationSchema,
  history: z.array(historyEntrySchema),
  progress: progressSchema,
  /** The caller holds a pending approval task of it (the engine checks again when they act). */
  canAct: z.boolean(),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

/** The supplier's own page: the accepted profile, the change under approval and every change. */
export const myProfileSchema = z.object({
  vendorId: z.string(),
  socialCreditCode: z.string(),
  supplierStatus: z.number().nullable(),
  tenantName: z.string(),
  /** Only a qualified or frozen supplier requests changes (a potential one fills its application). */
  canChange: z.boolean(),
  profile: profileDataSchema,
  version: z.number(),
  openChange: changeApplicationSchema.nullable(),
  changes: z.array(changeApplicationSchema),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** The buyer's supplier file: the profile, categories, status and the change history. */
export const supplierFileSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  socialCreditCode: z.string(),
  supplierStatus: z.number().nullable(),
  categories: z.array(categoryOptionSchema),
  profile: profileDataSchema,
  version: z.number(),
  updatedAt: z.string().nullable(),
  openChange: changeApplicationSchema.nullable(),
  changes: z.array(changeApplicationSchema),
});
export type SupplierFile = z.infer<typeof supplierFileSchema>;
