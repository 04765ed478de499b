import { describe, expect, it } from 'vitest';
import { gradeLevelsBody, isValidScore, meanScore } from './appraisal.ts';
import { gradeOf, weightedScore } from './evaluation.ts';

// Issue #17: scores, the evaluators' mean and grade levels, with known answers.

describe('scores', () => {
  it('accepts 0–100 with at most 2 decimals', () => {
    for (const ok of [0, 100, 55.5, 99.99, 12.3]) expect(isValidScore(ok), String(ok)).toBe(true);
    for (const bad of [-0.01, 100.01, 12.345, Number.NaN, Infinity])
      expect(isValidScore(bad), String(bad)).toBe(false);
  });

  it('averages evaluators half-up to 2 decimals', () => {
    expect(meanScore([])).toBeNull();
    expect(meanScore([90, 81])).toBe(85.5);
    expect(meanScore([60, 55.5])).toBe(57.75);
    expect(meanScore([80, 80, 81])).toBe(80.33);
    expect(meanScore([0.01, 0.02])).toBe(0.02); // 0.015 → 0.02 (half-up)
    expect(meanScore([70, 70, 71])).toBe(70.33);
  });

  it('weights and grades the known answers of the journey', () => {
    const shanghai = weightedScore([
      { weight: 30, score: meanScore([90, 81]) },
      { weight: 25, score: null },
      { weight: 20, score: null },
      { weight: 10, score: null },
      { weight: 15, score: 70 },
    ]);
    expect(shanghai).toBe(80.33);
    expect(gradeOf(shanghai as number)).toBe('B');
    const suzhou = weightedScore([
      { weight: 30, score: meanScore([60, 55.5]) },
      { weight: 15, score: 50 },
    ]);
    expect(suzhou).toBe(55.17);
    expect(gradeOf(suzhou as number)).toBe('D');
  });
});

describe('grade levels', () => {
  const parse = (levels: unknown) => gradeLevelsBody.safeParse({ levels });
  it('needs distinct grades and minimums, the lowest at 0', () => {
    expect(
      parse([
        { grade: '优', minScore: 90 },
        { grade: '差', minScore: 0 },
      ]).success,
    ).toBe(true);
    const noZero = parse([
      { grade: 'A', minScore: 90 },
      { grade: 'B', minScore: 10 },
    ]);
    expect(noZero.error?.issues.map((i) => i.message)).toEqual(['evaluation.levelNoZero']);
    const twice = parse([
      { grade: 'A', minScore: 0 },
      { grade: 'a', minScore: 0 },
    ]);
    expect(twice.error?.issues.map((i) => i.message)).toEqual([
      'evaluation.levelDuplicate',
      'evaluation.levelDuplicate',
    ]);
    expect(parse([{ grade: 'A', minScore: 0 }]).success).toBe(false);
  });
});
