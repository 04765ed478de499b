/**
 * Long tasks of a 1,000-row DataTable in Chromium: render, then a click that sorts it.
 *
 *   npx nx build-storybook shared-ui && npx node tools/bench/data-table-long-tasks.ts [runs]
 *
 * Serves the built Storybook (dist/storybook), opens the ThousandRows story's iframe in headless
 * Debian Chromium, records PerformanceObserver 'longtask' entries (tasks over 50 ms) and prints the
 * figures per phase. Issue #5's bar: no long task over 100 ms. Prints only; asserts nothing.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const root = join(import.meta.dirname, '../../dist/storybook');
const storyId = 'shared-ui-datatable--thousand-rows';
const runs = Number(process.argv[2] ?? 3);
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Figures = { count: number; maxMs: number; totalMs: number };

// Installed before any page script runs, so the render's tasks are caught too.
const observe = () => {
  const w = window as unknown as { __longTasks: number[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function take(page: Page): Promise<Figures> {
  // Let trailing work (layout, effects) finish before reading.
  await page.waitForTimeout(800);
  const durations = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const taken = w.__longTasks;
    w.__longTasks = [];
    return taken;
  });
  return {
    count: durations.length,
    maxMs: Math.round(Math.max(0, ...durations)),
    totalMs: Math.round(durations.reduce((a, b) => a + b, 0)),
  };
}

async function main() {
  if (!existsSync(join(root, 'iframe.html')))
    throw new Error('Build Storybook first: npx nx build-storybook shared-ui');
  const server = await serve();
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const results: { run: number; load: Figures; render: Figures; sort: Figures }[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.addInitScript(observe);
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story&globals=locale:en-US`,
      );
      await page.getByRole('row').nth(20).waitFor();
      const load = await take(page);
      // The story again from scratch (unmount, mount) without Storybook's own start-up in the figures.
      await page.evaluate((id) => {
        const channel = (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, a: unknown) => void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('forceRemount', { storyId: id });
      }, storyId);
      await page.waitForTimeout(300);
      await page.getByRole('row').nth(20).waitFor();
      const render = await take(page);
      const header = page.getByRole('columnheader', { name: /Amount/ });
      await header.getByRole('button').click();
      await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]') !== null);
      const sort = await take(page);
      results.push({ run, load, render, sort });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`DataTable, 1,000 rows (${storyId}), headless Chromium, long tasks (> 50 ms):`);
  const line = (name: string, f: Figures) =>
    `${name} ${f.count} tasks, max ${f.maxMs} ms, total ${f.totalMs} ms`;
  for (const { run, load, render, sort } of results) {
    console.log(`  run ${run}: ${line('page load (Storybook start-up + first render)', load)}`);
    console.log(`         ${line('render (remount)', render)} | ${line('sort click', sort)}`);
  }
  const worst = Math.max(...results.flatMap((r) => [r.render.maxMs, r.sort.maxMs]));
  console.log(`  worst long task in render or sort: ${worst} ms (issue #5 bar: none over 100 ms)`);
}

await main();
