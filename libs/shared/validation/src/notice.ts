import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';

// A company notice (issue #12 §4): the admin's form on /setting/noticeSetting and the API parse the same
// schema. Audience: every member, or the members holding one of the chosen roles.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 5000;
export const NOTICE_ROLES_MAX = 50;
export const NOTICE_AUDIENCES = ['all', 'roles'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** A scheduled notice goes out at most this far ahead. */
export const NOTICE_SCHEDULE_MAX_DAYS = 90;

const maxLength = (max: number, options?: { allowSurroundingSpace: boolean }) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined), options);
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const instant = textRule((value) =>
  Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value)
    ? fail('validation.invalid')
    : undefined,
);

export const noticeInputSchema = z
  .object({
    title: maxLength(NOTICE_TITLE_MAX),
    content: maxLength(NOTICE_CONTENT_MAX, { allowSurroundingSpace: true }),
    audience: z.enum(NOTICE_AUDIENCES, { error: 'validation.oneOf' }),
    roleIds: z.array(uuid).max(NOTICE_ROLES_MAX, 'validation.tooMany').default([]),
    /** An instant (ISO, or a datetime-local value on the form); absent, null or empty: at publish. */
    publishAt: optional(instant),
  })
  .refine((form) => form.audience !== 'roles' || form.roleIds.length > 0, {
    message: 'validation.required',
    path: ['roleIds'],
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeValues = z.output<typeof noticeInputSchema>;

/**
 * Whether `publishAt` may schedule a notice at `now`: in the future and at most NOTICE_SCHEDULE_MAX_DAYS
 * ahead (checked at publish, on the server clock).
 */
export function scheduleProblem(publishAt: string, now: Date): 'past' | 'tooFar' | undefined {
  const at = Date.parse(publishAt);
  if (at <= now.getTime()) return 'past';
  if (at - now.getTime() > NOTICE_SCHEDULE_MAX_DAYS * 86_400_000) return 'tooFar';
  return undefined;
}
