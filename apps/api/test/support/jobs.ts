import type { TestApp } from './test-app.ts';

/** Polls until `check` answers a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type JobRow = { state: string; retry_count: number; output: unknown };

/** The pg-boss row of one job (superuser view). */
export async function jobRow(t: TestApp, id: string): Promise<JobRow | undefined> {
  const [row] = await t.sql<JobRow>('select state, retry_count, output from pgboss.job where id = $1', [id]);
  return row;
}

/** Sends a job to the app's running queue (as a schedule would) and waits until its worker finished it. */
export async function runQueuedJob(t: TestApp, name: string, data: object = {}): Promise<JobRow> {
  const id = await t.app.jobs.send(name, data);
  return eventually(async () => {
    const row = await jobRow(t, id);
    return row && ['completed', 'failed'].includes(row.state) ? row : undefined;
  }, `job ${name} ${id}`);
}

/** Lets a job waiting for its next attempt start now instead of after its backoff. */
export async function hurryRetries(t: TestApp, name: string): Promise<void> {
  await t.sql("update pgboss.job set start_after = now() where name = $1 and state = 'retry'", [name]);
}
