import { money } from '@procure/shared-validation';

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
  decimals = 2,
): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (currency.toUpperCase() === DEFAULT_CURRENCY) {
    const formatted = money.format(text, decimals);
    return formatted.startsWith('-') ? `-¥${formatted.slice(1)}` : `¥${formatted}`;
  }
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl formats a decimal string exactly (no conversion to a double on the way).
  return formatter.format(text as unknown as number);
}

/** Decimals to show a unit price with: its own scale, at least 2 (unit prices may carry 4 or more). */
export function priceDecimals(value: string): number {
  return Math.max(2, (value.split('.')[1] ?? '').length);
}
