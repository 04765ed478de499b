import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import type { JobQueue, JobRun } from '@procure/server-jobs';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { registerNoticeExport } from './notice-export.ts';
import {
  deleteNotice,
  listNotices,
  noticeDetail,
  publishNotice,
  publishScheduledNotice,
  saveNotice,
  withdrawNotice,
} from './notices.ts';
import {
  noticeIdParamsSchema,
  noticePageSchema,
  noticeQuerySchema,
  noticeSaveSchema,
  noticeSchema,
} from './notice-wire.ts';

/** The scheduled publication of one notice (`publishAt` guards against a re-scheduled notice). */
export const NOTICE_PUBLISH_JOB = 'message-notice-publish';
type PublishJob = { tenantId: string; noticeId: string; publishAt: string };

const manage = { access: { permission: PERMISSIONS.settingNotice } } as const;
const read = { access: { permission: PERMISSIONS.messageCenter } } as const;
const tags = ['notice'];

/**
 * Defines the publication job: in ONE transaction it publishes the notice (if it is still scheduled for
 * that time) and completes its own attempt, so a crash or a retry never posts the messages twice.
 */
export function installNoticeJobs(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  const jobs: JobQueue = app.jobs;
  jobs.define<PublishJob>(
    NOTICE_PUBLISH_JOB,
    async (job: JobRun<PublishJob>) => {
      const { tenantId, noticeId, publishAt } = job.data;
      await withTenant(app.database.db, { tenantId, userId: null }, async (tx) => {
        await publishScheduledNotice(tx, tenantId, noticeId, new Date(publishAt), clock());
        await jobs.completeWithin(tx, job);
      });
    },
    { retryLimit: 3, retryDelay: 30 },
  );
}

/** Company notices: the admin's settings pages (`setting:notice`) and the readers' notice detail. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerNoticeExport();
  const now = () => app.sendGuard.clock();
  const en = (request: Parameters<typeof requestLocale>[0]) => requestLocale(request) === 'en-US';

  app.get(
    '/notice/list',
    {
      config: manage,
      schema: {
        summary: "The tenant's notices, newest first (keyset pages)",
        tags,
        querystring: noticeQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId } = ownerOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listNotices(tx, tenantId, request.query, en(request))));
    },
  );

  app.get(
    '/notice/detail/:id',
    {
      config: read,
      schema: {
        summary: 'One notice: any of the tenant’s for an admin, else only one that reached the caller',
        tags,
        params: noticeIdParamsSchema,
        response: { 200: envelopeSchema(noticeSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const options = { manage: ctx.permissions.has(PERMISSIONS.settingNotice), en: en(request) };
      return ok(
        await withContext(db, ctx, (tx) => noticeDetail(tx, ownerOf(ctx), request.params.id, options)),
      );
    },
  );

  app.post(
    '/notice/save',
    {
      config: manage,
      schema: {
        summary: 'Creates a draft notice, or edits a draft (id)',
        tags,
        body: noticeSaveSchema,
        response: { 200: envelopeSchema(noticeSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) => saveNotice(tx, ownerOf(ctx), request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.noticeSaved));
    },
  );

  app.post(
    '/notice/publish/:id',
    {
      config: manage,
      schema: {
        summary: 'Publishes a draft now, or schedules it for its publish time',
        tags,
        params: noticeIdParamsSchema,
        response: {
          200: envelopeSchema(noticeSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { notice, scheduledFor } = await withContext(db, ctx, async (tx) => {
        const outcome = await publishNotice(tx, ownerOf(ctx), request.params.id, now());
        if (outcome.scheduledFor) {
          const data: PublishJob = {
            tenantId: ownerOf(ctx).tenantId,
            noticeId: outcome.notice.id,
            publishAt: outcome.scheduledFor.toISOString(),
          };
          await app.jobs.send(NOTICE_PUBLISH_JOB, data, { tx, startAfter: outcome.scheduledFor });
        }
        return outcome;
      });
      const message = scheduledFor ? SUCCESS_MESSAGES.noticeScheduled : SUCCESS_MESSAGES.noticePublished;
      return ok(notice, translate(request, message));
    },
  );

  app.post(
    '/notice/withdraw/:id',
    {
      config: manage,
      schema: {
        summary: 'Withdraws a scheduled notice (back to draft) or a published one (unread messages go)',
        tags,
        params: noticeIdParamsSchema,
        response: { 200: envelopeSchema(noticeSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const notice = await withContext(db, ctx, (tx) => withdrawNotice(tx, ownerOf(ctx), request.params.id));
      return ok(notice, translate(request, SUCCESS_MESSAGES.noticeWithdrawn));
    },
  );

  app.post(
    '/notice/delete/:id',
    {
      config: manage,
      schema: {
        summary: 'Deletes a draft notice',
        tags,
        params: noticeIdParamsSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => deleteNotice(tx, ownerOf(ctx), request.params.id));
      return ok({ id: request.params.id }, translate(request, SUCCESS_MESSAGES.noticeDeleted));
    },
  );
};
