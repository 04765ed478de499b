import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneInputSchema, timeZones } from './time-zone.ts';

describe('tenant time zone', () => {
  it('offers canonical IANA names with UTC, the default among them', () => {
    const zones = timeZones();
    expect(zones).toContain('Asia/Shanghai');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });

  it('refuses offsets, wrong case and unknown names with the one-of code', () => {
    for (const bad of ['+08:00', 'asia/shanghai', 'Mars/Olympus', 'Asia/Shanghai ']) {
      expect(isTimeZone(bad)).toBe(false);
      const parsed = timeZoneInputSchema.safeParse({ timeZone: bad });
      expect(parsed.success).toBe(false);
    }
    expect(timeZoneInputSchema.safeParse({ timeZone: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(timeZoneInputSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe(
      'validation.oneOf',
    );
    expect(timeZoneInputSchema.parse({ timeZone: 'Europe/Berlin' })).toEqual({ timeZone: 'Europe/Berlin' });
  });
});
