/**
 * The pages kept alive by route meta `cache`, least recently shown first out. Keys are pathnames:
 * /orders/1 and /orders/2 are two pages with their own state.
 */
export class KeepAliveCache<T> {
  private readonly items = new Map<string, T>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  }

  /** Stores the page as the most recently shown one; drops the oldest beyond `max`. */
  put(key: string, value: T): void {
    this.items.delete(key);
    this.items.set(key, value);
    while (this.items.size > this.max) {
      const oldest = this.items.keys().next().value as string;
      this.items.delete(oldest);
    }
  }

  /** Forgets one page (e.g. after its data was deleted), or every page. */
  drop(key?: string): void {
    if (key === undefined) this.items.clear();
    else this.items.delete(key);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  /** In a stable order (by key), so that React never moves a kept page in the tree. */
  entries(): [string, T][] {
    return [...this.items.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
}
