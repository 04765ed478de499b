import { updateJson, type Tree } from '@nx/devkit';

export const BOUNDARIES = 'tools/module-boundaries.json';
/** Scopes that compose domain libraries and so must be allowed to reach a new domain. */
const COMPOSERS = ['api', 'buyer', 'supplier'];

type Boundaries = { scopes: Record<string, string[]> };

/**
 * Registers `scope:<domain>` in the module-boundary rules (read by eslint.config.mjs): the domain may
 * use core and shared code, and the API and the buyer and supplier apps may use the domain.
 */
export function registerScope(tree: Tree, domain: string): void {
  updateJson<Boundaries>(tree, BOUNDARIES, (json) => {
    json.scopes[domain] ??= ['core', 'shared'];
    for (const composer of COMPOSERS) {
      const allowed = (json.scopes[composer] ??= []);
      if (!allowed.includes(domain)) allowed.push(domain);
    }
    return json;
  });
}
