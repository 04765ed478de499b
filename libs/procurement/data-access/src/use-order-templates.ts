import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { procurementKeys } from './procurement-keys.ts';

// Order templates (issue #13 §4): the caller's named lines, to start new requests from.

export type OrderTemplate = DataOf<ApiV1Paths['/orderTemplate/list']['get']['responses'][200]>[number];
export type OrderTemplateDetail = DataOf<ApiV1Paths['/orderTemplate/detail/{id}']['get']['responses'][200]>;

const templateKeys = {
  all: () => [...procurementKeys.all(), 'templates'] as const,
  detail: (id: string) => [...procurementKeys.all(), 'templates', id] as const,
};

export function useOrderTemplates() {
  return useQuery({
    queryKey: templateKeys.all(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/orderTemplate/list', { signal })),
  });
}

export function useOrderTemplate(id: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/orderTemplate/detail/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: !!id,
  });
}

function useTemplateMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all() }),
  });
}

export const useSaveTemplateFromRequest = () =>
  useTemplateMutation(async (body: { requestId: string; name: string }) =>
    unwrapEnvelope(await apiV1().POST('/orderTemplate/saveFromRequest', { body })),
  );

export const useRenameTemplate = () =>
  useTemplateMutation(async (body: { id: string; name: string }) =>
    unwrapEnvelope(await apiV1().POST('/orderTemplate/rename', { body })),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/orderTemplate/delete', { body: { id } })),
  );

/** A new draft request from a template: answers the draft's id and number (the form opens it). */
export function useRequestFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await apiV1().POST('/orderTemplate/createRequest', { body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: procurementKeys.lists() }),
  });
}
