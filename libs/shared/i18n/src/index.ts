export { LOCALES, DEFAULT_LOCALE, isLocale, localeFromWire, wireFromLocale } from './locales.ts';
export type { Locale, WireLocale } from './locales.ts';
export { serverI18n, translateCode } from './server-i18n.ts';
export { validationMessages } from './messages/validation-messages.ts';
export type { ValidationMessageId } from './messages/validation-messages.ts';
export { errorMessages } from './messages/error-messages.ts';
export * from './web/index.ts';
