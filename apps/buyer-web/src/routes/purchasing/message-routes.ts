import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the message domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const messageRoutes: RouteObject[] = [];

/** Pages of the message domain outside the shell (none unless a phone layout needs it). */
export const messageBareRoutes: RouteObject[] = [];
