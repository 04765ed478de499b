import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per owner, so that parallel work never rewrites another's translations.
// `web` holds every string written with macros in web code; `validation` and `server` hold the
// explicit-id descriptors (ids are the stable error codes) that both the server and the web apps load.
const locales = ['zh-CN', 'en-US'];
const base = '<rootDir>/libs/shared/i18n/src/locales';

export default defineConfig({
  sourceLocale: 'en-US',
  locales,
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: `${base}/validation/{locale}`,
      include: ['<rootDir>/libs/shared/i18n/src/messages/validation-messages.ts'],
    },
    {
      path: `${base}/server/{locale}`,
      include: [
        '<rootDir>/libs/shared/i18n/src/messages/error-messages.ts',
        '<rootDir>/libs/shared/i18n/src/messages/domains',
      ],
    },
    {
      path: `${base}/web/{locale}`,
      include: ['<rootDir>/apps', '<rootDir>/libs'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/libs/shared/i18n/src/messages/**',
        '<rootDir>/libs/shared/i18n/src/locales/**',
        '<rootDir>/libs/*/server/**',
        '<rootDir>/libs/server/**',
        '<rootDir>/apps/api/**',
        '<rootDir>/apps/e2e/**',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
});
