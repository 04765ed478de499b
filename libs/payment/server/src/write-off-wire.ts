import { z } from 'zod';
import { idSchema } from '@procure/server-http';

// Wire shapes of the invoice write-off calls (issue #15).

const decimal = z.string().describe('Decimal string');

export const writeOffCandidatesQuerySchema = z.object({ vendorId: idSchema });
export const writeOffListQuerySchema = z.object({
  vendorId: idSchema.optional(),
  paymentId: idSchema.optional(),
  invoiceId: idSchema.optional(),
});
export type WriteOffListQuery = z.infer<typeof writeOffListQuerySchema>;

const leftSchema = { totalAmount: decimal, writtenOff: decimal, remaining: decimal };

export const writeOffCandidatesSchema = z.object({
  advances: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      currency: z.string(),
      paidAt: z.string().nullable(),
      orderCodes: z.array(z.string()),
      ...leftSchema,
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      invoiceCode: z.string(),
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      currency: z.string(),
      ...leftSchema,
    }),
  ),
});
export type WriteOffCandidates = z.infer<typeof writeOffCandidatesSchema>;

export const writeOffSchemaOut = z.object({
  id: z.string(),
  paymentId: z.string(),
  paymentCode: z.string(),
  invoiceId: z.string(),
  invoiceCode: z.string(),
  invoiceNumber: z.string(),
  vendorName: z.string(),
  currency: z.string(),
  amount: decimal,
  remark: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  reversedAt: z.string().nullable(),
  reversedByName: z.string().nullable(),
  reverseReason: z.string().nullable(),
});
export type WriteOffView = z.infer<typeof writeOffSchemaOut>;
export const writeOffListSchema = z.object({ items: z.array(writeOffSchemaOut) });
export const writeOffIdSchema = z.object({ id: z.string() });
