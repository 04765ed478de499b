import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';
import { paymentKeys } from './payment-data.ts';

// The company's payment settings (`/setting/payment`, issue #15): `/payables/setting` for the new-payment
// form (permission payment), `/financialSet/paymentSetting` to manage them (finance settings permission).

export type PaymentSettingView = DataOf<ApiV1Paths['/payables/setting']['get']['responses'][200]>;
export type PaymentSettingBody = BodyOf<ApiV1Paths['/financialSet/paymentSetting']['post']>;

const settingKey = () => [...paymentKeys.all(), 'setting'] as const;

/** The settings as they apply to a new application (defaults when none were saved); `enabled`: load now. */
export function usePaymentRules(enabled = true) {
  return useQuery({
    queryKey: [...settingKey(), 'rules'] as const,
    queryFn: async ({ signal }): Promise<PaymentSettingView> =>
      unwrap(await apiV1().GET('/payables/setting', { signal })),
    enabled,
  });
}

export function usePaymentSetting() {
  return useQuery({
    queryKey: [...settingKey(), 'manage'] as const,
    queryFn: async ({ signal }): Promise<PaymentSettingView> =>
      unwrap(await apiV1().GET('/financialSet/paymentSetting', { signal })),
  });
}

export function useSavePaymentSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentSettingBody) =>
      unwrapEnvelope(await apiV1().POST('/financialSet/paymentSetting', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKey() }),
  });
}
