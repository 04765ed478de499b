import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { DeferredToaster } from './feedback/deferred-toaster.tsx';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { system } from './theme/system.ts';

export type UiProviderProps = { children: ReactNode; i18n?: I18n };

/** Chakra (brand system) + Lingui + the one Toaster: wrap every app, story and component test in it. */
export function UiProvider({ children, i18n }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        {children}
        <DeferredToaster />
      </I18nProvider>
    </ChakraProvider>
  );
}
