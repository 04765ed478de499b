/** 12.500 → 12.5, 3.000 → 3 (quantities as PostgreSQL numerics print them, for messages). */
export function trimQty(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
