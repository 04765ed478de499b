import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, type RouteContribution } from '@procure/server-http';

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobSummarySchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  lastError: z.string().nullable(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/jobs',
    {
      config: { access: { permission: PERMISSIONS.opsJobs } },
      schema: {
        summary: 'Background jobs: the newest 100 of the job queue (queue, state, attempts, last error)',
        tags: ['jobs'],
        querystring: z.object({
          queue: z
            .string()
            .regex(/^[a-z][a-z0-9.-]{0,63}$/)
            .optional(),
          state: z.enum(JOB_STATES).optional(),
        }),
        response: {
          200: envelopeSchema(z.object({ queues: z.array(z.string()), jobs: z.array(jobSummarySchema) })),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const jobs = app.jobs.started
        ? await app.jobs.list({ limit: 100, queue: request.query.queue, state: request.query.state })
        : [];
      return ok({
        queues: app.jobs.queues(),
        jobs: jobs.map((j) => ({
          ...j,
          createdOn: j.createdOn.toISOString(),
          startedOn: j.startedOn?.toISOString() ?? null,
          completedOn: j.completedOn?.toISOString() ?? null,
        })),
      });
    },
  );
};

/** Operations: the job queue's view (`GET /api/v1/ops/jobs`, permission `ops:jobs`). */
export const jobsRoutes: RouteContribution = { gateway: 'api-v1', name: 'jobs', routes };
