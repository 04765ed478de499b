import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { newId, withAppRole, withTenant, type Db } from '@procure/server-db';
import type { RequestContext } from '@procure/server-auth';
import { AppError, fieldError } from '@procure/server-http';
import type { JobQueue, JobRun } from '@procure/server-jobs';
import type { Notifier } from '@procure/server-notify';
import { ERROR_CODES } from '@procure/shared-codes';
import { translateCode, type Locale } from '@procure/shared-i18n';
import { loadLabels } from './labels.ts';
import { exportSource, type AnyExportSource, type ExportCell } from './registry.ts';
import { exportDownloads, exports } from './schema.ts';
import { writeXlsx, type SheetColumn } from './xlsx.ts';

/** At most this many rows are written in the request; more go to a background job (spec §5, §9). */
export const IMMEDIATE_LIMIT = 100;
export const EXPORT_JOB = 'export-xlsx';
export const EXPORT_MAIL_JOB = 'export-mail';
/** The daily clean-up of expired export files (pg-boss queue `export-cleanup`). */
export const EXPORT_CLEANUP_JOB = 'export-cleanup';
const PAGE_SIZE = 500;
/** A file is offered for this many days after it was written (spec: expiry after 7 days). */
export const KEEP_DAYS = 7;
/** An expired export stays listed (state "expired", no file) this many days, then leaves the list. */
export const LISTED_AFTER_EXPIRY_DAYS = 30;
/** A temporary file older than this belongs to an attempt whose process died. */
const STALE_TEMP_MS = 24 * 3600_000;

export type ExportServiceOptions = {
  db: Db;
  jobs: JobQueue;
  notifier: Notifier;
  /** Folder of export files (`<tenant>/<id>.xlsx`). */
  dir: string;
  /** The e-mail address of a user (identity's, injected by the app). */
  contactOf: (tx: Db, userId: string) => Promise<{ email: string | null } | null>;
  /** Every tenant's id (identity's, injected by the app): the clean-up walks each under its own RLS scope. */
  tenantIds: (tx: Db) => Promise<string[]>;
};

export type ExportCleanup = { files: number; unlisted: number; temporary: number };

export type ExportRequest = { list: string; filters: Record<string, unknown>; columns: SheetColumn[] };
export type ExportRow = typeof exports.$inferSelect;
type JobData = { exportId: string; tenantId: string; userId: string };

const scopeOf = (row: Pick<ExportRow, 'tenantId' | 'userId' | 'vendorId'>) => ({
  tenantId: row.tenantId,
  userId: row.userId,
  vendorId: row.vendorId,
});

