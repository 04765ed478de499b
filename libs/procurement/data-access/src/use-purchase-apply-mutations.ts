import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  approvePurchaseApply,
  cancelPurchaseApply,
  commitPurchaseApply,
  copyPurchaseApply,
  createFromCart,
  deletePurchaseApply,
  holdSubmit,
  repealPurchaseApply,
} from './procurement-client.ts';
import { procurementKeys } from './procurement-keys.ts';

/** Every transition changes the list row and the request's detail (status, actions, history). */
function invalidateRequest(queryClient: QueryClient, id?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: procurementKeys.lists() }),
    id ? queryClient.invalidateQueries({ queryKey: procurementKeys.detail(id) }) : Promise.resolve(),
  ]);
}

export function useHoldSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdSubmit,
    onSuccess: ({ id }) => invalidateRequest(queryClient, id),
  });
}

export function useCreateFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromCart,
    // The cart lost those items: its badge and list are stale too.
    onSuccess: () =>
      Promise.all([
        invalidateRequest(queryClient),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('cart') }),
      ]),
  });
}

export function useCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitPurchaseApply,
    onSuccess: (_result, { id }) => invalidateRequest(queryClient, id),
  });
}

export function useApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePurchaseApply,
    onSuccess: (_desc, { id }) => invalidateRequest(queryClient, id),
  });
}

export function useRepeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repealPurchaseApply,
    onSuccess: (_desc, id) => invalidateRequest(queryClient, id),
  });
}

export function useDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePurchaseApply,
    onSuccess: (_desc, id) => {
      queryClient.removeQueries({ queryKey: procurementKeys.detail(id) });
      return invalidateRequest(queryClient);
    },
  });
}

export function useCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPurchaseApply,
    onSuccess: () => invalidateRequest(queryClient),
  });
}

export function useCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchaseApply,
    onSuccess: (_desc, { id }) => invalidateRequest(queryClient, id),
  });
}
