import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { masterdataKeys } from './masterdata-keys.ts';
import type {
  AddRateBody,
  EntityInput,
  EntityItem,
  ManagedEntity,
  SaveProcurementSettingBody,
} from './masterdata-api-types.ts';

/** Every row of an entity, disabled ones included (management pages). */
export const manageQueryOptions = <E extends ManagedEntity>(entity: E) =>
  queryOptions({
    queryKey: masterdataKeys.manage(entity),
    queryFn: async ({ signal }): Promise<EntityItem<E>[]> =>
      unwrap(
        await apiV1().GET(`/masterdata/${entity}/manage` as '/masterdata/units/manage', { signal }),
      ) as EntityItem<E>[],
  });
export const useManagedList = <E extends ManagedEntity>(entity: E) => useQuery(manageQueryOptions(entity));

/** A change shows in both the management list and every picker of the entity. */
function useInvalidateEntity(entity: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: masterdataKeys.entity(entity) });
}

export function useSaveEntity<E extends ManagedEntity>(entity: E) {
  const invalidate = useInvalidateEntity(entity);
  return useMutation({
    mutationFn: async (body: EntityInput<E>) =>
      // The body type follows the entity; openapi-fetch cannot narrow a template path, hence the cast.
      unwrapEnvelope(
        await apiV1().POST(`/masterdata/${entity}/save` as '/masterdata/units/save', { body: body as never }),
      ),
    onSuccess: invalidate,
  });
}

export function useSetEntityStatus(entity: ManagedEntity) {
  const invalidate = useInvalidateEntity(entity);
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      unwrapEnvelope(
        await apiV1().PUT(`/masterdata/${entity}/{id}/status` as '/masterdata/units/{id}/status', {
          params: { path: { id } },
          body: { disabled },
        }),
      ),
    onSuccess: invalidate,
  });
}

export const ratesQueryOptions = (currencyCode?: string) =>
  queryOptions({
    queryKey: masterdataKeys.rates(currencyCode),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/masterdata/currencies/rates', {
          signal,
          params: { query: currencyCode ? { currencyCode } : {} },
        }),
      ),
  });
export const useRates = (currencyCode?: string) => useQuery(ratesQueryOptions(currencyCode));

export function useAddRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddRateBody) =>
      unwrapEnvelope(await apiV1().POST('/masterdata/currencies/rates', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: masterdataKeys.entity('rates') }),
        queryClient.invalidateQueries({ queryKey: masterdataKeys.entity('currencies') }),
      ]),
  });
}

export function useSaveProcurementSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveProcurementSettingBody) =>
      unwrapEnvelope(await apiV1().POST('/procurementSetting/saveParam', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterdataKeys.setting() }),
  });
}
