import { useMutation } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, setSession, unwrap } from '@procure/shared-api-client';
import type { Site } from '@procure/shared-codes';

export type LoginInput = { username: string; password: string; verifyKey: string; verifyCode: string };
export type LoginResult = {
  token: string;
  loginTenantId: string | null;
  tenantList: { tenantId: string; enterpriseShortName: string }[];
};

/**
 * Wrong credentials or image code answer 400 (never 401, which means a timed-out session). The
 * login form shows its errors in place, so the red message is suppressed for this call.
 */
export async function login(site: Site, input: LoginInput): Promise<LoginResult> {
  const client = apiV1();
  const init = { body: input, headers: HIDE_ERROR_HEADERS };
  const result =
    site === 'buyer'
      ? await client.POST('/tenant/buyer/login', init)
      : site === 'supplier'
        ? await client.POST('/tenant/supplier/login', init)
        : await client.POST('/ops/login', init);
  const data = unwrap(result);
  setSession({ token: data.token, tenantId: data.loginTenantId });
  return data;
}

export function useLogin(site: Site) {
  return useMutation({ mutationFn: (input: LoginInput) => login(site, input) });
}
