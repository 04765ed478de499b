import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the masterdata domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const masterdataRoutes: RouteObject[] = [];

/** Pages of the masterdata domain outside the shell (none unless a phone layout needs it). */
export const masterdataBareRoutes: RouteObject[] = [];
