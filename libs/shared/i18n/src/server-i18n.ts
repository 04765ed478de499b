import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import { messages as serverEnUS } from './locales/server/en-US.ts';
import { messages as serverZhCN } from './locales/server/zh-CN.ts';
import { messages as validationEnUS } from './locales/validation/en-US.ts';
import { messages as validationZhCN } from './locales/validation/zh-CN.ts';
import type { Locale } from './locales.ts';

// Static imports: the API bundles both locales; the two catalogs are small (codes and their messages).
const CATALOGS: Record<Locale, Messages> = {
  'zh-CN': { ...validationZhCN, ...serverZhCN },
  'en-US': { ...validationEnUS, ...serverEnUS },
};

const cache = new Map<Locale, I18n>();

/**
 * One Lingui instance per locale with the `validation` and `server` catalogs, activated once and
 * kept: a request never switches a shared instance, so concurrent requests in two languages are safe.
 */
export function serverI18n(locale: Locale): I18n {
  let i18n = cache.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    cache.set(locale, i18n);
  }
  return i18n;
}

/**
 * The message of a code (`validation.mobile`, `auth.forbidden`, `courier.sf` …) in `locale`, with ICU
 * `values` such as `{ max: 50 }`; an unknown code comes back as itself, so a missing message shows
 * the code rather than nothing.
 */
export function translateCode(locale: Locale, code: string, values?: Record<string, unknown>): string {
  const i18n = serverI18n(locale);
  return Object.hasOwn(i18n.messages, code) ? i18n._(code, values) : code;
}
