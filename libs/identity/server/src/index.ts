export { identityRoutes } from './routes.ts';
export { loadPrincipal } from './load-principal.ts';
export { OPS_PERMISSIONS } from './permissions.ts';
export { buildMenuTree, type MenuNode } from './menu-tree.ts';
export * as identitySchema from './schema.ts';
