import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { NOTICE_AUDIENCES, noticeInputSchema } from '@procure/shared-validation';

export const NOTICE_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;

/** Create (no id) or edit a draft (id). */
export const noticeSaveSchema = noticeInputSchema.and(z.object({ id: idSchema.optional() }));

export const noticeQuerySchema = z.object({
  status: z.enum(NOTICE_STATUSES, 'validation.oneOf').optional(),
  keyword: z.string().max(100, 'validation.tooLong').optional(),
  cursor: idSchema.optional().describe("The last row's id of the previous page"),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()).describe("The audience roles' names in the request's language"),
  status: z.enum(NOTICE_STATUSES),
  publishAt: z.string().nullable().describe('ISO 8601; scheduled publication'),
  publishedAt: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const noticePageSchema = z.object({
  items: z.array(noticeSchema),
  nextCursor: z.string().nullable(),
});

export const noticeIdParamsSchema = z.object({ id: idSchema });
