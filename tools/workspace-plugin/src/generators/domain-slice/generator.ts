import { join } from 'node:path';
import { formatFiles, generateFiles, type Tree } from '@nx/devkit';
import { registerScope } from './boundaries.ts';
import { sliceNames } from './names.ts';

export type DomainSliceOptions = { domain: string; feature?: string };

const LAYERS = [
  { folder: 'server', template: 'server', type: 'server', platform: 'node' },
  { folder: 'data-access', template: 'data-access', type: 'data-access', platform: 'web' },
  { folder: 'ui', template: 'ui', type: 'ui', platform: 'web' },
  { folder: 'feature-<feature>', template: 'feature', type: 'feature', platform: 'web' },
] as const;

/** Scaffolds libs/<domain>/{server,data-access,ui,feature-<feature>} with the address slice's layers and tags. */
export default async function domainSliceGenerator(tree: Tree, options: DomainSliceOptions): Promise<void> {
  const names = sliceNames(options.domain, options.feature ?? 'list');
  if (tree.exists(`libs/${names.domain}`)) throw new Error(`libs/${names.domain} exists already`);
  for (const layer of LAYERS) {
    const folder = layer.folder.replace('<feature>', names.feature);
    generateFiles(
      tree,
      join(import.meta.dirname, 'files', layer.template),
      `libs/${names.domain}/${folder}`,
      {
        ...names,
        packageName: `@procure/${names.domain}-${folder}`,
        tags: JSON.stringify([`type:${layer.type}`, `scope:${names.domain}`, `platform:${layer.platform}`]),
        tmpl: '',
      },
    );
  }
  registerScope(tree, names.domain);
  await formatFiles(tree);
}
