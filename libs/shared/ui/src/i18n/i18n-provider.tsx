import { I18nProvider as LinguiProvider } from '@lingui/react';
import { webI18n } from '@procure/shared-i18n';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';

export type I18nProviderProps = { children: ReactNode; i18n?: I18n };

/**
 * Lingui's provider on the web apps' shared instance. The app activates the first locale
 * (`activateWebLocale(initialWebLocale())`) before rendering, so no untranslated flash is shown.
 */
export function I18nProvider({ children, i18n = webI18n }: I18nProviderProps) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}
