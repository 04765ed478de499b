import { isLocale } from '../locales.ts';
import type { Locale } from '../locales.ts';

/** Where the user's own choice is kept between visits (spec §9: browser first, then the stored choice). */
export const LOCALE_STORAGE_KEY = 'procure.locale';

type ReadableStorage = Pick<Storage, 'getItem'>;

/** The browser's first preferred language: any Chinese variant → zh-CN, anything else → en-US. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  const first = languages[0];
  if (first === undefined) return 'en-US';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function readStoredLocale(storage: ReadableStorage | undefined): Locale | null {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frames)
  }
}

/** The stored choice wins over the browser's language. */
export function detectLocale(languages: readonly string[], storage: ReadableStorage | undefined): Locale {
  return readStoredLocale(storage) ?? localeFromBrowser(languages);
}
