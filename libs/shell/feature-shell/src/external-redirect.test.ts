import { describe, expect, it } from 'vitest';
import { externalTarget } from './external-redirect.ts';

describe('externalTarget', () => {
  it('finds the address inside the path, with its query and hash', () => {
    expect(externalTarget('/https://help.example.com/manual', '?a=1', '#p2')).toBe(
      'https://help.example.com/manual?a=1#p2',
    );
    expect(externalTarget('/link/http%3A%2F%2Fexample.com%2Fx')).toBe('http://example.com/x');
    expect(externalTarget('/https:/example.com/doc')).toBe('https://example.com/doc');
  });

  it('ignores paths without a usable http(s) address', () => {
    expect(externalTarget('/procurement/orders')).toBeNull();
    expect(externalTarget('/httpish')).toBeNull();
    expect(externalTarget('/http')).toBeNull();
  });
});
