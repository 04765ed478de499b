import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './tools/module-boundaries.json' with { type: 'json' };

// Module boundaries (STYLE.md): these constraints are the architecture; a violation fails CI.
const depConstraints = [
  // Layers
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:server'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
  // Platforms: web never imports node code and the reverse
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  // Scopes: a domain reaches another only through an entry in tools/module-boundaries.json
  ...Object.entries(boundaries.scopes).map(([scope, allowed]) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, ...allowed.map((s) => `scope:${s}`)],
  })),
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      'libs/shared/i18n/src/locales/**',
      'libs/shared/api-client/src/generated/**',
      'openapi/**',
      // Deliberately wrong code that tools/workspace-plugin/src/server-boundaries/check.test.ts reads.
      'tools/workspace-plugin/src/**/fixtures/**',
      '.nx/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: [], depConstraints },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object or a union.' },
      ],
    },
  },
  {
    // A domain's contract sits on top of its server library: other domains import it, nothing inside
    // imports it back (shared shapes live in the library's types.ts). index.ts re-exports it.
    files: ['libs/*/server/src/**/*.ts'],
    ignores: ['libs/*/server/src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+contract(\\.ts)?$',
              message:
                'Nothing inside a server library imports its own contract.ts (it re-exports the library): import the shared types from ./types.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from apps/e2e/src/test.ts, which checks every visited page with axe.
    files: ['apps/e2e/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from './test.ts': it checks every page the journey visits with axe.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
