import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { GATEWAYS, type Gateway, type GatewayId } from '@procure/shared-codes';

export { GATEWAYS, type Gateway, type GatewayId } from '@procure/shared-codes';

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
