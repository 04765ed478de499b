import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the catalogue domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const catalogueRoutes: RouteObject[] = [];

/** Pages of the catalogue domain outside the shell (none unless a phone layout needs it). */
export const catalogueBareRoutes: RouteObject[] = [];
