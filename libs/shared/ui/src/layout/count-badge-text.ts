/** Spec §9: cart and message badges cap at 100, the approval count shows 99+. */
export const COUNT_BADGE_MAX = { cart: 100, messages: 100, approval: 99 } as const;
export type CountBadgeKind = keyof typeof COUNT_BADGE_MAX;

/** The badge text, or null when there is nothing to show (no count source, zero, or not a count). */
export function countBadgeText(count: number | null | undefined, kind: CountBadgeKind): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const max = COUNT_BADGE_MAX[kind];
  return count > max ? `${max}+` : String(Math.floor(count));
}
