import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, silentDbLogger, withTenant, type Database } from '@procure/server-db';
import { AttemptSupersededError, JobQueue, type JobRun } from '@procure/server-jobs';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  withAdmin,
} from './support/postgres-admin.ts';
import { DEMO } from './support/demo-ids.ts';

// The durable job queue (pg-boss) on a real PostgreSQL: a job survives the death of the process that
// ran it and completes exactly once; a superseded attempt cannot commit its effect; failures are
// retried with backoff and then marked failed with their error; a job sent in a rolled-back
// transaction never exists.

const FAST = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 };
let admin: string;
let name: string;
let url: string;
let database: Database;
const queues: JobQueue[] = [];

const q = async <R>(text: string, values: unknown[] = []) =>
  withAdmin(url, async (c) => (await c.query(text, values)).rows as R[]);

async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function queue(): JobQueue {
  const jobs = new JobQueue(database, { logger: silentDbLogger, boss: FAST });
  queues.push(jobs);
  return jobs;
}

/** The effect of a job: a row written and the attempt completed in ONE transaction. */
const effect = (jobs: JobQueue) => async (job: JobRun<object>) => {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into job_effects (job_id, attempt) values (${job.id}, ${job.retryCount})`);
    await jobs.completeWithin(tx, job);
  });
};

beforeAll(async () => {
  admin = inject('adminDatabaseUrl');
  name = uniqueDatabaseName('procure_t');
  await withAdmin(admin, (c) => createDatabase(c, name, inject('templateDatabase')));
  url = databaseUrl(admin, name);
  database = openPostgres({ url, logger: silentDbLogger, max: 4 });
  await q('create table job_effects (job_id uuid not null, attempt int not null)');
});

afterAll(async () => {
  for (const jobs of queues) await jobs.stop({ graceful: false }).catch(() => undefined);
  await database?.close();
  await withAdmin(admin, (c) => dropDatabase(c, name));
});

describe('job queue on PostgreSQL', () => {
  it('a job whose process is killed mid-run is retried after restart and completes exactly once', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'support', 'job-child.ts'), url, 'crash-test'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const jobId = await until('the child to run the job', async () => /running (\S+)/.exec(out)?.[1], 30_000);
    // Its effect is written but not committed when the process dies.
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const [active] = await q<{ state: string }>('select state from pgboss.job where id = $1', [jobId]);
    expect(active?.state).toBe('active');

    // "Restart": a new process (here, a new queue on a new pool) with the real worker.
    const jobs = queue();
    jobs.define('crash-test', effect(jobs), { expireInSeconds: 2, retryDelay: 1, retryBackoff: false });
    await jobs.start();
    const done = await until('completion', async () => {
      const [row] = await q<{ state: string; retry_count: number }>(
        'select state, retry_count from pgboss.job where id = $1',
        [jobId],
      );
      return row?.state === 'completed' && row;
    });
    expect(done.retry_count).toBe(1);
    const effects = await q<{ attempt: number }>('select attempt from job_effects where job_id = $1', [
      jobId,
    ]);
    expect(effects).toEqual([{ attempt: 1 }]);
    await jobs.stop();
  }, 60_000);

  it('an attempt that lost the job (expired, retried elsewhere) cannot commit its effect', async () => {
    const superseded: unknown[] = [];
    const make = () => {
      const jobs = queue();
      const run = effect(jobs);
      jobs.define(
        'zombie-test',
        async (job) => {
          if (job.retryCount === 0) await new Promise((r) => setTimeout(r, 4000)); // outlives its expiry
          try {
            await run(job);
          } catch (err) {
            if (err instanceof AttemptSupersededError) superseded.push(job.retryCount);
            throw err;
          }
        },
        { expireInSeconds: 1, retryDelay: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
      );
      return jobs;
    };
    const [a, b] = [make(), make()]; // two API processes
    await a.start();
    await b.start();
    const jobId = await a.send('zombie-test', {});
    await until('completion', async () => {
      const [row] = await q<{ state: string }>('select state from pgboss.job where id = $1', [jobId]);
      return row?.state === 'completed';
    });
    await until('the first attempt to give up', async () => superseded.length > 0);
    expect(superseded).toEqual([0]);
    expect(await q('select attempt from job_effects where job_id = $1', [jobId])).toEqual([{ attempt: 1 }]);
    await a.stop();
    await b.stop();
  }, 60_000);

  it('retries a failing job with backoff, then marks it failed with its error', async () => {
    const jobs = queue();
    const started: number[] = [];
    jobs.define(
      'failing-test',
      async (job) => {
        started.push(Date.now());
        throw new Error(`boom ${job.retryCount}`);
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    const jobId = await jobs.send('failing-test', {});
    const [failed] = await until('failure', async () => {
      const rows = await jobs.list({ limit: 10, queue: 'failing-test', state: 'failed' });
      return rows.length > 0 && rows;
    });
    expect(failed).toMatchObject({ id: jobId, attempts: 3, retryLimit: 2, lastError: 'boom 2' });
    expect(started).toHaveLength(3);
    // Backoff: the gaps between attempts are at least the retry delay (1 s, then 2 s or more).
    const [t0, t1, t2] = started as [number, number, number];
    expect(t1 - t0).toBeGreaterThanOrEqual(900);
    expect(t2 - t1).toBeGreaterThanOrEqual(1900);
    await jobs.stop();
  }, 60_000);

  it('a job sent inside a request transaction exists only if that transaction commits', async () => {
    const jobs = queue();
    const seen: string[] = [];
    jobs.define('tx-test', async (job) => void seen.push(job.id), { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    const scope = { tenantId: DEMO.tenants.huaxia, userId: DEMO.users.purchaser };
    // As the app role under row-level security, like a request.
    const kept = await withTenant(database.db, scope, (tx) => jobs.send('tx-test', { keep: true }, { tx }));
    let dropped: string | undefined;
    await expect(
      withTenant(database.db, scope, async (tx) => {
        dropped = await jobs.send('tx-test', { keep: false }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await until('the kept job to run', async () => seen.includes(kept));
    expect(dropped).toBeDefined();
    expect(await q('select id from pgboss.job where id = $1', [dropped])).toEqual([]);
    await jobs.stop();
  }, 30_000);
});
