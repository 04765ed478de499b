/**
 * Every route declares who may call it (`config.access`); the auth hook of `@procure/server-auth`
 * enforces it and refuses to register a route without one.
 * - `{ public: true }`: anyone (login, image code, health);
 * - `{ authenticated: true }`: any logged-in user (current user, menus, language, logout);
 * - `{ permission: 'key' }`: a logged-in user whose roles grant that permission key.
 */
export type Access = { public: true } | { authenticated: true } | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
