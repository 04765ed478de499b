import type { Locale } from '@procure/shared-i18n';
import type { Site } from '@procure/shared-codes';

/** Who is calling, on every authenticated request (`request.auth`). Services take it explicitly. */
export type RequestContext = {
  sessionId: string;
  userId: string;
  /** The tenant the session is logged into; null for operations staff. */
  tenantId: string | null;
  site: Site;
  /** The supplier company of a supplier user; null otherwise. */
  vendorId: string | null;
  permissions: ReadonlySet<string>;
  locale: Locale;
};

/** What the identity domain tells the auth hook about the user behind a session. */
export type Principal = { permissions: readonly string[] };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestContext | null;
  }
}
