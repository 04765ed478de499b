import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { masterdataKeys } from './masterdata-keys.ts';
import type { LookupItem, ManagedEntity } from './masterdata-api-types.ts';

/** Master data changes rarely: pickers share one fetch for a few minutes. */
export const LOOKUP_STALE_MS = 5 * 60 * 1000;

const lookup = <E extends ManagedEntity | 'employees'>(entity: E) =>
  queryOptions({
    queryKey: masterdataKeys.lookup(entity),
    // openapi-fetch cannot follow a template path: one literal path types the call, the item type
    // comes from the entity's own generated response (the paths share the envelope shape).
    queryFn: async ({ signal }): Promise<LookupItem<E>[]> =>
      unwrap(
        await apiV1().GET(`/masterdata/${entity}/list` as '/masterdata/units/list', { signal }),
      ) as LookupItem<E>[],
    staleTime: LOOKUP_STALE_MS,
  });

export const lookupQueryOptions = {
  legalEntities: () => lookup('legalEntities'),
  departments: () => lookup('departments'),
  costCentres: () => lookup('costCentres'),
  employees: () => lookup('employees'),
  currencies: () => lookup('currencies'),
  units: () => lookup('units'),
  procurementCategories: () => lookup('procurementCategories'),
  financialAccounts: () => lookup('financialAccounts'),
  invoiceTitles: () => lookup('invoiceTitles'),
  contractTypes: () => lookup('contractTypes'),
  vendors: () => lookup('vendors'),
};

// Enabled rows only, for pickers of other domains (receiver, legal entity, cost centre, unit, …).
export const useLegalEntities = () => useQuery(lookupQueryOptions.legalEntities());
export const useDepartments = () => useQuery(lookupQueryOptions.departments());
export const useCostCentres = () => useQuery(lookupQueryOptions.costCentres());
export const useEmployees = () => useQuery(lookupQueryOptions.employees());
export const useCurrencies = () => useQuery(lookupQueryOptions.currencies());
export const useUnits = () => useQuery(lookupQueryOptions.units());
export const useProcurementCategories = () => useQuery(lookupQueryOptions.procurementCategories());
export const useFinancialAccounts = () => useQuery(lookupQueryOptions.financialAccounts());
export const useInvoiceTitles = () => useQuery(lookupQueryOptions.invoiceTitles());
export const useContractTypes = () => useQuery(lookupQueryOptions.contractTypes());
export const useVendors = () => useQuery(lookupQueryOptions.vendors());

export const procurementSettingQueryOptions = () =>
  queryOptions({
    queryKey: masterdataKeys.setting(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/procurementSetting/getParam', { signal })),
    staleTime: LOOKUP_STALE_MS,
  });
export const useProcurementSetting = () => useQuery(procurementSettingQueryOptions());

export const decimalConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...masterdataKeys.setting(), 'decimalConfig'],
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/masterdata/decimalConfig', { signal })),
    staleTime: LOOKUP_STALE_MS,
  });
export const useDecimalConfig = () => useQuery(decimalConfigQueryOptions());
