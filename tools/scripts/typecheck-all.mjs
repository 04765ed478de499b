#!/usr/bin/env node
/**
 * Type-checks every project of the workspace in one TypeScript program per set of compiler options,
 * instead of one `tsc` per project (`nx run-many -t typecheck`). Each project's own check reads the
 * source of every library it imports, so 116 projects meant the shared libraries were checked a hundred
 * times over: about 15 minutes of CI on 2 cores. The projects' tsconfig.json differ only in their `types`
 * (node or vite/client); the projects of one kind are checked together, each file under the options of
 * its own project. `nx run typecheck` of a single project stays as it was, for work on that project.
 *
 *   node tools/scripts/typecheck-all.mjs
 */
import { spawnSync } from 'node:child_process';
import { globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'tmp/typecheck');
const configs = globSync(
  ['apps/*/tsconfig.json', 'libs/*/*/tsconfig.json', 'libs/*/tsconfig.json', 'tools/*/tsconfig.json'],
  {
    cwd: root,
  },
);

/** Options that make two projects different programs; everything else comes from tsconfig.base.json. */
const groups = new Map();
for (const file of configs) {
  const config = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const projectDir = dirname(file);
  if (resolve(root, projectDir, config.extends ?? '') !== join(root, 'tsconfig.base.json')) {
    throw new Error(`${file}: expected to extend tsconfig.base.json; check it on its own`);
  }
  const key = JSON.stringify(config.compilerOptions ?? {});
  const group = groups.get(key) ?? {
    compilerOptions: config.compilerOptions ?? {},
    include: [],
    exclude: [],
    projects: [],
  };
  // Paths relative to the generated config in tmp/typecheck.
  const rebase = (pattern) => relative(outDir, join(root, projectDir, pattern));
  group.include.push(...(config.include ?? []).map(rebase));
  group.exclude.push(...(config.exclude ?? []).map(rebase));
  group.projects.push(projectDir);
  groups.set(key, group);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let failed = false;
let index = 0;
for (const group of groups.values()) {
  const file = join(outDir, `tsconfig.${index++}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        extends: relative(outDir, join(root, 'tsconfig.base.json')),
        compilerOptions: group.compilerOptions,
        include: group.include,
        exclude: group.exclude,
      },
      null,
      2,
    ),
  );
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', file],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${result.status === 0 ? '✓' : '✖'} ${group.projects.length} projects with ${JSON.stringify(group.compilerOptions)} (${seconds} s)`,
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
