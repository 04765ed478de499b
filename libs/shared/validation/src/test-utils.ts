import type { z } from 'zod';
import type { IssueParams } from './codes.ts';

/** What a test expects from a rule: `null` for a pass, else the code and, when given, its params. */
export type Expected = null | string | { code: string; params: IssueParams };
export type Case = readonly [input: unknown, expected: Expected];

/** The first issue of a failed parse as `{ code, params }`, or `null` when the value passes. */
export function outcome(schema: z.ZodType, input: unknown): Expected {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) throw new Error('a failed parse without issues');
  const params = issue.code === 'custom' ? (issue.params as IssueParams | undefined) : undefined;
  return params ? { code: issue.message, params } : issue.message;
}

/** An expected failure with params. */
export function withParams(code: string, params: IssueParams): Expected {
  return { code, params };
}

/** Cases every text rule shares: empty input and whitespace around the value. */
export const SHARED_TEXT_CASES: readonly Case[] = [
  ['', 'validation.required'],
  [undefined, 'validation.required'],
  [null, 'validation.required'],
  [12, 'validation.invalidType'],
  [' ', 'validation.surroundingSpaces'],
  [' 1', 'validation.surroundingSpaces'],
  ['1 ', 'validation.surroundingSpaces'],
  ['\u30001', 'validation.surroundingSpaces'],
  ['1\t', 'validation.surroundingSpaces'],
  ['1\n', 'validation.surroundingSpaces'],
];
