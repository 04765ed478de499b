import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { requireAuth } from '@procure/server-auth';
import { envelopeSchema, errorResponses, idSchema, ok, translate } from '@procure/server-http';
import { freezeHistory, listPlatformBuyers, listPlatformSuppliers, setCompanyFrozen } from './companies.ts';
import { withPlatformRead } from './platform-read.ts';
import {
  freezeBodySchema,
  freezeHistorySchema,
  pageSchema,
  platformBuyerSchema,
  platformListQuerySchema,
  platformSupplierSchema,
  type CompanyKind,
} from './wire.ts';

// Operations console, spec §2 `/admin` (supplier, buyer): the platform's companies, freeze and unfreeze.
// Operators only (permission ops:platformCompanies); a buyer or supplier session gets 403.

const access = { access: { permission: PERMISSIONS.opsPlatformCompanies } } as const;
const tags = ['identity'];
const PATHS: Record<CompanyKind, string> = {
  supplier: '/ops/platform/suppliers',
  buyer: '/ops/platform/buyers',
};

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    PATHS.supplier,
    {
      config: access,
      schema: {
        summary: 'Every supplier company on the platform with the buyer tenants it serves (keyset pages)',
        tags,
        querystring: platformListQuerySchema,
        response: {
          200: envelopeSchema(pageSchema(platformSupplierSchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withPlatformRead(db, ctx.userId, (tx) => listPlatformSuppliers(tx, request.query)));
    },
  );

  app.get(
    PATHS.buyer,
    {
      config: access,
      schema: {
        summary: 'Every buyer tenant on the platform with its people and suppliers counted (keyset pages)',
        tags,
        querystring: platformListQuerySchema,
        response: {
          200: envelopeSchema(pageSchema(platformBuyerSchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withPlatformRead(db, ctx.userId, (tx) => listPlatformBuyers(tx, request.query)));
    },
  );

  for (const kind of ['supplier', 'buyer'] as const) {
    for (const freeze of [true, false]) {
      app.post(
        `${PATHS[kind]}/${freeze ? 'freeze' : 'unfreeze'}`,
        {
          config: access,
          schema: {
            summary: freeze
              ? `Freezes a ${kind} company with a reason: its people are signed out and cannot sign in`
              : `Unfreezes a ${kind} company with a reason`,
            description:
              'A history row per action; an unknown company answers 404, freezing a frozen one or unfreezing an active one 409.',
            tags,
            body: freezeBodySchema,
            response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
          },
        },
        async (request) => {
          const ctx = requireAuth(request);
          const { id, reason } = request.body;
          await withPlatformRead(db, ctx.userId, (tx) =>
            setCompanyFrozen(tx, { kind, id, reason, operatorId: ctx.userId, freeze }, new Date()),
          );
          const message = freeze ? SUCCESS_MESSAGES.platformFrozen : SUCCESS_MESSAGES.platformUnfrozen;
          return ok(null, translate(request, message));
        },
      );
    }

    app.get(
      `${PATHS[kind]}/:id/history`,
      {
        config: access,
        schema: {
          summary: `Freezes and unfreezes of a ${kind} company, newest first`,
          tags,
          params: z.object({ id: idSchema }),
          response: {
            200: envelopeSchema(z.array(freezeHistorySchema)),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(await withPlatformRead(db, ctx.userId, (tx) => freezeHistory(tx, kind, request.params.id)));
      },
    );
  }
};
