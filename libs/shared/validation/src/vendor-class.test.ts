import { describe, expect, it } from 'vitest';
import { classCodeProblem, vendorClassFormSchema } from './vendor-class.ts';

describe('supplier class codes (issue #16 §5)', () => {
  it('first level: an upper-case letter, then an upper-case letter or a digit', () => {
    for (const ok of ['RM', 'A1', 'ZZ']) expect(classCodeProblem(ok, null), ok).toBeUndefined();
    for (const bad of ['R', 'rm', '1A', 'RMX', 'R-', '']) {
      expect(classCodeProblem(bad, null), bad).toBe('vendor.classCodeFirstLevel');
    }
  });
  it('second level: the parent code followed by 2 digits 01–99', () => {
    for (const ok of ['RM01', 'RM99']) expect(classCodeProblem(ok, 'RM'), ok).toBeUndefined();
    for (const bad of ['RM00', 'RM1', 'RM001', 'SV01', 'RMA1']) {
      expect(classCodeProblem(bad, 'RM'), bad).toBe('vendor.classCodeChild');
    }
  });
  it('the form reports the rule on the code field with the parent code', () => {
    const result = vendorClassFormSchema('RM').safeParse({ code: 'SV01', name: '钢材' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0] as { path: PropertyKey[]; message: string; params?: unknown };
    expect(issue.path).toEqual(['code']);
    expect(issue.message).toBe('vendor.classCodeChild');
    expect(issue.params).toEqual({ parent: 'RM' });
  });
});

describe('the class form', () => {
  it('answers a malformed first-level code with the level rule, not a generic message', () => {
    const result = vendorClassFormSchema(null).safeParse({ code: 'j1', name: '旅程分类' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['vendor.classCodeFirstLevel']);
  });
});
