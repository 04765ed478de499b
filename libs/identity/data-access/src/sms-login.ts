import { useMutation } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, setSession, unwrap } from '@procure/shared-api-client';
import type { ImageCodeAnswer } from './image-code.ts';
import type { LoginResult } from './login.ts';

/** The sites with SMS login (operations staff use the password only). */
export type PublicSite = 'buyer' | 'supplier';
export type SmsLoginInput = { mobile: string; code: string };

/** Asks for a login code (image code first); the same answer whether or not the number has an account. */
export async function sendLoginCode(site: PublicSite, mobile: string, image: ImageCodeAnswer): Promise<void> {
  unwrap(
    await apiV1().POST('/sendLoginMsg', { body: { mobile, site, ...image }, headers: HIDE_ERROR_HEADERS }),
  );
}

/**
 * Mobile + SMS code. `variant: 'new'` is the "new login" of /buyerlogin and /supplierlogin
 * (POST /new/loginMobile with the site in the body); otherwise the site's quick login.
 */
export async function smsLogin(
  site: PublicSite,
  input: SmsLoginInput,
  variant: 'classic' | 'new' = 'classic',
): Promise<LoginResult> {
  const client = apiV1();
  const init = { body: input, headers: HIDE_ERROR_HEADERS };
  const result =
    variant === 'new'
      ? await client.POST('/new/loginMobile', { ...init, body: { ...input, site } })
      : site === 'buyer'
        ? await client.POST('/tenant/buyer/login/quick', init)
        : await client.POST('/tenant/supplier/login/quick', init);
  const data = unwrap(result);
  setSession({ token: data.token, tenantId: data.loginTenantId });
  return data;
}

export function useSendLoginCode(site: PublicSite) {
  return useMutation({
    mutationFn: ({ mobile, image }: { mobile: string; image: ImageCodeAnswer }) =>
      sendLoginCode(site, mobile, image),
  });
}

export function useSmsLogin(site: PublicSite, variant: 'classic' | 'new' = 'classic') {
  return useMutation({ mutationFn: (input: SmsLoginInput) => smsLogin(site, input, variant) });
}
