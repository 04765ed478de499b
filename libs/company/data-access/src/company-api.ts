import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths } from '@procure/shared-api-client';

type Json<P extends keyof ApiV1Paths, M extends 'get' | 'post'> = ApiV1Paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;
type Body<P extends keyof ApiV1Paths> = ApiV1Paths[P]['post'] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type Role = Json<'/role/list', 'get'>[number];
export type RoleInput = Body<'/role/save'>;
export type StaffPage = Json<'/staff/list', 'get'>;
export type Staff = StaffPage['rows'][number];
export type StaffInput = Body<'/staff/save'>;
export type StaffQuery = {
  keyword?: string;
  departmentId?: string;
  status?: 'enabled' | 'disabled';
  page: number;
  pageSize: number;
};
export type Department = Json<'/staff/departments', 'get'>[number];
export type DepartmentInput = Body<'/staff/department/save'>;
export type PositionLevel = Json<'/employee/positionLevels', 'get'>[number];
export type EnterpriseInfo = Json<'/company/enterpriseInfo', 'get'>;

/** Query keys of company settings; a tenant switch clears the whole cache, so no tenant in the key. */
export const companyKeys = {
  all: ['company'] as const,
  roles: () => [...companyKeys.all, 'roles'] as const,
  staff: (query?: StaffQuery) => [...companyKeys.all, 'staff', ...(query ? [query] : [])] as const,
  departments: () => [...companyKeys.all, 'departments'] as const,
  positionLevels: () => [...companyKeys.all, 'positionLevels'] as const,
  enterprise: () => [...companyKeys.all, 'enterprise'] as const,
};

export const rolesQuery = () =>
  queryOptions({
    queryKey: companyKeys.roles(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/role/list', { signal })),
  });
export const useRoles = () => useQuery(rolesQuery());

export function useStaff(query: StaffQuery) {
  return useQuery({
    queryKey: companyKeys.staff(query),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/staff/list', { signal, params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export const useDepartments = () =>
  useQuery({
    queryKey: companyKeys.departments(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/staff/departments', { signal })),
  });

export const usePositionLevels = () =>
  useQuery({
    queryKey: companyKeys.positionLevels(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/employee/positionLevels', { signal })),
  });

export const useEnterpriseInfo = () =>
  useQuery({
    queryKey: companyKeys.enterprise(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/company/enterpriseInfo', { signal })),
  });

/** A mutation whose success refreshes every company-settings query (roles change staff rows and back). */
function useCompanyMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export const useSaveRole = () =>
  useCompanyMutation(async (body: RoleInput) => unwrapEnvelope(await apiV1().POST('/role/save', { body })));
export const useDeleteRole = () =>
  useCompanyMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().DELETE('/role/{id}', { params: { path: { id } } })),
  );
export const useSaveStaff = () =>
  useCompanyMutation(async (body: StaffInput) => unwrapEnvelope(await apiV1().POST('/staff/save', { body })));
export const useSetStaffDisabled = () =>
  useCompanyMutation(async ({ userId, disabled }: { userId: string; disabled: boolean }) =>
    unwrapEnvelope(
      disabled
        ? await apiV1().POST('/staff/{userId}/disable', { params: { path: { userId } } })
        : await apiV1().POST('/staff/{userId}/enable', { params: { path: { userId } } }),
    ),
  );
export const useSaveDepartment = () =>
  useCompanyMutation(async (body: DepartmentInput) =>
    unwrapEnvelope(await apiV1().POST('/staff/department/save', { body })),
  );
export const useSetTimeZone = () =>
  useCompanyMutation(async (timeZone: string) =>
    unwrapEnvelope(await apiV1().POST('/company/enterpriseInfo/timeZone', { body: { timeZone } })),
  );

export const useSetLogo = () =>
  useCompanyMutation(async (fileId: string) =>
    unwrapEnvelope(await apiV1().POST('/company/enterpriseInfo/logo', { body: { fileId } })),
  );
