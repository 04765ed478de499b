import { z } from 'zod';
import { fail, textRule } from './text-rule.ts';

// A tenant's time zone (DOMAIN.md §3: default Asia/Shanghai; the 08:30 digest runs in it). The settings
// page offers the zones the browser knows; the server accepts exactly the IANA names its runtime knows.

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The canonical IANA zone names of this runtime, UTC included, sorted. */
export function timeZones(): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  return [...names].sort();
}

let known: Set<string> | undefined;
/** Exactly a canonical name (no alias in other case, no offset such as "+08:00"). */
export function isTimeZone(value: string): boolean {
  known ??= new Set(timeZones());
  return known.has(value);
}

export const timeZoneInputSchema = z.object({
  timeZone: textRule((value) => (isTimeZone(value) ? undefined : fail('validation.oneOf'))),
});
export type TimeZoneInput = z.infer<typeof timeZoneInputSchema>;
