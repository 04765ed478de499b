import { describe, expect, it } from 'vitest';
import { noticeInputSchema, scheduleProblem } from './notice.ts';

const codes = (input: unknown) =>
  noticeInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('notice form', () => {
  it('accepts a notice to everyone now, or to roles at a time; an empty time means "at publish"', () => {
    expect(noticeInputSchema.parse({ title: 'A', content: 'B', audience: 'all', publishAt: '' })).toEqual({
      title: 'A',
      content: 'B',
      audience: 'all',
      roleIds: [],
      publishAt: undefined,
    });
    const roles = ['00000000-0000-4000-8000-000000000001'];
    expect(
      noticeInputSchema.parse({
        title: 'A',
        content: 'B',
        audience: 'roles',
        roleIds: roles,
        publishAt: '2026-12-01T09:00',
      }).publishAt,
    ).toBe('2026-12-01T09:00');
  });

  it('refuses what the server refuses, with the field and the code', () => {
    expect(codes({ title: '', content: 'B', audience: 'all' })).toEqual([['title', 'validation.required']]);
    expect(codes({ title: 'x'.repeat(101), content: 'B', audience: 'all' })).toEqual([
      ['title', 'validation.tooLong'],
    ]);
    expect(codes({ title: 'A', content: 'B', audience: 'roles', roleIds: [] })).toEqual([
      ['roleIds', 'validation.required'],
    ]);
    expect(codes({ title: 'A', content: 'B', audience: 'all', publishAt: 'soon' })).toEqual([
      ['publishAt', 'validation.invalid'],
    ]);
    expect(codes({ title: 'A', content: 'B', audience: 'nobody' })).toEqual([
      ['audience', 'validation.oneOf'],
    ]);
  });

  it('schedules only ahead and at most 90 days ahead', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(scheduleProblem('2026-11-25T23:59:59Z', now)).toBe('past');
    expect(scheduleProblem('2026-11-26T00:00:01Z', now)).toBeUndefined();
    expect(scheduleProblem('2027-02-24T00:00:00Z', now)).toBeUndefined();
    expect(scheduleProblem('2027-02-24T00:00:01Z', now)).toBe('tooFar');
  });
});
