import { useMutation } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, unwrapEnvelope } from '@procure/shared-api-client';
import type { ImageCodeAnswer } from './image-code.ts';

export type ResetPasswordInput = { mobile: string; code: string; password: string; confirmPassword: string };

/** Sends a reset code to the number (same answer whether or not it has an account on this site). */
export async function sendResetCode({
  mobile,
  image,
}: {
  mobile: string;
  image: ImageCodeAnswer;
}): Promise<void> {
  unwrapEnvelope(
    await apiV1().GET('/tenant/reset/password/vercode/{x}', {
      params: { path: { x: mobile }, query: image },
      headers: HIDE_ERROR_HEADERS,
    }),
  );
}

/** Sets the new password; every session of the account ends. Resolves to the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = unwrapEnvelope(
    await apiV1().POST('/tenant/reset/password', { body: input, headers: HIDE_ERROR_HEADERS }),
  );
  return envelope.desc;
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
