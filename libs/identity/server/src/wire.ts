import { z } from 'zod';
import { WIRE_LANGUAGES } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';

const required = (max: number) => z.string().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Login bodies are checked for presence only: a format rule here would tell which usernames are possible. */
export const loginBodySchema = z.object({
  username: required(64),
  password: required(128),
  verifyKey: idSchema.describe('The UUID the client generated for GET /tenant/login/verifycode'),
  verifyCode: required(16),
});

export const tenantRefSchema = z.object({ tenantId: z.string(), enterpriseShortName: z.string() });

export const loginResultSchema = z.object({
  token: z.string().describe('Send it in the `token` header'),
  loginTenantId: z.string().nullable(),
  tenantList: z.array(tenantRefSchema),
});

export const languageSchema = z.enum(WIRE_LANGUAGES);

export const loginEmployeeSchema = z.object({
  employee: z.object({
    id: z.string(),
    empName: z.string(),
    username: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
  roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })),
  workSite: z.union([z.literal(0), z.literal(1)]).describe('1: supplier side'),
  site: z.enum(['buyer', 'supplier', 'ops']),
  loginTenantId: z.string().nullable(),
  tenantList: z.array(tenantRefSchema),
  enterpriseInfoLogo: z.string().nullable(),
  loginVdSiteVersion: z.string().nullable(),
  vendorOperationManualUrl: z.string().nullable(),
  vendorOperationManualFileName: z.string().nullable(),
  permissions: z.array(z.string()),
  language: languageSchema,
});

export type MenuItemWire = {
  menuCode: string;
  menuName: string;
  menuEnName: string;
  url: string | null;
  path: string;
  icon: string | null;
  showNewTag: boolean;
  approveNum: number;
  permissionKey: string | null;
  childMenus: MenuItemWire[];
};

// Registered with an id: the tree is recursive, so OpenAPI needs a named component to refer to.
export const menuItemSchema: z.ZodType<MenuItemWire> = z
  .object({
    menuCode: z.string(),
    menuName: z.string().describe('Chinese name'),
    menuEnName: z.string().describe('English name'),
    url: z.string().nullable(),
    path: z.string(),
    icon: z.string().nullable(),
    showNewTag: z.boolean(),
    approveNum: z.number().int(),
    permissionKey: z.string().nullable(),
    get childMenus() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });
