// Accessibility check over every Storybook story: serves the built Storybook (dist/storybook, from
// `nx run shared-ui:build-storybook`), opens each story's iframe in Debian's Chromium, runs axe-core
// and fails on any serious or critical violation. Each story is checked in both languages.
//
// Speed (CI runs it): a few pages work through one queue side by side. Each page loads Storybook's iframe
// once per language and then switches stories over Storybook's own channel (`setCurrentStory`, as the
// manager does) instead of reloading; it waits for Storybook's render to finish (after the play function
// and animations) rather than a fixed sleep. A story that failed to render makes its page reload, so a
// broken story cannot leak into the next one.
// Usage: node tools/a11y/stories-axe.ts [--dir dist/storybook] [--filter <story id part>] [--pages 3] [--verbose]
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, serveStatic } from '../scripts/headless.ts';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };
type Locale = (typeof LOCALES)[number];
type Task = { story: IndexEntry; locale: Locale };
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
const PAGES = Math.max(1, Number(option('--pages') ?? 3));
const LOCALES = ['zh-CN', 'en-US'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const VERBOSE = args.includes('--verbose');
const RENDER_TIMEOUT_MS = 30_000;

type Preview = {
  currentRender?: { id?: string; phase?: string };
};
type Channel = { emit: (event: string, payload: unknown) => void };

/**
 * Resolves once Storybook finished rendering `storyId` ('ok'), or showed its error display ('error').
 * Storybook's render phases end with 'finished' after the play function ran and animations settled.
 */
async function rendered(page: Page, storyId: string): Promise<string> {
  return page
    .waitForFunction(
      (id) => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
        const render = preview?.currentRender;
        if (document.body.classList.contains('sb-show-errordisplay')) return 'error';
        if (render?.id !== id || render.phase !== 'finished') return false;
        return document.body.classList.contains('sb-show-main') ? 'ok' : false;
      },
      storyId,
      { timeout: RENDER_TIMEOUT_MS, polling: 25 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => 'timeout');
}

/** Shows a story: a full load when the page has no healthy Storybook in this language yet, else the channel. */
async function show(page: Page, url: string, task: Task, reuse: boolean): Promise<string> {
  if (reuse) {
    await page.evaluate(
      (storyId) =>
        (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__.emit(
          'setCurrentStory',
          { storyId, viewMode: 'story' },
        ),
      task.story.id,
    );
  } else {
    const response = await page
      .goto(`${url}/iframe.html?id=${task.story.id}&viewMode=story&globals=locale:${task.locale}`)
      .catch(() => null);
    if (!response?.ok()) return 'load';
  }
  return rendered(page, task.story.id);
}

async function check(page: Page, task: Task, findings: Finding[]) {
  // Legacy mode runs axe.run in the page itself; the default opens a blank page per check only to merge
  // results from cross-origin frames, which stories do not have. resultTypes trims passes, not violations.
  // (options() replaces the whole option object, so it comes before withTags.)
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  for (const v of result.violations) {
    if (!v.impact || !BLOCKING.has(v.impact)) continue;
    findings.push({
      story: task.story.id,
      locale: task.locale,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}  ${(n.any[0]?.message ?? '').split('. ')[0]}`),
    });
  }
}

/** One browser page working through the shared queue. */
async function worker(context: BrowserContext, url: string, queue: Task[], findings: Finding[]) {
  const page = await context.newPage();
  let healthy: Locale | null = null; // the language a working Storybook is loaded in
  let checked = 0;
  for (let task = queue.shift(); task; task = queue.shift()) {
    const t0 = performance.now();
    const reuse = healthy === task.locale;
    const shown = await show(page, url, task, reuse);
    const t1 = performance.now();
    if (shown !== 'ok') {
      healthy = null;
      findings.push({
        story: task.story.id,
        locale: task.locale,
        rule: shown === 'load' ? 'load' : 'render',
        impact: 'critical',
        help: shown === 'load' ? 'iframe did not load' : `story did not render (${shown})`,
        targets: [],
      });
      continue;
    }
    healthy = task.locale;
    await check(page, task, findings);
    checked += 1;
    if (VERBOSE) {
      const ms = (a: number, b: number) => Math.round(b - a);
      console.log(
        `${task.story.id} [${task.locale}] ${reuse ? 'switch' : 'load'} ${ms(t0, t1)} ms, axe ${ms(t1, performance.now())} ms`,
      );
    }
  }
  await page.close();
  return checked;
}

async function main() {
  const started = performance.now();
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && (!filter || e.id.includes(filter)),
  );
  // Language-major order: each page reloads only when the language changes.
  const queue: Task[] = LOCALES.flatMap((locale) => stories.map((story) => ({ story, locale })));
  const { url, close } = await serveStatic(root);
  const browser = await launchChromium();
  const findings: Finding[] = [];
  let checked: number;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const counts = await Promise.all(
      Array.from({ length: PAGES }, () => worker(context, url, queue, findings)),
    );
    checked = counts.reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
    close();
  }
  findings.sort((a, b) => a.story.localeCompare(b.story) || a.locale.localeCompare(b.locale));
  for (const f of findings) {
    console.log(
      `✖ ${f.story} [${f.locale}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `axe: ${stories.length} stories, ${checked} pages checked (${LOCALES.length} languages, ${PAGES} at a time), ` +
      `${seconds} s, ${findings.length} serious/critical`,
  );
  process.exitCode = findings.length === 0 && stories.length > 0 ? 0 : 1;
}

await main();
