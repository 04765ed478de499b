import { useLingui } from '@lingui/react/macro';
import { PURCHASE_APPLY_KINDS, type PurchaseApplyKind } from '@procure/shared-validation';
import { useMemo } from 'react';

export function isPurchaseKind(value: string | undefined): value is PurchaseApplyKind {
  return (PURCHASE_APPLY_KINDS as readonly string[]).includes(value ?? '');
}

/** The five quick-creation kinds of spec §2 /procurement, labelled in the active language. */
export function usePurchaseKindLabels(): Record<PurchaseApplyKind, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      catalogue: t`Catalogue purchase`,
      channel1: t`First-channel purchase`,
      channel2: t`Second-channel purchase`,
      direct: t`Direct purchase`,
      nonCatalogue: t`Non-catalogue purchase`,
    }),
    [t],
  );
}

export function useSavingTypeLabels(): Record<'costDown' | 'costAvoidance', string> {
  const { t } = useLingui();
  return useMemo(() => ({ costDown: t`Cost down`, costAvoidance: t`Cost avoidance` }), [t]);
}
