import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type DataOf,
} from '@procure/shared-api-client';
import { registrationKeys } from './registration-keys.ts';

/** The image code a send asks for first (key of the picture and the text typed; single use). */
export type ImageCodeAnswer = { verifyKey: string; verifyCode: string };

/** A registration as the operations list shows it (generated from the server's OpenAPI). */
export type RegistrationSummary = DataOf<ApiV1Paths['/ops/registrations']['get']['responses'][200]>[number];
export type RegistrationDetail = DataOf<ApiV1Paths['/ops/registrations/{id}']['get']['responses'][200]>;
export type RegistrationStatus = RegistrationSummary['status'];
export type RegistrationBody = NonNullable<
  ApiV1Paths['/tenant/reg']['post']['requestBody']
>['content']['application/json'];

// ---- Public (/signin)

/** GET /tenant/reg/checkUsername/{name}: whether the admin username is free (nothing more). */
export async function checkUsername(name: string): Promise<boolean> {
  const result = await apiV1().GET('/tenant/reg/checkUsername/{name}', {
    params: { path: { name } },
    headers: HIDE_ERROR_HEADERS,
  });
  return unwrap(result).available;
}

/** Sends a registration code by SMS or e-mail; resolves with the server's "sent" text. */
export async function sendRegistrationCode(
  channel: 'sms' | 'email',
  target: string,
  image: ImageCodeAnswer,
): Promise<string> {
  const client = apiV1();
  // The page shows the image-code refusal beside its field; the other refusals as the usual red message.
  const result =
    channel === 'sms'
      ? await client.GET('/tenant/reg/sendMobileCode/{mobile}', {
          params: { path: { mobile: target }, query: image },
          headers: HIDE_ERROR_HEADERS,
        })
      : await client.GET('/tenant/reg/sendEmailCode/{email}', {
          params: { path: { email: target }, query: image },
          headers: HIDE_ERROR_HEADERS,
        });
  return unwrapEnvelope(result).desc;
}

export function useSendRegistrationCode() {
  return useMutation({
    mutationFn: ({
      channel,
      target,
      image,
    }: {
      channel: 'sms' | 'email';
      target: string;
      image: ImageCodeAnswer;
    }) => sendRegistrationCode(channel, target, image),
  });
}

/** POST /tenant/reg: field errors come back in place, so the red message is suppressed. */
export async function submitRegistration(body: RegistrationBody): Promise<string> {
  return unwrapEnvelope(await apiV1().POST('/tenant/reg', { body, headers: HIDE_ERROR_HEADERS })).desc;
}

export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}

// ---- Operations (/registration-approval)

export function registrationsQueryOptions(status: RegistrationStatus | undefined) {
  return queryOptions({
    queryKey: registrationKeys.list(status),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/ops/registrations', { signal, params: { query: status ? { status } : {} } }),
      ),
  });
}

export function useRegistrations(status: RegistrationStatus | undefined) {
  return useQuery({ ...registrationsQueryOptions(status), placeholderData: keepPreviousData });
}

export function useRegistration(id: string | null) {
  return useQuery({
    queryKey: registrationKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/ops/registrations/{id}', { signal, params: { path: { id: id ?? '' } } })),
    enabled: id !== null,
  });
}

export type ReviewInput = { id: string } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

async function reviewRegistration(input: ReviewInput) {
  const client = apiV1();
  const path = { path: { id: input.id } };
  const result =
    input.decision === 'approve'
      ? await client.POST('/ops/registrations/{id}/approve', { params: path })
      : await client.POST('/ops/registrations/{id}/reject', { params: path, body: { reason: input.reason } });
  return unwrapEnvelope(result);
}

/** Approve or reject; the list and the detail reload either way (a 409 means someone else was first). */
export function useReviewRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
  });
}
