import { formatYuan } from '@procure/shared-validation';

export const DEFAULT_CURRENCY = 'CNY';

/**
 * An amount for display: CNY as `¥1,234.50` (spec §9: yen symbol, 2 decimals, thousands separators,
 * exact decimal arithmetic); any other ISO 4217 code through Intl in the active locale (`US$1,234.50`).
 * Decimal strings are formatted as strings so that no float rounding creeps in.
 */
export function formatMoney(
  value: string | number,
  currency: string = DEFAULT_CURRENCY,
  locale = 'zh-CN',
): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (currency.toUpperCase() === DEFAULT_CURRENCY) return formatYuan(text);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Intl formats a decimal string exactly (no conversion to a double on the way).
  return formatter.format(text as unknown as number);
}
