import type { RouteOptions } from 'fastify';
import type { Access } from '@procure/server-http';
import { buildApp, loadConfig } from '../../src/index.ts';
import type { TestApp } from '../support/test-app.ts';
import type { RouteInfo } from './types.ts';

/**
 * The route table of the app exactly as built for production (every gateway and domain), collected
 * by an onRoute hook installed before any route is registered. HEAD routes are Fastify's automatic
 * copies of the GET routes.
 */
export async function collectRoutes(t: TestApp, env: Record<string, string>): Promise<RouteInfo[]> {
  const routes: RouteInfo[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access as Access | undefined;
    if (!access) throw new Error(`${route.url} declares no config.access`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  };
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), {
    database: t.database,
    prettyLogs: false,
    onRoute,
  });
  await app.close();
  return routes;
}
