/** GB/T 2260 province prefixes (DOMAIN.md §3): 11–15, 21–23, 31–37, 41–46, 50–54, 61–65, 71, 81, 82. */
const PROVINCE_RANGES: readonly (readonly [number, number])[] = [
  [11, 15],
  [21, 23],
  [31, 37],
  [41, 46],
  [50, 54],
  [61, 65],
  [71, 71],
  [81, 82],
];

export function isProvincePrefix(prefix: string): boolean {
  if (!/^\d{2}$/.test(prefix)) return false;
  const n = Number(prefix);
  return PROVINCE_RANGES.some(([lo, hi]) => n >= lo && n <= hi);
}

export function isRegionCode(value: string): boolean {
  return /^\d{6}$/.test(value) && isProvincePrefix(value.slice(0, 2));
}
