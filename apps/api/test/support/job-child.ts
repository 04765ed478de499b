// A separate process for the job queue's crash test (jobs-queue.test.ts): it queues one job, starts
// working on it, writes its effect inside a transaction that never commits, and waits to be killed.
import { sql } from 'drizzle-orm';
import { openPostgres, silentDbLogger } from '@procure/server-db';
import { JobQueue } from '@procure/server-jobs';

const [url, queue] = process.argv.slice(2);
if (!url || !queue) throw new Error('usage: job-child.ts <database url> <queue>');

const database = openPostgres({ url, logger: silentDbLogger, max: 2 });
const jobs = new JobQueue(database, {
  logger: silentDbLogger,
  boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
});
jobs.define<{ n: number }>(
  queue,
  async (job) => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_effects (job_id, attempt) values (${job.id}, ${job.retryCount})`);
      process.stdout.write(`running ${job.id}\n`);
      await new Promise(() => undefined); // killed here, the transaction still open
    });
  },
  { expireInSeconds: 2, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 },
);
await jobs.start();
const id = await jobs.send(queue, { n: 1 });
process.stdout.write(`sent ${id}\n`);
