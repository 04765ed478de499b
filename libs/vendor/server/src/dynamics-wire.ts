import { z } from 'zod';
import { idSchema } from '@procure/server-http';

// Wire shapes of the supplier files' "lately" list (`GET /vendor/dynamic/lately`) and the order statistics
// of one supplier (`POST /vendor/orderStatistics/:id`), issue #16 §3.

export const DYNAMIC_KINDS = [
  'statusChanged',
  'applicationSubmitted',
  'applicationApproved',
  'applicationReturned',
  'changeSubmitted',
  'changeApproved',
  'changeReturned',
  'certificateUploaded',
  'certificateExpired',
  'classChanged',
  'orderCreated',
] as const;
export type DynamicKind = (typeof DYNAMIC_KINDS)[number];

export const latelyQuerySchema = z.object({
  limit: z.coerce
    .number('validation.invalidType')
    .int('validation.invalid')
    .min(1, 'validation.tooSmall')
    .max(50, 'validation.tooLarge')
    .default(20)
    .describe('How many events (newest first), 1–50, default 20'),
});

export const dynamicEventSchema = z.object({
  kind: z.enum(DYNAMIC_KINDS),
  vendorId: z.string(),
  vendorName: z.string(),
  at: z
    .string()
    .describe('When it happened (an expiry: the first day without a valid certificate, 00:00 China)'),
  /** The document or thing it is about: application / change / order code, certificate type, class code and name. */
  subject: z.string().nullable(),
  /** The order or application it links to (orders: the order id). */
  refId: z.string().nullable(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
});
export type DynamicEvent = z.infer<typeof dynamicEventSchema>;

const isoDate = z.iso.date('validation.invalid');

export const orderStatisticsInputSchema = z
  .object({
    from: isoDate.describe('First day of the period (China date), inclusive'),
    to: isoDate.describe('Last day of the period (China date), inclusive'),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'vendor.periodToBeforeFrom' });
    else if (Date.parse(value.to) - Date.parse(value.from) > 3660 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'vendor.periodTooLong' });
  });
export type OrderStatisticsInput = z.infer<typeof orderStatisticsInputSchema>;

const amount = z.string().describe('Decimal string');
const figures = {
  orderCount: z.number(),
  orderedAmount: amount,
  receivedAmount: amount,
  returnedAmount: amount,
  invoicedAmount: amount,
  paidAmount: amount,
};

export const orderStatisticsSchema = z.object({
  vendorId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Per order status and currency, the orders created in the period. */
  byStatus: z.array(z.object({ status: z.number(), currency: z.string(), ...figures })),
  /** Per currency, every status together. */
  totals: z.array(z.object({ currency: z.string(), ...figures })),
  lastOrderInPeriodAt: z.string().nullable(),
  /** The newest order with this supplier, whatever the period. */
  lastOrderAt: z.string().nullable(),
});
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;

export const vendorIdParamsSchema = z.object({ id: idSchema });