function contextOf(row: ExportRow): RequestContext {
  return {
    sessionId: '',
    userId: row.userId,
    tenantId: row.tenantId,
    site: row.site as RequestContext['site'],
    vendorId: row.vendorId,
    permissions: new Set(row.permissions as string[]),
    locale: row.locale as Locale,
  };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** "采购申请 20261126-1030" : the list's name in the user's language and the time (Asia/Shanghai). */
function exportName(source: AnyExportSource, locale: Locale, at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000);
  const stamp = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}-${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`;
  return `${translateCode(locale, source.nameCode)} ${stamp}`;
}

/** The export mechanism: one for every list (docs/conventions.md "Exports"). */
export class ExportService {
  constructor(readonly options: ExportServiceOptions) {}

  filePath(row: Pick<ExportRow, 'tenantId' | 'id'>, suffix = '.xlsx'): string {
    return join(this.options.dir, row.tenantId, `${row.id}${suffix}`);
  }

  /** Validates the request against the list's registration, as the caller. */
  #resolve(ctx: RequestContext, request: ExportRequest) {
    const source = exportSource(request.list);
    if (!source) throw fieldError('list', 'validation.oneOf');
    const sites = source.sites ?? ['buyer'];
    if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
    // The list's own answer (its permission, its site), not a refusal of the download center itself.
    if (!(sites as readonly string[]).includes(ctx.site) || !ctx.permissions.has(source.permission))
      throw new AppError(403, ERROR_CODES.exportForbidden);
    const parsed = source.filters.safeParse(request.filters);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError(['filters', ...(issue?.path ?? [])].join('.'), issue?.message ?? 'validation.invalid');
    }
    const keys = new Set<string>();
    request.columns.forEach((c, i) => {
      if (!Object.hasOwn(source.columns, c.key) || keys.has(c.key))
        throw fieldError(`columns.${i}.key`, 'validation.oneOf');
      keys.add(c.key);
    });
    return { source, filters: parsed.data as unknown, tenantId: ctx.tenantId };
  }

  /** Rows of one page as cells in column order. */
  #cells(
    source: AnyExportSource,
    columns: readonly SheetColumn[],
    items: unknown[],
    locale: Locale,
  ): ExportCell[][] {
    const getters = columns.map((c) => source.columns[c.key]!);
    return items.map((item) => getters.map((get) => get(item, locale)));
  }

  /**
   * ≤ 100 rows: written now (mode immediate, ready at once); more: queued for the background job in the
   * same transaction as the export row (mode background).
   */
  async start(
    ctx: RequestContext,
    request: ExportRequest,
  ): Promise<{ id: string; mode: 'immediate' | 'background' }> {
    const { source, filters, tenantId } = this.#resolve(ctx, request);
    await loadLabels();
    const { db } = this.options;
    const locale = ctx.locale;
    const first = await withTenant(
      db,
      scopeOf({ tenantId, userId: ctx.userId, vendorId: ctx.vendorId }),
      (tx) => source.page(tx, ctx, { filters, cursor: null, pageSize: IMMEDIATE_LIMIT, locale }),
    );
    const id = newId();
    const now = new Date();
    const base = {
      id,
      tenantId,
      userId: ctx.userId,
      vendorId: ctx.vendorId,
      site: ctx.site,
      listKey: source.key,
      name: exportName(source, locale, now),
      // What the user filtered on (the download center shows it), without the list's paging.
      filters: Object.fromEntries(
        Object.entries(filters as object).filter(([key]) => key !== 'cursor' && key !== 'pageSize'),
      ),
      columns: request.columns,
      locale,
      permissions: [...ctx.permissions],
      createdAt: now,
    };
    if (first.nextCursor === null) {
      const path = this.filePath({ tenantId, id });
      await mkdir(join(this.options.dir, tenantId), { recursive: true });
      const rows = await writeXlsx(
        createWriteStream(path),
        base.name,
        request.columns,
        Readable.from([this.#cells(source, request.columns, first.items, locale)]),
      );
      const size = (await stat(path)).size;
      await withTenant(db, scopeOf(base), (tx) =>
        tx.insert(exports).values({
          ...base,
          mode: 'immediate',
          state: 'ready',
          rows,
          totalRows: rows,
          sizeBytes: size,
          attempts: 1,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + KEEP_DAYS * 86_400_000),
        }),
      );
      return { id, mode: 'immediate' };
    }
    await withTenant(db, scopeOf(base), async (tx) => {
      const total = source.count ? await source.count(tx, ctx, filters) : null;
      await tx.insert(exports).values({ ...base, mode: 'background', state: 'queued', totalRows: total });
      const jobId = await this.options.jobs.send<JobData>(
        EXPORT_JOB,
        { exportId: id, tenantId, userId: ctx.userId },
        { tx },
      );
      await tx.update(exports).set({ jobId }).where(eq(exports.id, id));
    });
    return { id, mode: 'background' };
  }

  /** The caller's exports, newest first (the download center). */
  async list(ctx: RequestContext): Promise<ExportRow[]> {
    if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
    return withTenant(
      this.options.db,
      scopeOf({ tenantId: ctx.tenantId, userId: ctx.userId, vendorId: ctx.vendorId }),
      (tx) =>
        tx
          .select()
          .from(exports)
          .where(
            and(
              eq(exports.tenantId, ctx.tenantId!),
              eq(exports.userId, ctx.userId),
              isNull(exports.deletedAt),
            ),
          )
          .orderBy(desc(exports.createdAt), desc(exports.id))
          .limit(100),
    );
  }

  /** The caller's own export; anyone else's (or a deleted one) is absent. */
  async #own(tx: Db, ctx: RequestContext, id: string, lock = false): Promise<ExportRow> {
    if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
    const query = tx
      .select()
      .from(exports)
      .where(
        and(
          eq(exports.id, id),
          eq(exports.tenantId, ctx.tenantId),
          eq(exports.userId, ctx.userId),
          isNull(exports.deletedAt),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, ERROR_CODES.exportNotFound);
    return row;
  }

  #ctxScope(ctx: RequestContext) {
    return { tenantId: ctx.tenantId, userId: ctx.userId, vendorId: ctx.vendorId };
  }

  /** Opens the file of a ready export and writes the file log row. */
  async download(
    ctx: RequestContext,
    id: string,
  ): Promise<{ row: ExportRow; stream: NodeJS.ReadableStream }> {
    return withTenant(this.options.db, this.#ctxScope(ctx), async (tx) => {
      const row = await this.#own(tx, ctx, id);
      if (row.state !== 'ready') throw new AppError(409, ERROR_CODES.exportNotReady);
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
        throw new AppError(409, ERROR_CODES.exportExpired);
      const path = this.filePath(row);
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new AppError(409, ERROR_CODES.exportExpired)));
      });
      await tx.insert(exportDownloads).values({
        id: newId(),
        tenantId: row.tenantId,
        exportId: row.id,
        userId: ctx.userId,
        sizeBytes: row.sizeBytes ?? 0,
      });
      return { row, stream };
    });
  }

  /** A failed background export runs again (a new job). */
  async retry(ctx: RequestContext, id: string): Promise<void> {
    await withTenant(this.options.db, this.#ctxScope(ctx), async (tx) => {
      const row = await this.#own(tx, ctx, id, true);
      if (row.state !== 'failed' || row.mode !== 'background')
        throw new AppError(409, ERROR_CODES.exportNotRetryable);
      const jobId = await this.options.jobs.send<JobData>(
        EXPORT_JOB,
        { exportId: row.id, tenantId: row.tenantId, userId: row.userId },
        { tx },
      );
      await tx
        .update(exports)
        .set({ state: 'queued', errorCode: null, rows: 0, attempts: 0, jobId })
        .where(eq(exports.id, row.id));
    });
  }

  /** Deleted: gone from the list, the file removed. */
  async remove(ctx: RequestContext, id: string): Promise<void> {
    const row = await withTenant(this.options.db, this.#ctxScope(ctx), async (tx) => {
      const own = await this.#own(tx, ctx, id, true);
      await tx.update(exports).set({ deletedAt: new Date() }).where(eq(exports.id, own.id));
      return own;
    });
    await rm(this.filePath(row), { force: true });
  }

  /**
   * The background job: walks the list page by page (as the user who asked, under their tenant's
   * row-level security), streams rows into a temporary file, and in ONE transaction marks the export
   * ready, queues its e-mail and completes the job. A failure leaves nothing offered; the third marks
   * the export failed with a translated reason.
   */
  async runJob(job: JobRun<JobData>, retryLimit: number): Promise<void> {
    const { db, jobs } = this.options;
    const scope = { tenantId: job.data.tenantId, userId: job.data.userId };
    const row = await withTenant(db, scope, async (tx) => {
      const [found] = await tx.select().from(exports).where(eq(exports.id, job.data.exportId)).for('update');
      if (!found || found.deletedAt || found.state === 'ready') {
        await jobs.completeWithin(tx, job);
        return null;
      }
      await tx
        .update(exports)
        .set({ state: 'running', attempts: sql`${exports.attempts} + 1`, rows: 0 })
        .where(eq(exports.id, found.id));
      return found;
    });
    if (!row) return;
    const source = exportSource(row.listKey);
    await loadLabels();
    const temp = this.filePath(row, `.${job.retryCount}.tmp`);
    try {
      if (!source) throw new Error(`export source ${row.listKey} is not registered`);
      const ctx = contextOf(row);
      const locale = ctx.locale;
      const columns = row.columns as SheetColumn[];
      const filters = source.filters.parse(row.filters);
      const found = source;
      const toCells = (items: unknown[]) => this.#cells(found, columns, items, locale);
      const exporting = row;
      async function* pages() {
        let cursor: string | null = null;
        do {
          const page = await withTenant(db, scopeOf(exporting), (tx) =>
            found.page(tx, ctx, { filters, cursor, pageSize: PAGE_SIZE, locale }),
          );
          cursor = page.nextCursor;
          yield toCells(page.items);
        } while (cursor !== null && !job.signal.aborted);
      }
      await mkdir(join(this.options.dir, row.tenantId), { recursive: true });
      let lastReport = 0;
      const output = createWriteStream(temp);
      const done = new Promise<void>((resolve, reject) => {
        output.once('close', () => resolve());
        output.once('error', reject);
      });
      const rows = await writeXlsx(output, row.name, columns, pages(), async (written) => {
        if (written - lastReport < 2000) return;
        lastReport = written;
        await withTenant(db, scopeOf(row), (tx) =>
          tx.update(exports).set({ rows: written }).where(eq(exports.id, row.id)),
        );
      });
      await done;
      if (job.signal.aborted) throw new Error('export job aborted');
      const size = (await stat(temp)).size;
      await rename(temp, this.filePath(row));
      const now = new Date();
      await withTenant(db, scopeOf(row), async (tx) => {
        await tx
          .update(exports)
          .set({
            state: 'ready',
            rows,
            totalRows: rows,
            sizeBytes: size,
            errorCode: null,
            finishedAt: now,
            expiresAt: new Date(now.getTime() + KEEP_DAYS * 86_400_000),
          })
          .where(eq(exports.id, row.id));
        await jobs.send<JobData>(EXPORT_MAIL_JOB, job.data, { tx });
        await jobs.completeWithin(tx, job);
      });
    } catch (err) {
      await rm(temp, { force: true });
      const last = job.retryCount >= retryLimit;
      await withTenant(db, scopeOf(row), (tx) =>
        tx
          .update(exports)
          .set({ state: last ? 'failed' : 'queued', errorCode: ERROR_CODES.exportFailed })
          .where(and(eq(exports.id, row.id), sql`${exports.state} <> 'ready'`)),
      );
      throw err;
    }
  }

  /**
   * The daily clean-up (job `export-cleanup`), as of `now`, tenant by tenant under each one's RLS scope:
   * the files of expired exports are removed (the row stays listed as "expired", never downloadable:
   * `download` refuses it already); exports expired for more than 30 days leave the list (soft
   * delete, the file log keeps its rows); temporary files of attempts whose process died (older than
   * a day) are removed. Idempotent.
   */
  async purgeExpired(now: Date = new Date()): Promise<ExportCleanup> {
    const { db, dir } = this.options;
    const result: ExportCleanup = { files: 0, unlisted: 0, temporary: 0 };
    const unlistBefore = new Date(now.getTime() - LISTED_AFTER_EXPIRY_DAYS * 86_400_000);
    const tenants = await withAppRole(db, (tx) => this.options.tenantIds(tx));
    for (const tenantId of tenants) {
      const expired = await withTenant(db, { tenantId, userId: null }, async (tx) => {
        const rows = await tx
          .select({ id: exports.id, tenantId: exports.tenantId, expiresAt: exports.expiresAt })
          .from(exports)
          .where(and(eq(exports.tenantId, tenantId), isNull(exports.deletedAt), lte(exports.expiresAt, now)));
        const unlist = rows.filter((r) => r.expiresAt && r.expiresAt <= unlistBefore);
        for (const row of unlist)
          await tx.update(exports).set({ deletedAt: now }).where(eq(exports.id, row.id));
        result.unlisted += unlist.length;
        return rows;
      });
      for (const row of expired) {
        const path = this.filePath(row);
        if (await exists(path)) {
          await rm(path, { force: true });
          result.files += 1;
        }
      }
      for (const name of await readdir(join(dir, tenantId)).catch(() => [] as string[])) {
        if (!name.endsWith('.tmp')) continue;
        const path = join(dir, tenantId, name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < now.getTime() - STALE_TEMP_MS) {
          await rm(path, { force: true });
          result.temporary += 1;
        }
      }
    }
    return result;
  }

  /** E-mails the owner that the export is ready (through the notifier: the simulator's outbox by default). */
  async runMailJob(job: JobRun<JobData>): Promise<void> {
    const { db, notifier, contactOf } = this.options;
    const scope = { tenantId: job.data.tenantId, userId: job.data.userId };
    const found = await withTenant(db, scope, async (tx) => {
      const [row] = await tx.select().from(exports).where(eq(exports.id, job.data.exportId));
      const contact = await contactOf(tx, job.data.userId);
      return row && contact?.email ? { row, email: contact.email } : null;
    });
    if (!found) return; // nobody to write to: the download center still lists it
    const locale = found.row.locale as Locale;
    const values = {
      name: found.row.name,
      rows: found.row.rows,
      link: '/downloadCenter/exportList',
      days: KEEP_DAYS,
    };
    await notifier.send({
      channel: 'email',
      to: found.email,
      subject: translateCode(locale, ERROR_CODES.exportMailSubject, values),
      body: translateCode(locale, ERROR_CODES.exportMailBody, values),
    });
  }
}
