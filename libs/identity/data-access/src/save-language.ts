import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, getSession, unwrap } from '@procure/shared-api-client';
import type { WireLanguage } from '@procure/shared-codes';
import { chooseWebLocale, wireFromLocale } from '@procure/shared-i18n';
import type { Locale } from '@procure/shared-i18n';
import { identityKeys } from './identity-keys.ts';

export async function saveLanguage(language: WireLanguage): Promise<void> {
  unwrap(await apiV1().PUT('/employee/saveLanguage/{lang}', { params: { path: { lang: language } } }));
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (_data, language) => queryClient.setQueryData(identityKeys.language(), language),
  });
}

/**
 * The user's explicit switch: activate and remember it at once, then save it on the server when
 * logged in (a failed save only shows the api-client's red message; the switch stands). Cached
 * answers carry server-translated text (tenant and role names, descriptions): they are refetched.
 */
export function useChangeLanguage() {
  const save = useSaveLanguage();
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    await chooseWebLocale(locale);
    if (!getSession().token) return;
    save.mutate(wireFromLocale(locale));
    void queryClient.invalidateQueries();
  };
}
