import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_VERSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { countMenuItems, withCounts } from './menu-counters.ts';
import { readPreferences, savePreference } from './menu-preferences.ts';
import { listSiteMenus } from './menu-queries.ts';
import { buildMenuTree, type MenuNode } from './menu-tree.ts';

const authenticated = { access: { authenticated: true } } as const;
const tags = ['identity'];

const menuVersionSchema = z.enum(MENU_VERSIONS, 'validation.oneOf');

// v3 decision: the same authorised items as /menu/list, FLAT in display order (depth first) with
// `parentCode` and `level`, plus the user's menuVersion: the v3 layout renders groups itself.
const flatMenuItemSchema = z
  .object({
    menuCode: z.string(),
    parentCode: z.string().nullable(),
    level: z.number().int().describe('0 for top-level items'),
    menuName: z.string().describe('Chinese name'),
    menuEnName: z.string().describe('English name'),
    url: z.string().nullable(),
    path: z.string(),
    icon: z.string().nullable(),
    showNewTag: z.boolean(),
    approveNum: z.number().int(),
    permissionKey: z.string().nullable(),
  })
  .meta({ id: 'FlatMenuItem' });

type FlatMenuItem = z.infer<typeof flatMenuItemSchema>;

function flatten(nodes: readonly MenuNode[], parentCode: string | null, level: number): FlatMenuItem[] {
  return nodes.flatMap(({ childMenus, ...item }) => [
    { ...item, parentCode, level },
    ...flatten(childMenus, item.menuCode, level + 1),
  ]);
}

/** The authorised tree with its counters (`approveNum`), in the caller's scope. */
export async function authorisedMenu(tx: Db, ctx: RequestContext): Promise<MenuNode[]> {
  const tree = buildMenuTree(await listSiteMenus(tx, ctx.site), ctx.permissions);
  return withCounts(tree, await countMenuItems(tx, ctx, tree));
}

/** Menu list v3 and menu versions (spec §7 "Session and language"); v2 is GET /menu/list. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/menu/v3/list',
    {
      config: authenticated,
      schema: {
        summary: 'The authorised menu, flat with parentCode and level, and the menu version',
        tags,
        response: {
          200: envelopeSchema(
            z.object({ menuVersion: menuVersionSchema, menus: z.array(flatMenuItemSchema) }),
          ),
          ...errorResponses(401, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const data = await withContext(db, ctx, async (tx) => ({
        menuVersion: (await readPreferences(tx, ctx.userId)).menuVersion,
        menus: flatten(await authorisedMenu(tx, ctx), null, 0),
      }));
      return ok(data);
    },
  );

  app.get(
    '/menu/version',
    {
      config: authenticated,
      schema: {
        summary: "The user's menu version",
        tags,
        response: {
          200: envelopeSchema(z.object({ menuVersion: menuVersionSchema })),
          ...errorResponses(401, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const prefs = await withContext(db, ctx, (tx) => readPreferences(tx, ctx.userId));
      return ok({ menuVersion: prefs.menuVersion });
    },
  );

  app.put(
    '/menu/version',
    {
      config: authenticated,
      schema: {
        summary: "Saves the user's menu version",
        tags,
        body: z.object({ menuVersion: menuVersionSchema }),
        response: {
          200: envelopeSchema(z.object({ menuVersion: menuVersionSchema })),
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { menuVersion } = request.body;
      await withContext(db, ctx, (tx) => savePreference(tx, ctx.userId, { menuVersion }));
      return ok({ menuVersion }, translate(request, SUCCESS_MESSAGES.menuVersionSaved));
    },
  );
};
