import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, translate, type RouteContribution } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { listOwnAddresses, removeAddress, saveAddress, setDefaultAddress } from './address-service.ts';
import { addressIdParamsSchema, addressInputSchema, addressSchema, setDefaultParamsSchema } from './wire.ts';

const config = { access: { permission: PERMISSIONS.userSettingAddress } } as const;
const tags = ['address'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/person/addresses/list',
    {
      config,
      schema: {
        summary: "The caller's own addresses, defaults first",
        tags,
        response: { 200: envelopeSchema(z.array(addressSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listOwnAddresses(tx, ownerOf(ctx))));
    },
  );

  app.post(
    '/person/addresses/addOrModify',
    {
      config,
      schema: {
        summary: 'Adds (no id) or modifies (id) an address; the first of a type becomes its default',
        tags,
        body: addressInputSchema,
        response: { 200: envelopeSchema(addressSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) => saveAddress(tx, ownerOf(ctx), request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.addressSaved));
    },
  );

  app.delete(
    '/person/addresses/:id',
    {
      config,
      schema: {
        summary: 'Deletes an address; the default address cannot be deleted (422)',
        tags,
        params: addressIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => removeAddress(tx, ownerOf(ctx), request.params.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.addressDeleted));
    },
  );

  // The specification's spelling ("setDefult") is the wire contract.
  app.get(
    '/person/addresses/setDefult/:id/:type',
    {
      config,
      schema: {
        summary: 'Makes the address the default of its type (the previous default is unset)',
        tags,
        params: setDefaultParamsSchema,
        response: { 200: envelopeSchema(addressSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, type } = request.params;
      const saved = await withContext(db, ctx, (tx) => setDefaultAddress(tx, ownerOf(ctx), id, type));
      return ok(saved, translate(request, SUCCESS_MESSAGES.addressDefaultSet));
    },
  );
};

export const addressRoutes: RouteContribution = { gateway: 'api-v1', name: 'address', routes };
