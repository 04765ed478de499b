/**
 * Long tasks of a 1,000-row DataTable in Chromium: 1,000 rows arriving in a mounted table, then header
 * clicks that sort them (issue #5's bar: no long task over 100 ms).
 *
 *   npx nx build-storybook shared-ui && npx node tools/bench/data-table-long-tasks.ts [runs] [--dir dist/storybook]
 *
 * Serves the built Storybook, opens the RowsOnDemand story (the Chakra provider, the language and an empty
 * list mount first; Storybook's own start-up is not measured), then per run, in a fresh page: sets 1,000 rows
 * through the story's window event, and clicks the Amount header twice (ascending, descending). Records
 * PerformanceObserver 'longtask' entries (tasks over 50 ms, wall time) and, from a Chromium trace, the
 * longest main-thread task in CPU time per phase, and prints median and max over the runs.
 * Prints only; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, serveStatic } from '../scripts/headless.ts';

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const root = resolve(
  dirAt >= 0 ? (args[dirAt + 1] ?? '') : join(import.meta.dirname, '../../dist/storybook'),
);
const storyId = 'shared-ui-datatable--rows-on-demand';
const ROWS_EVENT = 'procure:data-table-demo-rows'; // see data-table.stories.tsx
const runs = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--dir') ?? 5);
type Figures = { count: number; maxMs: number; totalMs: number; wallMs: number; cpuMaxMs: number };
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * The longest main-thread task in CPU time (trace `tdur`). On a shared machine a task's wall time (what
 * 'longtask' reports) also counts the time the OS gave the core to other processes; CPU time does not.
 */
function longestTaskCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
  return Math.round(Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)));
}

// Installed before any page script runs.
const observe = () => {
  const w = window as unknown as { __longTasks: number[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Runs `act` and returns the long tasks from its start until the page is idle again. */
async function measure(page: Page, act: () => Promise<void>): Promise<Figures> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  await page
    .context()
    .browser()
    ?.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const started = performance.now();
  await act();
  // The next frame painted: the interaction's work is done; then room for trailing effects.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const wallMs = Math.round(performance.now() - started);
  await page.waitForTimeout(500);
  const trace = await page.context().browser()?.stopTracing();
  const durations = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  return {
    count: durations.length,
    maxMs: Math.round(Math.max(0, ...durations)),
    totalMs: Math.round(durations.reduce((a, b) => a + b, 0)),
    wallMs,
    cpuMaxMs: trace ? longestTaskCpuMs(trace) : -1,
  };
}

async function main() {
  if (!existsSync(join(root, 'iframe.html')))
    throw new Error('Build Storybook first: npx nx build-storybook shared-ui');
  const server = await serveStatic(root);
  const browser = await launchChromium();
  const phases = { render: [] as Figures[], sortAsc: [] as Figures[], sortDesc: [] as Figures[] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.addInitScript(observe);
      await page.goto(`${server.url}/iframe.html?id=${storyId}&viewMode=story&globals=locale:en-US`);
      await page.waitForFunction((id) => {
        const render = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && render.phase === 'finished';
      }, storyId);
      // Playwright's injected selector engine compiles on first use: not the table's work, so before measuring.
      await page.locator('[data-row-index="0"]').count();
      await page.waitForTimeout(500); // start-up's trailing work out of the way
      phases.render.push(
        await measure(page, async () => {
          await page.evaluate(
            ([event, rows]) => window.dispatchEvent(new CustomEvent(event, { detail: rows })),
            [ROWS_EVENT, 1000] as const,
          );
          await page.locator('[data-row-index="10"]').waitFor();
        }),
      );
      // Resolved once outside the measurement: a role query walks the DOM on the page's main thread.
      const sortButton = await page
        .getByRole('columnheader', { name: /Amount/ })
        .getByRole('button')
        .elementHandle();
      if (!sortButton) throw new Error('no sort button on the Amount column');
      for (const [phase, order] of [
        ['sortAsc', 'ascending'],
        ['sortDesc', 'descending'],
      ] as const) {
        phases[phase].push(
          await measure(page, async () => {
            await sortButton.click();
            await page.waitForSelector(`th[aria-sort="${order}"]`);
          }),
        );
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  console.log(`DataTable, 1,000 rows (${storyId}), headless Chromium, ${runs} runs, long tasks (> 50 ms):`);
  const names = { render: '1,000 rows render', sortAsc: 'sort click (asc)', sortDesc: 'sort click (desc)' };
  for (const [phase, list] of Object.entries(phases) as [keyof typeof phases, Figures[]][]) {
    const max = list.map((f) => f.maxMs);
    const ms = (value: number) => (value === 0 ? 'none over 50 ms' : `${value} ms`);
    console.log(
      `  ${names[phase].padEnd(18)} longest task (wall): median ${ms(median(max))}, max ${ms(Math.max(...max))}` +
        ` | (CPU): median ${median(list.map((f) => f.cpuMaxMs))} ms, max ${Math.max(...list.map((f) => f.cpuMaxMs))} ms` +
        ` | long tasks per run: ${list.map((f) => f.count).join(',')}` +
        ` | wall to next frame: median ${median(list.map((f) => f.wallMs))} ms`,
    );
  }
  const all = Object.values(phases).flat();
  console.log(
    `  worst task in render or sort: ${Math.max(...all.map((f) => f.maxMs))} ms wall, ` +
      `${Math.max(...all.map((f) => f.cpuMaxMs))} ms CPU (issue #5 bar: none over 100 ms)`,
  );
}

await main();
