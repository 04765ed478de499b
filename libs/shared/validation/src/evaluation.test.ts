import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_LEVELS, gradeOf, mouldSchema, weightedScore } from './evaluation.ts';
import { toFieldErrors } from './field-errors.ts';

const criterion = (name: string, weight: number, method = 'manual') => ({ name, weight, method });

describe('evaluation template', () => {
  it('accepts criteria whose weights add up to 100', () => {
    const result = mouldSchema.safeParse({
      name: '季度绩效',
      criteria: [criterion('质量', 40), criterion('交期', 30, 'onTimeDelivery'), criterion('服务', 30)],
    });
    expect(result.success).toBe(true);
  });

  it('refuses another sum with the sum as a parameter, on the criteria field', () => {
    const result = mouldSchema.safeParse({
      name: '季度绩效',
      criteria: [criterion('质量', 40), criterion('服务', 30)],
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'criteria', code: 'evaluation.weightsSum', params: { sum: 70 } },
    ]);
  });

  it('refuses duplicate names', () => {
    const result = mouldSchema.safeParse({
      name: '季度绩效',
      criteria: [criterion('质量', 50), criterion(' 质量', 50)],
    });
    expect(toFieldErrors(result.error!).map((e) => `${e.path}:${e.code}`)).toEqual([
      'criteria.1.name:validation.surroundingSpaces',
      'criteria.1.name:evaluation.criterionDuplicate',
    ]);
    const same = mouldSchema.safeParse({
      name: '季度绩效',
      criteria: [criterion('质量', 50), criterion('质量', 50)],
    });
    expect(toFieldErrors(same.error!).map((e) => `${e.path}:${e.code}`)).toEqual([
      'criteria.1.name:evaluation.criterionDuplicate',
    ]);
  });

  it('refuses weights out of 1–100, non-integers and unknown methods', () => {
    const result = mouldSchema.safeParse({
      name: '季度绩效',
      criteria: [criterion('x', 0), criterion('y', 10.5), criterion('z', 10, 'price'), criterion('w', 101)],
    });
    expect(toFieldErrors(result.error!).map((e) => `${e.path}:${e.code}`)).toEqual([
      'criteria.0.weight:validation.tooSmall',
      'criteria.1.weight:validation.integer',
      'criteria.2.method:validation.oneOf',
      'criteria.3.weight:validation.tooLarge',
    ]);
  });
});

describe('grading', () => {
  it('grades by the default levels: A ≥ 85, B 70–84, C 60–69, D < 60', () => {
    expect(gradeOf(100)).toBe('A');
    expect(gradeOf(85)).toBe('A');
    expect(gradeOf(84.99)).toBe('B');
    expect(gradeOf(70)).toBe('B');
    expect(gradeOf(69.99)).toBe('C');
    expect(gradeOf(60)).toBe('C');
    expect(gradeOf(59.99)).toBe('D');
    expect(gradeOf(0)).toBe('D');
    expect(DEFAULT_GRADE_LEVELS.map((l) => l.grade)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('grades by configured levels in any order', () => {
    const levels = [
      { grade: 'Fail', minScore: 0 },
      { grade: 'Pass', minScore: 50 },
      { grade: 'Excellent', minScore: 90 },
    ];
    expect(gradeOf(95, levels)).toBe('Excellent');
    expect(gradeOf(50, levels)).toBe('Pass');
    expect(gradeOf(49, levels)).toBe('Fail');
  });

  it('weights the scores, leaving out criteria without a score', () => {
    expect(
      weightedScore([
        { weight: 40, score: 90 },
        { weight: 30, score: 80 },
        { weight: 30, score: 70 },
      ]),
    ).toBe(81);
    expect(
      weightedScore([
        { weight: 50, score: 90 },
        { weight: 50, score: null },
      ]),
    ).toBe(90);
    expect(weightedScore([{ weight: 100, score: null }])).toBeNull();
    // 33 × 88.5 + 67 × 71.25 = 7694.25 → / 100 = 76.9425 → 76.94
    expect(
      weightedScore([
        { weight: 33, score: 88.5 },
        { weight: 67, score: 71.25 },
      ]),
    ).toBe(76.94);
  });
});
