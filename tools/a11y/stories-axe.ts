// Accessibility check over every Storybook story: serves the built Storybook (dist/storybook, from
// `nx run shared-ui:build-storybook`), opens each story's iframe in Debian's Chromium, runs axe-core
// and fails on any serious or critical violation. Each story is checked in both languages.
// Usage: node tools/a11y/stories-axe.ts [--dir dist/storybook] [--filter <story id part>]
import AxeBuilder from '@axe-core/playwright';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };
type Finding = {
  story: string;
  locale: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
};

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = resolve(option('--dir') ?? 'dist/storybook');
const filter = option('--filter');
const LOCALES = ['zh-CN', 'en-US'] as const;
const BLOCKING = new Set(['serious', 'critical']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A tiny static file server for the built Storybook (no directory listing, no path escape). */
function serve(dir: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(dir)) return res.writeHead(403).end();
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(await readFile(file));
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

async function main() {
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && (!filter || e.id.includes(filter)),
  );
  const { url, close } = await serve(root);
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const findings: Finding[] = [];
  let checked = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const story of stories) {
      for (const locale of LOCALES) {
        const response = await page
          .goto(`${url}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`)
          .catch(() => null);
        if (!response?.ok()) {
          findings.push({
            story: story.id,
            locale,
            rule: 'load',
            impact: 'critical',
            help: 'iframe did not load',
            targets: [],
          });
          continue;
        }
        // Storybook marks the body once the story rendered (sb-show-main) or failed (sb-show-errordisplay).
        const shown = await page
          .waitForFunction(
            () => {
              const classes = document.body.classList;
              if (classes.contains('sb-show-errordisplay')) return 'error';
              return classes.contains('sb-show-main') && !classes.contains('sb-show-preparing-story')
                ? 'ok'
                : false;
            },
            undefined,
            { timeout: 30_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => 'timeout');
        if (shown !== 'ok') {
          findings.push({
            story: story.id,
            locale,
            rule: 'render',
            impact: 'critical',
            help: `story did not render (${shown})`,
            targets: [],
          });
          continue;
        }
        await page.waitForTimeout(300); // let play functions and transitions settle
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        checked += 1;
        for (const v of result.violations) {
          if (!v.impact || !BLOCKING.has(v.impact)) continue;
          findings.push({
            story: story.id,
            locale,
            rule: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes
              .slice(0, 3)
              .map((n) => `${n.target.join(' ')}  ${(n.any[0]?.message ?? '').split('. ')[0]}`),
          });
        }
      }
    }
  } finally {
    await browser.close();
    close();
  }
  for (const f of findings) {
    console.log(
      `✖ ${f.story} [${f.locale}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`,
    );
  }
  console.log(
    `axe: ${stories.length} stories (${checked} pages, ${LOCALES.length} languages), ${findings.length} serious/critical`,
  );
  process.exitCode = findings.length === 0 && stories.length > 0 ? 0 : 1;
}

await main();
