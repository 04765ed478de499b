import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import type { vendorClassInputSchema } from '@procure/shared-validation';

// Wire shapes of the two-level supplier classification (issue #16 §4).

export type VendorClassSave = z.output<typeof vendorClassInputSchema>;

const classFields = {
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.number(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  conditions: z.string(),
  convertingConditions: z.string(),
  /** Suppliers classified in this very class. */
  suppliers: z.number(),
};
export const vendorClassNodeSchema = z.object(classFields);
export const vendorClassSchema = vendorClassNodeSchema.extend({ children: z.array(vendorClassNodeSchema) });
export type VendorClass = z.infer<typeof vendorClassSchema>;

export const classEnableSchema = z.object({ id: idSchema, enabled: z.boolean('validation.invalidType') });

/** A supplier's class: code, name, level and (second level) its first-level parent. */
export const supplierClassSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.number(),
  parentId: z.string().nullable(),
  parentCode: z.string().nullable(),
  parentName: z.string().nullable(),
});
export type SupplierClass = z.infer<typeof supplierClassSchema>;

export const classificationRecordSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorNameEn: z.string(),
  /** "code name" of the class before (null: unclassified) and after. */
  from: z.string().nullable(),
  to: z.string(),
  action: z.enum(['change', 'childChange']),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type ClassificationRecord = z.infer<typeof classificationRecordSchema>;

export const classificationOfVendorSchema = z.object({
  current: supplierClassSchema.nullable(),
  records: z.array(classificationRecordSchema),
});
export type ClassificationOfVendor = z.infer<typeof classificationOfVendorSchema>;
