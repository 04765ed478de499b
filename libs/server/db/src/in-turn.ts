/**
 * Awaits drizzle queries one after another and returns their results in order, like `Promise.all`.
 * A transaction is one connection: `Promise.all` over it only makes pg queue the statements (and
 * warn that pg 9 will refuse it). Drizzle queries are lazy, so awaiting them in turn runs them in turn.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
