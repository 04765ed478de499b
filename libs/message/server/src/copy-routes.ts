import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorResponses, ok } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { searchPeople } from './copies.ts';

// The person picker of every copy-to (cc) submit form (issue #12 §5): purchase requests and payment
// applications on the buyer site, supplier applications and changes on the supplier site.

export const personSearchQuerySchema = z.object({
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Name, mobile or e-mail'),
  limit: z.coerce.number('validation.invalidType').int().min(1).max(20).default(10),
});

export const personOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked (138****0001); null for supplier sessions. */
  mobile: z.string().nullable(),
  /** Null for supplier sessions. */
  email: z.string().nullable(),
});

export const copyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/copyto/personSearch',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary:
          "Active buyer employees of the caller's tenant to copy (cc) at submit, by name, mobile or e-mail, at most `limit`",
        description:
          'Buyers match any part of the name, mobile or e-mail and see the masked mobile and the e-mail; supplier ' +
          'sessions match part of the name or the exact mobile or e-mail and see names only. The caller is left out.',
        tags: ['message'],
        querystring: personSearchQuerySchema,
        response: {
          200: envelopeSchema(z.array(personOptionSchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId } = ownerOf(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          searchPeople(tx, tenantId, { ...request.query, exclude: ctx.userId }, ctx.site === 'supplier'),
        ),
      );
    },
  );
};
