import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, getSession, unwrap } from '@procure/shared-api-client';
import type { WireLanguage } from '@procure/shared-codes';
import { chooseWebLocale, localeFromWire } from '@procure/shared-i18n';
import type { Locale } from '@procure/shared-i18n';
import { identityKeys } from './identity-keys.ts';

export async function fetchLanguage(): Promise<WireLanguage> {
  return unwrap(await apiV1().GET('/employee/language'));
}

export function languageQueryOptions(tenantId: string | null = getSession().tenantId) {
  return queryOptions({ queryKey: identityKeys.language(tenantId), queryFn: fetchLanguage, retry: false });
}

export function useServerLanguage() {
  return useQuery(languageQueryOptions());
}

/** After login the language stored on the server wins (spec §2, §9). */
export async function applyServerLanguage(): Promise<Locale> {
  const locale = localeFromWire(await fetchLanguage());
  await chooseWebLocale(locale);
  return locale;
}
