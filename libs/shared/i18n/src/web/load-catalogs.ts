import type { Messages } from '@lingui/core';
import type { Locale } from '../locales.ts';

// Literal paths so that the bundler emits one chunk per catalog and locale, loaded on demand.
const loaders: Record<Locale, () => Promise<Messages[]>> = {
  'zh-CN': () =>
    Promise.all([
      import('../locales/web/zh-CN.ts').then((m) => m.messages),
      import('../locales/validation/zh-CN.ts').then((m) => m.messages),
      import('../locales/server/zh-CN.ts').then((m) => m.messages),
    ]),
  'en-US': () =>
    Promise.all([
      import('../locales/web/en-US.ts').then((m) => m.messages),
      import('../locales/validation/en-US.ts').then((m) => m.messages),
      import('../locales/server/en-US.ts').then((m) => m.messages),
    ]),
};

/** The web, validation and server catalogs of one locale, merged into one message table. */
export async function loadWebCatalogs(locale: Locale): Promise<Messages> {
  const [web, validation, server] = await loaders[locale]();
  return { ...server, ...validation, ...web };
}
