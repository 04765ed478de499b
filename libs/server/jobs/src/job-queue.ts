import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db as BossDb } from 'pg-boss';
import { APP_ROLE, type Database, type Db, type DbLogger } from '@procure/server-db';

/** The schema pg-boss owns (its own migrations create and upgrade it on start). */
export const JOBS_SCHEMA = 'pgboss';

/** One attempt of a job, as a worker sees it. */
export type JobRun<T> = {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, then 1, 2… (also identifies the attempt this worker holds). */
  retryCount: number;
  /** Aborted when the queue stops or the job expires while it runs. */
  signal: AbortSignal;
};

export type JobHandler<T> = (job: JobRun<T>) => Promise<void>;

export type JobDefinition = {
  /** Attempts after the first before the job is marked failed (default 2: three attempts in all). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled per attempt with jitter (`retryBackoff`). Default 5. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * Seconds a job may stay active before it counts as lost (a killed process) and is retried.
   * Default 15 minutes.
   */
  expireInSeconds?: number;
  /** How often an idle worker looks for new jobs (seconds, default 2). */
  pollingIntervalSeconds?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A row of the operations view. */
export type JobSummary = {
  id: string;
  queue: string;
  state: JobState;
  /** Attempts started so far (retryCount + 1 once started). */
  attempts: number;
  retryLimit: number;
  lastError: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
};

/** A cron schedule of a queue (`JobQueue.schedule`). */
export type JobSchedule = { name: string; cron: string; tz: string; key: string | null };

export type JobQueueOptions = {
  logger: DbLogger;
  /** Overrides for tests (e.g. a short `superviseIntervalSeconds` to notice expired jobs quickly). */
  boss?: Partial<ConstructorOptions>;
};

/** Thrown inside a worker's transaction when its attempt was taken over (expired, retried elsewhere). */
export class AttemptSupersededError extends Error {
  constructor(name: string, id: string, retryCount: number) {
    super(`job ${name} ${id}: attempt ${retryCount} no longer holds the job`);
    this.name = 'AttemptSupersededError';
  }
}

function bossOptions(database: Database, options: JobQueueOptions): ConstructorOptions | null {
  const common: ConstructorOptions = {
    schema: JOBS_SCHEMA,
    // Completed jobs stay visible to operations for a week.
    ...options.boss,
  };
  if (database.raw.kind === 'postgres')
    return { connectionString: database.raw.url, max: 3, application_name: 'procure-jobs', ...common };
  if (database.raw.kind === 'pglite')
    return { db: fromPglite(database.raw.client), backend: 'pglite', ...common };
  return null;
}

/**
 * The durable job queue: pg-boss on the application's own database (PostgreSQL, or the embedded
 * PGlite through pg-boss's adapter). Workers are defined before `start`; jobs can be sent inside the
 * caller's transaction (`send(…, { tx })`: the job exists only if that transaction commits).
 *
 * Exactly once: pg-boss delivers at least once (an attempt whose process died is retried once it
 * expires). A worker makes its effect exactly-once by committing it in ONE transaction with the
 * completion of its own attempt (`completeWithin(tx, job)`): if the process dies before that commit,
 * nothing of the effect remains and the retry redoes it; if another attempt already holds the job,
 * `completeWithin` throws and the effect rolls back.
 */
export class JobQueue {
  readonly #database: Database;
  readonly #options: JobQueueOptions;
  readonly #definitions = new Map<string, { handler: JobHandler<never>; definition: JobDefinition }>();
  readonly #onStart: Array<() => Promise<void>> = [];
  readonly #schedules: JobSchedule[] = [];
  #boss: PgBoss | null = null;

  constructor(database: Database, options: JobQueueOptions) {
    this.#database = database;
    this.#options = options;
  }

  /** Registers a queue and its worker; call before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, definition: JobDefinition = {}): void {
    if (this.#boss) throw new Error(`job queue already started: define ${name} earlier`);
    if (this.#definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.#definitions.set(name, { handler: handler as JobHandler<never>, definition });
  }

  /** Work to do once the queue runs (e.g. a `schedule`). */
  onStart(fn: () => Promise<void>): void {
    this.#onStart.push(fn);
  }

  /**
   * Sends a job of a defined queue on a cron schedule (pg-boss's: one job per occurrence however many
   * API processes run; `tz` names the zone the expression is read in, default UTC). `key` tells apart
   * several schedules of one queue (e.g. one per tenant).
   */
  schedule(name: string, cron: string, options: { tz?: string; key?: string; data?: object } = {}): void {
    if (!this.#definitions.has(name))
      throw new Error(`job ${name} is not defined: define it before its schedule`);
    const entry: JobSchedule = { name, cron, tz: options.tz ?? 'UTC', key: options.key ?? null };
    this.#schedules.push(entry);
    this.onStart(async () => {
      await this.boss.schedule(name, cron, options.data ?? {}, {
        tz: entry.tz,
        ...(entry.key ? { key: entry.key } : {}),
      });
    });
  }

  /** The schedules defined so far (as declared; pg-boss holds them once the queue started). */
  schedules(): JobSchedule[] {
    return this.#schedules.map((s) => ({ ...s }));
  }

  get started(): boolean {
    return this.#boss !== null;
  }

  get boss(): PgBoss {
    if (!this.#boss) throw new Error('job queue not started');
    return this.#boss;
  }

  /** Installs or upgrades pg-boss's schema, creates the queues and starts the workers. */
  async start(): Promise<void> {
    if (this.#boss) return;
    const options = bossOptions(this.#database, this.#options);
    if (!options) return; // an offline database (OpenAPI generation): nothing runs
    const boss = new PgBoss(options);
    boss.on('error', (err) => this.#options.logger.error({ err }, 'job queue error'));
    await boss.start();
    this.#boss = boss;
    for (const [name, { definition }] of this.#definitions) {
      await boss.createQueue(name, {
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelay ?? 5,
        retryBackoff: definition.retryBackoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        deleteAfterSeconds: 7 * 24 * 3600,
      });
    }
    // Requests run as the non-superuser app role: sending or completing a job inside their
    // transaction needs these rights on pg-boss's tables (the partitions of new queues included).
    await boss
      .getDb()
      .executeSql(
        `grant usage on schema ${JOBS_SCHEMA} to ${APP_ROLE}; grant select, insert, update on all tables in schema ${JOBS_SCHEMA} to ${APP_ROLE}`,
      );
    for (const [name, { handler, definition }] of this.#definitions) {
      await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          await (handler as JobHandler<object>)({
            id: job.id,
            name: job.name,
            data: job.data,
            retryCount: job.retryCount,
            signal: job.signal,
          });
        },
      );
    }
    for (const fn of this.#onStart) await fn();
  }

  /** Stops the workers (waiting for running jobs up to `timeout` ms unless `graceful: false`). */
  async stop(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = null;
    await boss.stop({ graceful: options.graceful ?? true, timeout: options.timeout ?? 10_000, close: true });
  }

  /**
   * Queues a job. With `tx`, the job is written by that transaction (it exists only if the
   * transaction commits). On PGlite a call inside a transaction MUST pass it: PGlite has one
   * connection, and a statement outside the open transaction would wait for it forever.
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { tx?: Db; id?: string; startAfter?: Date | number } = {},
  ): Promise<string> {
    const boss = this.boss;
    const id = await boss.send(name, data, {
      ...(options.tx ? { db: bossDb(options.tx) } : {}),
      ...(options.id ? { id: options.id } : {}),
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
    });
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /**
   * Completes the job's current attempt inside the worker's own transaction, so the effect and the
   * completion commit together. Throws `AttemptSupersededError` (rolling the effect back) when this
   * attempt no longer holds the job.
   */
  async completeWithin(tx: Db, job: Pick<JobRun<unknown>, 'id' | 'name' | 'retryCount'>): Promise<void> {
    const result = await this.boss.complete(job.name, { id: job.id, retryCount: job.retryCount }, null, {
      db: bossDb(tx),
    });
    if ((result as { affected?: number }).affected !== 1)
      throw new AttemptSupersededError(job.name, job.id, job.retryCount);
  }

  /** Asks for another attempt of failed jobs (operations or a user's "retry"). */
  async retry(name: string, id: string): Promise<void> {
    await this.boss.retry(name, id);
  }

  /** The newest jobs of the application's queues, for the operations view. */
  async list(filter: {
    limit: number;
    queue?: string | undefined;
    state?: JobState | undefined;
  }): Promise<JobSummary[]> {
    const values: unknown[] = [filter.limit];
    const where = [`name not like '\\_\\_pgboss%'`];
    if (filter.queue) {
      values.push(filter.queue);
      where.push(`name = $${values.length}`);
    }
    if (filter.state) {
      values.push(filter.state);
      where.push(`state = $${values.length}::${JOBS_SCHEMA}.job_state`);
    }
    const result = (await this.boss.getDb().executeSql(
      `select id, name, state, retry_count, retry_limit, output, created_on, started_on, completed_on
         from ${JOBS_SCHEMA}.job where ${where.join(' and ')}
        order by created_on desc, id limit $1`,
      values,
    )) as { rows: JobRow[] };
    return result.rows.map(toSummary);
  }

  /** Names of the defined queues. */
  queues(): string[] {
    return [...this.#definitions.keys()].sort();
  }
}

type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
};

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function errorText(state: JobState, output: unknown): string | null {
  if (state === 'completed' || !output || typeof output !== 'object') return null;
  const o = output as Record<string, unknown>;
  const message = typeof o['message'] === 'string' ? o['message'] : null;
  const value = typeof o['value'] === 'string' ? o['value'] : null;
  return message ?? value;
}

function toSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    attempts: row.started_on ? Number(row.retry_count) + 1 : Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    lastError: errorText(row.state, row.output),
    createdOn: date(row.created_on),
    startedOn: row.started_on ? date(row.started_on) : null,
    completedOn: row.completed_on ? date(row.completed_on) : null,
  };
}

function bossDb(tx: Db): BossDb {
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
}
