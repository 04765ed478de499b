import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type {
  VendorChildrenChangeInput,
  VendorClassInput,
  VendorClassificationChangeInput,
} from '@procure/shared-validation';
import { vendorKeys } from './vendor-keys.ts';
import type {
  ClassificationRecord,
  LifecycleState,
  StatusChange,
  SupplierClass,
  VendorClass,
  VendorClassification,
} from './vendor-api-types.ts';

// Supplier lifecycle actions (cancel, abolish, abolish with no reply) and the two-level classification
// (issue #16 §2, §4). Every mutation reloads what the supplier file and lists show.

/** Buyer: a supplier's status, open application and the lifecycle actions allowed now. */
export function useVendorLifecycle(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.lifecycle(vendorId),
    queryFn: async ({ signal }): Promise<LifecycleState> =>
      unwrap(await apiV1().GET('/vendor/lifecycle', { params: { query: { vendorId } }, signal })),
    enabled: Boolean(vendorId),
  });
}

/** Buyer: a supplier's status changes (with the lifecycle action that made them), newest first. */
export function useVendorStatusHistory(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.statusHistory(vendorId),
    queryFn: async ({ signal }): Promise<StatusChange[]> =>
      unwrap(await apiV1().GET('/vendor/status/history', { params: { query: { vendorId } }, signal })),
    enabled: Boolean(vendorId),
  });
}

export type LifecycleAction = 'cancel' | 'abolish' | 'noReplyAbolish';

/** Buyer: cancel the open application, abolish, or abolish with no reply (answers the success message). */
export function useLifecycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      vendorId,
      reason,
    }: {
      action: LifecycleAction;
      vendorId: string;
      reason: string;
    }) =>
      unwrapEnvelope(
        action === 'cancel'
          ? await apiV1().POST('/vendor/approval/cancel', { body: { vendorId, reason } })
          : action === 'abolish'
            ? await apiV1().POST('/vendor/approval/abolish', { body: { vendorId, reason } })
            : await apiV1().POST('/vendor/approval/noReplyAbolish', { body: { vendorId, reason } }),
      ).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all() }),
  });
}

/** Buyer: the tenant's classes (first level with children). */
export function useVendorClasses() {
  return useQuery({
    queryKey: vendorKeys.classes(),
    queryFn: async ({ signal }): Promise<VendorClass[]> =>
      unwrap(await apiV1().GET('/vendor/class/list', { signal })),
  });
}

/** The classes flattened for a select: first level, then its children indented ("RM01 钢材"). */
export function classOptions(classes: readonly VendorClass[], onlyEnabled = false) {
  return classes.flatMap((first) => [
    { value: first.id, label: `${first.code} ${first.name}`, disabled: onlyEnabled && !first.enabled },
    ...first.children.map((child) => ({
      value: child.id,
      label: `\u00a0\u00a0${child.code} ${child.name}`,
      disabled: onlyEnabled && (!child.enabled || !first.enabled),
    })),
  ]);
}

export function useSaveVendorClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorClassInput) =>
      unwrapEnvelope(await apiV1().POST('/vendor/class/save', { body })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.classes() }),
  });
}

export function useEnableVendorClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: string; enabled: boolean }) =>
      unwrapEnvelope(await apiV1().POST('/vendor/class/updateEnable', { body })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.classes() }),
  });
}

/** Buyer: the conversion records (the tenant's latest classification changes). */
export function useConversionRecords() {
  return useQuery({
    queryKey: vendorKeys.conversions(),
    queryFn: async ({ signal }): Promise<ClassificationRecord[]> =>
      unwrap(await apiV1().GET('/vendor/class/conversion/list', { signal })),
  });
}

/** Buyer: a supplier's class and its classification changes. */
export function useVendorClassification(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.classification(vendorId),
    queryFn: async ({ signal }): Promise<VendorClassification> =>
      unwrap(await apiV1().GET('/vendor/classification', { params: { query: { vendorId } }, signal })),
    enabled: Boolean(vendorId),
  });
}

export function useChangeClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorClassificationChangeInput) =>
      unwrapEnvelope(await apiV1().POST('/vendor/changeClassification', { body })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all() }),
  });
}

export function useChildrenChangeClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorChildrenChangeInput) =>
      unwrapEnvelope(await apiV1().POST('/vendor/childrenChangeClassification', { body })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all() }),
  });
}

/** Supplier portal: my class with the current customer (null: not classified). */
export function useMyClassification() {
  return useQuery({
    queryKey: vendorKeys.myClass(),
    queryFn: async ({ signal }): Promise<SupplierClass | null> =>
      unwrap(await apiV1().GET('/vdClassification/mine', { signal })),
  });
}
