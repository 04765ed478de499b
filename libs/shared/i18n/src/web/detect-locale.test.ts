import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, detectLocale, localeFromBrowser, readStoredLocale } from './detect-locale.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? value : null),
});

describe('localeFromBrowser', () => {
  it.each([
    [['zh-CN'], 'zh-CN'],
    [['zh-TW', 'en'], 'zh-CN'],
    [['ZH'], 'zh-CN'],
    [['en-GB', 'zh-CN'], 'en-US'],
    [['de-DE'], 'en-US'],
    [[], 'en-US'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(localeFromBrowser(languages)).toBe(expected);
  });
});

describe('detectLocale', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLocale(['zh-CN'], storageWith('en-US'))).toBe('en-US');
    expect(detectLocale(['en-US'], storageWith('zh-CN'))).toBe('zh-CN');
  });

  it('ignores a stored value that is not a locale, and a throwing storage', () => {
    expect(readStoredLocale(storageWith('fr-FR'))).toBeNull();
    expect(detectLocale(['zh-HK'], storageWith('fr-FR'))).toBe('zh-CN');
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(detectLocale(['en-US'], throwing)).toBe('en-US');
    expect(detectLocale(['en-US'], undefined)).toBe('en-US');
  });
});
