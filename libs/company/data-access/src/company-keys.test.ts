import { describe, expect, it } from 'vitest';
import { companyKeys } from './company-api.ts';

describe('companyKeys', () => {
  it('roots every key at the company prefix, so one invalidation refreshes all company queries', () => {
    const keys = [
      companyKeys.roles(),
      companyKeys.staff({ page: 1, pageSize: 20 }),
      companyKeys.departments(),
      companyKeys.positionLevels(),
      companyKeys.enterprise(),
    ];
    for (const key of keys) expect(key[0]).toBe(companyKeys.all[0]);
  });
  it('keeps staff queries with different filters apart', () => {
    expect(companyKeys.staff({ page: 1, pageSize: 20 })).not.toEqual(
      companyKeys.staff({ page: 2, pageSize: 20 }),
    );
  });
});
