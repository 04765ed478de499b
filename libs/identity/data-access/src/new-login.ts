import { queryOptions, useMutation } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, setSession, unwrap } from '@procure/shared-api-client';
import type { LoginInput, LoginResult } from './login.ts';
import type { PublicSite } from './sms-login.ts';

/** The image code of the new login, as a data URL (GET /verifycode/getVerifyCodeByBase64). */
export async function fetchBase64VerifyCode(key: string): Promise<string> {
  const result = await apiV1().GET('/verifycode/getVerifyCodeByBase64', {
    params: { query: { key } },
    headers: HIDE_ERROR_HEADERS,
  });
  return unwrap(result).image;
}

/** Single use and short-lived: never cached, never refetched behind the user's back. */
export const base64VerifyCodeQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['identity', 'verifyCodeBase64', key] as const,
    queryFn: () => fetchBase64VerifyCode(key),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** POST /new/login: user name, password and the base64 image code; the site travels in the body. */
export async function newLogin(site: PublicSite, input: LoginInput): Promise<LoginResult> {
  const result = await apiV1().POST('/new/login', { body: { ...input, site }, headers: HIDE_ERROR_HEADERS });
  const data = unwrap(result);
  setSession({ token: data.token, tenantId: data.loginTenantId });
  return data;
}

export function useNewLogin(site: PublicSite) {
  return useMutation({ mutationFn: (input: LoginInput) => newLogin(site, input) });
}
