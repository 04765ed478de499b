import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

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
