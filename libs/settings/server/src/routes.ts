import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_TYPE, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { setDefaultAddress } from '@procure/address-server';
import { financeDataOf } from './finance-queries.ts';
import { listMessageSettings, saveMessageSettings } from './message-setting-queries.ts';

import { accountRoutes } from './account-routes.ts';
import { listColleagues } from './work-proxy-queries.ts';
import { cancelOwnProxy, listOwnProxies, setProxy } from './work-proxy-service.ts';
import {
  colleagueSchema,
  financeDataSchema,
  messageSettingSchema,
  messageSettingsInputSchema,
  profileInputSchema,
  workProxyCancelSchema,
  workProxyInputSchema,
  workProxySchema,
} from './wire.ts';

const tags = ['settings'];
const access = (permission: string) => ({ access: { permission } }) as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/mysetting/messageSetting',
    {
      config: access(PERMISSIONS.userSettingMessage),
      schema: {
        summary: 'Which channels deliver each message type to the caller (defaults until saved)',
        tags,
        response: { 200: envelopeSchema(z.array(messageSettingSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listMessageSettings(tx, ownerOf(ctx))));
    },
  );

  app.put(
    '/mysetting/messageSetting',
    {
      config: access(PERMISSIONS.userSettingMessage),
      schema: {
        summary: 'Saves channel toggles for the given message types',
        tags,
        body: messageSettingsInputSchema,
        response: {
          200: envelopeSchema(z.array(messageSettingSchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, async (tx) => {
        await saveMessageSettings(tx, ownerOf(ctx), request.body.items);
        return listMessageSettings(tx, ownerOf(ctx));
      });
      return ok(saved, translate(request, SUCCESS_MESSAGES.messageSettingSaved));
    },
  );

  app.get(
    '/finance/getData',
    {
      config: access(PERMISSIONS.userSettingFinance),
      schema: {
        summary: "The caller's financial authority: legal entities / cost centres and role flags (read-only)",
        tags,
        response: { 200: envelopeSchema(financeDataSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      return ok(await withContext(db, ctx, (tx) => financeDataOf(tx, ownerOf(ctx), english)));
    },
  );

  app.post(
    '/mysetting/profile/modify',
    {
      config: access(PERMISSIONS.userSettingAddress),
      schema: {
        summary: "Sets the default receiving and/or invoice address (ids of the caller's own addresses)",
        tags,
        body: profileInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { defaultReceiveAddressId, defaultInvoiceAddressId } = request.body;
      await withContext(db, ctx, async (tx) => {
        const owner = ownerOf(ctx);
        // An id of another person, tenant or address type answers 404 and, in one transaction, changes nothing.
        if (defaultReceiveAddressId)
          await setDefaultAddress(tx, owner, defaultReceiveAddressId, ADDRESS_TYPE.receiving);
        if (defaultInvoiceAddressId)
          await setDefaultAddress(tx, owner, defaultInvoiceAddressId, ADDRESS_TYPE.invoice);
      });
      return ok(null, translate(request, SUCCESS_MESSAGES.profileSaved));
    },
  );

  app.get(
    '/workproxy/get',
    {
      config: access(PERMISSIONS.userSettingProxy),
      schema: {
        summary: "The caller's work proxies (latest first), with their status today",
        tags,
        response: { 200: envelopeSchema(z.array(workProxySchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listOwnProxies(tx, ownerOf(ctx))));
    },
  );

  app.get(
    '/workproxy/candidates',
    {
      config: access(PERMISSIONS.userSettingProxy),
      schema: {
        summary: 'Employees of the tenant who can be chosen as delegate',
        tags,
        response: { 200: envelopeSchema(z.array(colleagueSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listColleagues(tx, ownerOf(ctx))));
    },
  );

  app.post(
    '/workproxy/set',
    {
      config: access(PERMISSIONS.userSettingProxy),
      schema: {
        summary: 'Delegates approvals to a colleague for a date range (no overlap with a live proxy: 409)',
        tags,
        body: workProxyInputSchema,
        response: { 200: envelopeSchema(workProxySchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, async (tx) => {
        const id = await setProxy(tx, ownerOf(ctx), request.body);
        const all = await listOwnProxies(tx, ownerOf(ctx));
        const proxy = all.find((p) => p.id === id);
        if (!proxy) throw new Error('saved proxy not found');
        return proxy;
      });
      return ok(saved, translate(request, SUCCESS_MESSAGES.workProxySaved));
    },
  );

  app.post(
    '/workproxy/cancel',
    {
      config: access(PERMISSIONS.userSettingProxy),
      schema: {
        summary: 'Cancels an active or upcoming work proxy of the caller',
        tags,
        body: workProxyCancelSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => cancelOwnProxy(tx, ownerOf(ctx), request.body.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.workProxyCancelled));
    },
  );

  await app.register(accountRoutes);
};

export const settingsRoutes: RouteContribution = { gateway: 'api-v1', name: 'settings', routes };
