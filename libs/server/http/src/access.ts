/**
 * Every route declares who may call it (`config.access`); the auth hook of `@procure/server-auth`
 * enforces it and refuses to register a route without one.
 * - `{ public: true }`: anyone (login, image code, health);
 * - `{ authenticated: true }`: any logged-in user (current user, menus, language, logout);
 * - `{ permission: 'key' }`: a logged-in user whose roles grant that permission key;
 * - `{ permission: 'key', supplierUser: true }`: the same, and every supplier user besides (routes that
 *   serve only the caller's own rows, e.g. its in-app messages: the supplier portal has no such key).
 */
export type Access = { public: true } | { authenticated: true } | { permission: string; supplierUser?: true };

/** Whether a logged-in caller with these permissions on this site passes the route's permission check. */
export function permits(
  access: Access,
  site: string | null | undefined,
  permissions: ReadonlySet<string>,
): boolean {
  if (!('permission' in access)) return true;
  return permissions.has(access.permission) || (access.supplierUser === true && site === 'supplier');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
