import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, bidApi, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { riskKeys } from './risk-keys.ts';
import type {
  EnterpriseDetails,
  InvocationsPage,
  MonitoringList,
  RecordsPage,
  RequestResult,
  RiskKind,
  RiskRecord,
  RiskSettings,
  RiskSettingsInput,
  VendorRecords,
} from './risk-api-types.ts';

/** The monitoring list with the package state. */
export function useMonitoringList() {
  return useQuery({
    queryKey: riskKeys.list(),
    queryFn: async ({ signal }): Promise<MonitoringList> =>
      unwrap(await apiV1().GET('/monitorin/list', { signal })),
  });
}

/** A supplier's risk (dishonesty, abnormal, lawsuits) or social (public opinion) records. */
export function useVendorRisk(view: 'risk' | 'social', vendorId: string | null) {
  return useQuery({
    queryKey: riskKeys.vendor(view, vendorId ?? ''),
    queryFn: async ({ signal }): Promise<VendorRecords> =>
      unwrap(
        await apiV1().GET(view === 'risk' ? '/monitorin/risk' : '/monitorin/social', {
          params: { query: { vendorId: vendorId as string } },
          signal,
        }),
      ),
    enabled: Boolean(vendorId),
  });
}

export function useRiskRecord(id: string) {
  return useQuery({
    queryKey: riskKeys.record(id),
    queryFn: async ({ signal }): Promise<RiskRecord> =>
      unwrap(await apiV1().GET('/monitorin/details/{id}', { params: { path: { id } }, signal })),
    enabled: Boolean(id),
  });
}

export type RecordsQuery = { pageNo: number; pageSize: number; kind?: RiskKind | undefined };

export function useRiskRecords(query: RecordsQuery) {
  return useQuery({
    queryKey: riskKeys.records(query),
    queryFn: async ({ signal }): Promise<RecordsPage> =>
      unwrap(await apiV1().GET('/monitorin/records', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useInvocations(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: riskKeys.invocations(query),
    queryFn: async ({ signal }): Promise<InvocationsPage> =>
      unwrap(await bidApi().POST('/qxb/enterprise/invokeRecordPage', { body: query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRiskSettings() {
  return useQuery({
    queryKey: riskKeys.settings(),
    queryFn: async ({ signal }): Promise<RiskSettings> =>
      unwrap(await apiV1().GET('/monitorin/settings', { signal })),
  });
}

/** Enterprise details from the business-information service (each call costs a unit: on demand only). */
export function useEnterpriseDetails(vendorId: string, enabled: boolean) {
  return useQuery({
    queryKey: riskKeys.details(vendorId),
    queryFn: async ({ signal }): Promise<EnterpriseDetails> =>
      unwrap(
        await apiV1().GET('/enterprise/getQxbInfo/{id}', { params: { path: { id: vendorId } }, signal }),
      ),
    enabled: enabled && Boolean(vendorId),
    staleTime: Infinity,
    retry: false,
  });
}

function useInvalidateRisk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: riskKeys.all() });
}

/** Adds (or removes) a supplier to monitoring; everything risk reloads before the mutation settles. */
export function useMonitor(action: 'add' | 'remove') {
  const invalidate = useInvalidateRisk();
  return useMutation({
    mutationFn: async (vendorId: string) =>
      unwrapEnvelope(
        await apiV1().POST(action === 'add' ? '/monitorin/add' : '/monitorin/remove', { body: { vendorId } }),
      ).desc,
    onSuccess: invalidate,
  });
}

export function useSaveRiskSettings() {
  const invalidate = useInvalidateRisk();
  return useMutation({
    mutationFn: async (body: RiskSettingsInput) =>
      unwrapEnvelope(await apiV1().POST('/monitorin/settings/save', { body })).desc,
    onSuccess: invalidate,
  });
}

/** Asks the service again for one kind (dishonesty or management abnormal) of a supplier. */
export function useRequestSignals() {
  const invalidate = useInvalidateRisk();
  return useMutation({
    mutationFn: async ({ vendorId, kind }: { vendorId: string; kind: 'dishonesty' | 'abnormal' }) => {
      const path =
        kind === 'dishonesty'
          ? '/qxb/enterprise/requestDishonesty'
          : '/qxb/enterprise/requestManagementAbnormal';
      const { data, desc } = unwrapEnvelope(await bidApi().POST(path, { body: { vendorId } }));
      return { result: data as RequestResult, desc };
    },
    onSuccess: invalidate,
  });
}
