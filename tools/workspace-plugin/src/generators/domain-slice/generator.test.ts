import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOUNDARIES } from './boundaries.ts';
import domainSliceGenerator from './generator.ts';

const root = join(import.meta.dirname, '../../../../..');

describe('domain-slice generator', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    tree.write(BOUNDARIES, readFileSync(join(root, BOUNDARIES), 'utf-8'));
  });

  it('creates the four layers with their tags', async () => {
    await domainSliceGenerator(tree, { domain: 'invoice-title' });
    const tags = (path: string) => readJson(tree, `libs/invoice-title/${path}/package.json`).nx.tags;
    expect(tags('server')).toEqual(['type:server', 'scope:invoice-title', 'platform:node']);
    expect(tags('data-access')).toEqual(['type:data-access', 'scope:invoice-title', 'platform:web']);
    expect(tags('ui')).toEqual(['type:ui', 'scope:invoice-title', 'platform:web']);
    expect(tags('feature-list')).toEqual(['type:feature', 'scope:invoice-title', 'platform:web']);
    expect(readJson(tree, 'libs/invoice-title/ui/package.json').name).toBe('@procure/invoice-title-ui');
  });

  it('names files and identifiers after the domain', async () => {
    await domainSliceGenerator(tree, { domain: 'invoice-title', feature: 'manage' });
    expect(tree.exists('libs/invoice-title/data-access/src/invoice-title-keys.ts')).toBe(true);
    expect(tree.exists('libs/invoice-title/feature-manage/src/invoice-title-manage-page.tsx')).toBe(true);
    const schema = tree.read('libs/invoice-title/server/src/schema.ts', 'utf-8') ?? '';
    expect(schema).toContain("pgTable(\n  'invoice_title_items'");
    expect(schema).toContain("tenantPolicy('invoice_title_items')");
    const page =
      tree.read('libs/invoice-title/feature-manage/src/invoice-title-manage-page.tsx', 'utf-8') ?? '';
    expect(page).toContain('export function InvoiceTitleManagePage()');
    expect(page).not.toMatch(/<%|%>/);
  });

  it('registers the scope in the boundary rules', async () => {
    await domainSliceGenerator(tree, { domain: 'invoice-title' });
    const { scopes } = readJson(tree, BOUNDARIES);
    expect(scopes['invoice-title']).toEqual(['core', 'shared']);
    expect(scopes.api).toContain('invoice-title');
    expect(scopes.buyer).toContain('invoice-title');
    expect(scopes.supplier).toContain('invoice-title');
    expect(scopes.ops).not.toContain('invoice-title');
  });

  it('refuses a domain that exists already', async () => {
    await domainSliceGenerator(tree, { domain: 'invoice-title' });
    await expect(domainSliceGenerator(tree, { domain: 'invoice-title' })).rejects.toThrow(/exists already/);
  });
});
