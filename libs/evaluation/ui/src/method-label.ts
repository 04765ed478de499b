import { useLingui } from '@lingui/react/macro';
import { EVALUATION_METHODS, type EvaluationMethod } from '@procure/shared-validation';

/** The scoring methods of a criterion, labelled in the active language (manual first). */
export function useMethodOptions(): { value: EvaluationMethod; label: string; hint: string }[] {
  const { t } = useLingui();
  const labels: Record<EvaluationMethod, { label: string; hint: string }> = {
    manual: { label: t`Manual score (0–100)`, hint: t`Each evaluator gives 0–100; their average counts.` },
    onTimeDelivery: {
      label: t`On-time delivery rate`,
      hint: t`Delivery-note lines of the period shipped on or before the need-by date, over all shipped lines.`,
    },
    receiptRejection: {
      label: t`Receipt rejection rate`,
      hint: t`100 minus the rejected share of the quantity inspected at receipt in the period.`,
    },
    returnRate: {
      label: t`Return rate`,
      hint: t`100 minus the quantity returned in the period over the quantity accepted in it.`,
    },
    priceChange: {
      label: t`Price change rate`,
      hint: t`Unit prices of the period against the supplier's last price before it: 100 when they did not rise, 0 from a 10% rise.`,
    },
  };
  return EVALUATION_METHODS.map((value) => ({ value, ...labels[value] }));
}

/** The label of one method. */
export function useMethodLabel(): (method: string) => string {
  const options = useMethodOptions();
  return (method) => options.find((o) => o.value === method)?.label ?? method;
}
