export { identityRoutes } from './routes.ts';
export { signInRoutes, type SignInRouteOptions } from './sign-in-routes.ts';
export { DEFAULT_IP_LIMIT } from './login-limits.ts';
export { principalOf } from './load-principal.ts';
export { OPS_PERMISSIONS } from './permissions.ts';
export { buildMenuTree, type MenuNode } from './menu-tree.ts';
export * from './contract.ts';
