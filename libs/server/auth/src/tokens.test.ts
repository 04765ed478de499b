import { describe, expect, it } from 'vitest';
import { newToken, sha256 } from './tokens.ts';

describe('tokens', () => {
  it('are long, URL-safe and unique', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a SHA-256 hex digest (PostgreSQL computes the same one)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
