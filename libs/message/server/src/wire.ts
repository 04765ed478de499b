import { z } from 'zod';
import { idSchema } from '@procure/server-http';

export const MESSAGE_KINDS = ['approvalTask', 'approvalResult', 'orderCreated', 'notice'] as const;

export const messageQuerySchema = z.object({
  read: z
    .enum(['true', 'false'], 'validation.oneOf')
    .transform((v) => v === 'true')
    .optional()
    .describe('true: read only, false: unread only, absent: both'),
  kind: z.enum(MESSAGE_KINDS, 'validation.oneOf').optional(),
  page: z.coerce.number('validation.invalidType').int().min(1).max(10000).default(1),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type MessageQuery = z.infer<typeof messageQuerySchema>;

/** A message in the request's language. */
export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  rows: z.array(messageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageCountSchema = z.object({ unread: z.number().int() });

/** A batch of the caller's messages; one unknown or foreign id fails the whole batch (404, nothing changes). */
export const messageIdsSchema = z.object({
  ids: z.array(idSchema, 'validation.invalidType').min(1, 'validation.tooFew').max(200, 'validation.tooMany'),
});

export const messageIdParamsSchema = z.object({ id: idSchema });

export const changedSchema = z.object({ changed: z.number().int() });
