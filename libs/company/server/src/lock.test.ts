import { describe, expect, it } from 'vitest';
import { sqlState } from './lock.ts';

describe('sqlState', () => {
  it('finds the PostgreSQL code in the cause chain of a wrapped error', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(sqlState(new Error('Failed query', { cause: driver }))).toBe('23505');
  });
  it('ignores node error codes and plain errors', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(sqlState(new Error('x'))).toBeUndefined();
  });
});
