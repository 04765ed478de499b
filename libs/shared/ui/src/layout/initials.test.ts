import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initialsOf('li na')).toBe('LN');
    expect(initialsOf('  Wang  Xiao  Ming ')).toBe('WM');
  });
  it('takes one character of a name without spaces', () => {
    expect(initialsOf('王采购')).toBe('王');
  });
  it('gives nothing for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
