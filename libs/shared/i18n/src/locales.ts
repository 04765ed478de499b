/** The UI locales (Lingui); the source locale of every catalog is en-US. */
export const LOCALES = ['zh-CN', 'en-US'] as const;

export type Locale = (typeof LOCALES)[number];

/** Spec §9 and conventions: a request without a usable `language` header is answered in Chinese. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The `language` header values of the wire (conventions.md). */
export type WireLocale = 'zh_cn' | 'en_us';

const FROM_WIRE: Record<WireLocale, Locale> = { zh_cn: 'zh-CN', en_us: 'en-US' };
const TO_WIRE: Record<Locale, WireLocale> = { 'zh-CN': 'zh_cn', 'en-US': 'en_us' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `zh_cn` → zh-CN, `en_us` → en-US (exact, lower-case wire values); anything else → the default. */
export function localeFromWire(wire?: string | null): Locale {
  return wire === 'zh_cn' || wire === 'en_us' ? FROM_WIRE[wire] : DEFAULT_LOCALE;
}

export function wireFromLocale(locale: Locale): WireLocale {
  return TO_WIRE[locale];
}
