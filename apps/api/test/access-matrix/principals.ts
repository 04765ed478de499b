import { newToken, sha256 } from '@procure/server-auth';
import { newId } from '@procure/server-db';
import type { Site } from '@procure/shared-codes';
import { body, type LoginSite, type TestApp } from '../support/test-app.ts';
import { DEMO } from '../support/demo-ids.ts';

/** A caller of the matrix: a real session (or none), with what the server says it may do. */
export type Principal = {
  name: string;
  /** null: no token at all. */
  token: string | null;
  /** The session is idle-expired: every protected route must answer 401. */
  expired: boolean;
  site: Site | null;
  tenantId: string | null;
  userId: string | null;
  vendorId: string | null;
  permissions: ReadonlySet<string>;
};

type Me = {
  employee: { id: string };
  site: Site;
  loginTenantId: string | null;
  permissions: string[];
};

async function loggedIn(t: TestApp, name: string, username: string, site: LoginSite): Promise<Principal> {
  const token = await t.login(username, site);
  return describe(t, name, token);
}

async function describe(t: TestApp, name: string, token: string): Promise<Principal> {
  const res = await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token });
  if (res.statusCode !== 200) throw new Error(`${name}: loginEmployee ${res.statusCode} ${res.body}`);
  const me = body<Me>(res).data;
  const [session] = await t.sql<{ vendor_id: string | null }>(
    'select vendor_id from sessions where token_hash = $1',
    [sha256(token)],
  );
  return {
    name,
    token,
    expired: false,
    site: me.site,
    tenantId: me.loginTenantId,
    userId: me.employee.id,
    vendorId: session?.vendor_id ?? null,
    permissions: new Set(me.permissions),
  };
}

/**
 * Every kind of caller issue #4 names: each buyer role, a supplier, a supplier of another company in
 * the same tenant, a purchaser after switching tenant, operations staff, an expired session, no token.
 */
export async function createPrincipals(t: TestApp): Promise<Principal[]> {
  const principals = [
    await loggedIn(t, 'admin', 'admin', 'buyer'),
    await loggedIn(t, 'purchaser', 'purchaser', 'buyer'),
    await loggedIn(t, 'approver', 'approver', 'buyer'),
    await loggedIn(t, 'finance', 'finance', 'buyer'),
    await loggedIn(t, 'viewer', 'viewer', 'buyer'),
    await loggedIn(t, 'supplier', 'supplier', 'supplier'),
    await loggedIn(t, 'supplier2', 'supplier2', 'supplier'),
    await loggedIn(t, 'ops', 'ops', 'ops'),
  ];
  const switched = await t.login('purchaser');
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/switchTenant?tenantId=${DEMO.tenants.dongfang}`,
    token: switched,
  });
  if (res.statusCode !== 200) throw new Error(`switchTenant ${res.statusCode} ${res.body}`);
  principals.push(await describe(t, 'purchaser@dongfang', switched));

  const stale = await t.login('purchaser');
  await t.sql("update sessions set last_seen_at = now() - interval '30 days' where token_hash = $1", [
    sha256(stale),
  ]);
  const nobody = { site: null, tenantId: null, userId: null, vendorId: null, permissions: new Set<string>() };
  principals.push({ ...nobody, name: 'expired', token: stale, expired: true });
  principals.push({ ...nobody, name: 'anonymous', token: null, expired: false });
  return principals;
}

/** A new token for the same session state (user, tenant, site, company): for calls that change or end it. */
export async function cloneSession(t: TestApp, token: string): Promise<string> {
  const fresh = newToken();
  await t.sql(
    `insert into sessions (id, token_hash, user_id, login_tenant_id, site, vendor_id, last_seen_at)
     select $1, $2, user_id, login_tenant_id, site, vendor_id, last_seen_at from sessions where token_hash = $3`,
    [newId(), sha256(fresh), sha256(token)],
  );
  return fresh;
}
