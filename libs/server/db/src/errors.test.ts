import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['admin shutdown', withCode('57P01')],
    ['database renamed or dropped', withCode('3D000')],
    ['connection exception class 08', withCode('08006')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    ['inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 directly or wrapped by drizzle', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: withCode('23505') }))).toBe(true);
  });

  it('ignores other constraint errors and plain errors', () => {
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(withCode('ECONNREFUSED'))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
