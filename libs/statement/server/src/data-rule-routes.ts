import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { statementDataRuleSchema } from '@procure/shared-validation';
import { envelopeSchema, errorResponses, idSchema, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { dataRuleOptions, deleteDataRule, listDataRules, saveDataRule } from './data-rules.ts';

// Statement data rules (spec §6, `/setting/statementData`): the tenant admin's list, add, edit and delete
// (permission setting:staffManage, as the other employee settings).

const config = { access: { permission: PERMISSIONS.settingStaffManage } };
const tags = ['statement data rules'];
const named = z.object({ id: z.string(), name: z.string() });
const ruleSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  allData: z.boolean(),
  vendors: z.array(named),
  legalEntities: z.array(named),
  remark: z.string(),
  updatedByName: z.string(),
  updatedAt: z.string(),
});

export function registerDataRuleRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/setting/statementData/list',
    {
      config,
      schema: {
        summary: "The tenant's statement data rules (an employee without one sees every statement)",
        tags,
        response: {
          200: envelopeSchema(z.object({ items: z.array(ruleSchema) })),
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId } = ownerOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listDataRules(tx, tenantId, requestLocale(request))));
    },
  );

  typed.get(
    '/setting/statementData/options',
    {
      config,
      schema: {
        summary: 'What a rule picks from: the buyer employees, suppliers and legal entities of the tenant',
        tags,
        response: {
          200: envelopeSchema(
            z.object({ employees: z.array(named), vendors: z.array(named), legalEntities: z.array(named) }),
          ),
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId } = ownerOf(ctx);
      return ok(await withContext(db, ctx, (tx) => dataRuleOptions(tx, tenantId, requestLocale(request))));
    },
  );

  typed.post(
    '/setting/statementData/save',
    {
      config,
      schema: {
        summary:
          'Add (no id) or change a statement data rule: one employee → all statements, or some suppliers and/or legal entities',
        tags,
        body: statementDataRuleSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const owner = ownerOf(ctx);
      const result = await withContext(db, ctx, (tx) =>
        saveDataRule(tx, owner, request.body, requestLocale(request)),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.statementRuleSaved));
    },
  );

  typed.post(
    '/setting/statementData/delete',
    {
      config,
      schema: {
        summary: 'Delete a statement data rule (the employee then sees every statement)',
        tags,
        body: z.object({ id: idSchema }),
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId } = ownerOf(ctx);
      const result = await withContext(db, ctx, (tx) => deleteDataRule(tx, tenantId, request.body.id));
      return ok(result, translate(request, SUCCESS_MESSAGES.statementRuleDeleted));
    },
  );
}
