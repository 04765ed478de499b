import { describe, expect, it } from 'vitest';
import { countBadgeText } from './count-badge-text.ts';

describe('countBadgeText', () => {
  it('caps cart and messages at 100 and the approval count at 99', () => {
    expect(countBadgeText(100, 'cart')).toBe('100');
    expect(countBadgeText(101, 'cart')).toBe('100+');
    expect(countBadgeText(5000, 'messages')).toBe('100+');
    expect(countBadgeText(99, 'approval')).toBe('99');
    expect(countBadgeText(100, 'approval')).toBe('99+');
  });

  it('shows nothing without a count source or for zero', () => {
    expect(countBadgeText(undefined, 'cart')).toBeNull();
    expect(countBadgeText(null, 'messages')).toBeNull();
    expect(countBadgeText(0, 'approval')).toBeNull();
    expect(countBadgeText(Number.NaN, 'cart')).toBeNull();
  });
});
