import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, HEADERS } from '@procure/shared-codes';
import { AppError, permits, requestLocale, type Access } from '@procure/server-http';
import type { Principal, RequestContext } from './request-context.ts';
import {
  createSessionResolver,
  type SessionFacts,
  type SessionResolver,
  type SessionRow,
} from './session.ts';

export type AuthOptions = {
  idleMinutes: number;
  /**
   * The user's current permissions from what the database says about the session's user (read in
   * the same statement as the session); null when the user may no longer log in (disabled, removed
   * from the tenant, supplier company no longer serving it).
   */
  principalOf: (session: SessionRow, facts: SessionFacts) => Principal | null;
};

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.token];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length > 0 && token.length <= 200 ? token : undefined;
}

async function authenticate(
  resolve: SessionResolver,
  request: FastifyRequest,
  options: AuthOptions,
): Promise<RequestContext> {
  const token = tokenOf(request);
  if (!token) throw new AppError(401, ERROR_CODES.authUnauthenticated);
  // One statement per request; revocation and role changes apply to the next request (see the resolver).
  const lookup = await resolve(token);
  if (lookup.status === 'expired') throw new AppError(401, ERROR_CODES.authSessionExpired);
  if (lookup.status === 'unknown') throw new AppError(401, ERROR_CODES.authUnauthenticated);
  const { session } = lookup;
  const principal = options.principalOf(session, lookup.facts);
  if (!principal) throw new AppError(401, ERROR_CODES.authUnauthenticated);
  return {
    sessionId: session.id,
    userId: session.userId,
    tenantId: session.loginTenantId,
    site: session.site,
    vendorId: session.vendorId,
    permissions: new Set(principal.permissions),
    locale: requestLocale(request),
  };
}

function isProtected(access: Access): access is Exclude<Access, { public: true }> {
  return !('public' in access);
}

/**
 * Installs authentication and permission checks on the root instance (so they cover every gateway):
 * each route must declare `config.access`; protected routes get `request.auth`.
 * Runs on `onRequest`: an anonymous caller gets 401 before its body is even parsed.
 */
export function installAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('auth', null);
  const resolve = createSessionResolver(app.database.db, options.idleMinutes);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`${route.method} ${route.url} declares no config.access`);
  });
  app.addHook('onRequest', async (request) => {
    // Undefined only for the not-found handler (every route declares one).
    const access = request.routeOptions.config.access;
    if (!access || !isProtected(access)) return;
    const context = await authenticate(resolve, request, options);
    if (!permits(access, context.site, context.permissions)) {
      throw new AppError(403, ERROR_CODES.authForbidden);
    }
    request.auth = context;
  });
}

/** The caller of a protected route (the hook guarantees it; this narrows the type). */
export function requireAuth(request: FastifyRequest): RequestContext {
  if (!request.auth) throw new AppError(401, ERROR_CODES.authUnauthenticated);
  return request.auth;
}

/** A person within a tenant: the owner of personal data (addresses, settings, saved columns). */
export type Owner = { tenantId: string; userId: string };

/** The caller as the owner of personal data; operations staff (no tenant) have none (403). */
export function ownerOf(ctx: RequestContext): Owner {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId };
}
