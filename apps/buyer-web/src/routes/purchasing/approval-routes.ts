import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the approval domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const approvalRoutes: RouteObject[] = [];

/** Pages of the approval domain outside the shell (none unless a phone layout needs it). */
export const approvalBareRoutes: RouteObject[] = [];
