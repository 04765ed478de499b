// TEMPORARY bridge while the contracts of other slices are stubs ("not built yet"): reads and the
// history of non-approval actions fall back, so that drafts work before the engine lands. Transitions
// that move money or approval state (commit, repeal, cancel, approve) never go through this.
export async function ifBuilt<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('not built yet')) return fallback;
    throw error;
  }
}
