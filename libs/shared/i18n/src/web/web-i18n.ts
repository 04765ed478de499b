import { i18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { wireFromLocale } from '../locales.ts';
import type { Locale } from '../locales.ts';
import { LOCALE_STORAGE_KEY, detectLocale } from './detect-locale.ts';
import { loadWebCatalogs } from './load-catalogs.ts';

/**
 * The web apps use Lingui's global instance, so that `t` from `@lingui/core/macro` in non-React
 * code (the api-client's messages) and `useLingui` in components read the same active locale.
 */
export const webI18n: I18n = i18n;

const loaded = new Set<Locale>();

/** Loads the locale's catalogs once, activates it and points `<html lang>` at it. */
export async function activateWebLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    webI18n.load(locale, await loadWebCatalogs(locale));
    loaded.add(locale);
  }
  webI18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Browser language, then the stored choice (spec §9). */
export function initialWebLocale(): Locale {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages.length > 0
        ? navigator.languages
        : [navigator.language];
  return detectLocale(languages, browserStorage());
}

/** A user's explicit choice: activate it and remember it on this browser. */
export async function chooseWebLocale(locale: Locale): Promise<void> {
  await activateWebLocale(locale);
  try {
    browserStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // a blocked storage only costs the memory of the choice
  }
}

/** The active locale as a Locale (Lingui types it as string). */
export function activeWebLocale(): Locale {
  return webI18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The `language` header value for the API. */
export function activeWireLanguage(): 'zh_cn' | 'en_us' {
  return wireFromLocale(activeWebLocale());
}
