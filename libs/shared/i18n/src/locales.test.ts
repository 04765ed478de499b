import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFromWire, wireFromLocale } from './locales.ts';

describe('locales', () => {
  it('lists zh-CN first, the default', () => {
    expect(LOCALES).toEqual(['zh-CN', 'en-US']);
    expect(DEFAULT_LOCALE).toBe('zh-CN');
  });

  it.each([
    ['zh_cn', 'zh-CN'],
    ['en_us', 'en-US'],
    [undefined, 'zh-CN'],
    [null, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'zh-CN'],
    ['EN_US', 'zh-CN'],
    [' en_us', 'zh-CN'],
    ['fr_fr', 'zh-CN'],
  ] as const)('localeFromWire(%j) → %s', (wire, locale) => {
    expect(localeFromWire(wire)).toBe(locale);
  });

  it('maps every locale to the wire and back', () => {
    expect(wireFromLocale('zh-CN')).toBe('zh_cn');
    expect(wireFromLocale('en-US')).toBe('en_us');
    for (const locale of LOCALES) expect(localeFromWire(wireFromLocale(locale))).toBe(locale);
  });

  it('recognises only the two locales', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('en-US')).toBe(true);
    expect(isLocale('zh_cn')).toBe(false);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});
