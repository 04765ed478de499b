const RELOAD_FLAG = 'procure.chunkReload';

/** A lazy route's chunk failed (usually a new deployment replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec §8: a page chunk that fails to load reloads the route, once per path: a second failure on
 * the same path (a real outage) shows the error page instead of reloading in a loop.
 */
export function claimChunkReload(storage: FlagStorage, pathname: string): boolean {
  if (storage.getItem(RELOAD_FLAG) === pathname) return false;
  storage.setItem(RELOAD_FLAG, pathname);
  return true;
}

/** After a page rendered, a later chunk failure may reload again. */
export function clearChunkReload(storage: FlagStorage): void {
  storage.removeItem(RELOAD_FLAG);
}
