import type { Db } from '@procure/server-db';
import type { RequestContext } from '@procure/server-auth';
import type { MenuNode } from './menu-tree.ts';

/**
 * `approveNum` of a menu item: how many things wait for the caller behind it (e.g. approvals to do).
 * Domains register a counter for their menu code (the approval engine of #6 will); an item without
 * one shows 0. A counter runs inside the caller's row-level security scope.
 */
export type MenuCounter = (tx: Db, ctx: RequestContext) => Promise<number>;

const counters = new Map<string, MenuCounter>();

/** Registers the counter of a menu code; returns a function that removes it again (tests). */
export function registerMenuCounter(menuCode: string, counter: MenuCounter): () => void {
  if (counters.has(menuCode)) throw new Error(`menu counter for ${menuCode} registered twice`);
  counters.set(menuCode, counter);
  return () => counters.delete(menuCode);
}

function visibleCodes(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.menuCode, ...visibleCodes(n.childMenus)]);
}

/** Counts only for items the caller can see: a hidden menu's counter never runs. */
export async function countMenuItems(
  tx: Db,
  ctx: RequestContext,
  tree: readonly MenuNode[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const code of visibleCodes(tree)) {
    const counter = counters.get(code);
    if (counter) counts.set(code, await counter(tx, ctx));
  }
  return counts;
}

export function withCounts(tree: readonly MenuNode[], counts: ReadonlyMap<string, number>): MenuNode[] {
  return tree.map((n) => ({
    ...n,
    approveNum: counts.get(n.menuCode) ?? 0,
    childMenus: withCounts(n.childMenus, counts),
  }));
}
