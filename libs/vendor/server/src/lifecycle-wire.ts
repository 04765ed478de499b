import { z } from 'zod';
import { idSchema } from '@procure/server-http';

// Wire shapes of the supplier lifecycle actions (issue #16 §2: cancel, abolish, abolish with no reply).

const reason = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong');

export const lifecycleActionSchema = z.object({ vendorId: idSchema, reason });
export const noReplyAbolishSchema = z.object({
  vendorId: idSchema,
  reason: z.string('validation.invalidType').trim().max(200, 'validation.tooLong').default(''),
});

/** Batch delete of applications: 1–100 ids (duplicates count once). */
export const applicationBatchDeleteSchema = z.object({
  ids: z
    .array(idSchema, 'validation.invalidType')
    .min(1, 'validation.required')
    .max(100, 'validation.tooMany'),
});

export const lifecycleStateSchema = z.object({
  /** Supplier status (DOMAIN.md §2), null without a buyer profile. */
  status: z.number().nullable(),
  /** The draft, approving or returned application, if any. */
  openApplication: z.object({ id: z.string(), code: z.string(), status: z.number() }).nullable(),
  canCancel: z.boolean(),
  canAbolish: z.boolean(),
  canNoReplyAbolish: z.boolean(),
});
export type LifecycleState = z.infer<typeof lifecycleStateSchema>;
