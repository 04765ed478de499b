import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The gateway prefixes of the specification (ARCHITECTURE.md §3); each gets one OpenAPI document. */
export const GATEWAYS = [
  { id: 'api-v1', prefix: '/api/v1' },
  { id: 'project-api', prefix: '/projectApi' },
  { id: 'pms-api', prefix: '/pmsApi' },
  { id: 'bi', prefix: '/bi' },
  { id: 'tenant-bi', prefix: '/tenant-bi' },
  { id: 'rfp', prefix: '/rfp' },
  { id: 'bid', prefix: '/bid' },
  { id: 'zpay', prefix: '/zpay' },
  { id: 'zctt', prefix: '/zctt' },
  { id: 'slc-api', prefix: '/slcApi' },
  { id: 'common-api', prefix: '/commonApi' },
] as const;

export type Gateway = (typeof GATEWAYS)[number];
export type GatewayId = Gateway['id'];

/** What a domain library contributes: routes (paths without the prefix) to one gateway. */
export type RouteContribution = { gateway: GatewayId; name: string; routes: FastifyPluginAsyncZod };

/** Registers every gateway as a plugin under its prefix, with the domain routes contributed to it. */
export async function registerGateways(
  app: FastifyInstance,
  contributions: readonly RouteContribution[],
): Promise<void> {
  for (const gateway of GATEWAYS) {
    const mine = contributions.filter((c) => c.gateway === gateway.id);
    await app.register(
      async (scope) => {
        for (const contribution of mine) await scope.register(contribution.routes);
      },
      { prefix: gateway.prefix },
    );
  }
}

/** The gateway a URL belongs to (longest matching prefix), if any. */
export function gatewayOf(url: string): Gateway | undefined {
  return GATEWAYS.filter((g) => url === g.prefix || url.startsWith(`${g.prefix}/`)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
}
