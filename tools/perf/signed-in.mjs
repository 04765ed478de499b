/**
 * Lighthouse on signed-in list pages (issue #13): the buyer's and the supplier's order lists.
 *
 * Starts the journeys' API on a fresh database with demo data (apps/e2e/scripts/start-api.ts, its fixed
 * image code, ports moved by E2E_PORT_OFFSET=90 so a running demo or journey is not disturbed), signs in
 * through the API, serves the app's build with `vite preview` pointing at that API, opens the app's
 * origin in Chromium, puts the session in sessionStorage (where the app keeps it), and runs Lighthouse
 * (mobile preset) in that tab with storage reset disabled, so the page loads signed in.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OFFSET = 90;
const API = `http://127.0.0.1:${3111 + OFFSET}`;
const CAPTCHA = '2468'; // apps/e2e/src/ports.ts E2E_CAPTCHA
const PASSWORD = 'Procure@2026';

export const SIGNED_IN_PAGES = [
  { app: 'buyer-web', port: 4292, site: 'buyer', user: 'purchaser', path: '/procurement/orderList' },
  { app: 'supplier-web', port: 4392, site: 'supplier', user: 'supplier', path: '/order/list' },
];

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function start(command, args, env = {}) {
  return spawn(command, args, {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env },
  });
}

function stop(child) {
  try {
    process.kill(-child.pid);
  } catch {
    /* already gone */
  }
}

async function signIn(site, username) {
  const verifyKey = crypto.randomUUID();
  await fetch(`${API}/api/v1/tenant/login/verifycode/100/50?key=${verifyKey}`);
  const res = await fetch(`${API}/api/v1/tenant/${site}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-key': site },
    body: JSON.stringify({ username, password: PASSWORD, verifyKey, verifyCode: CAPTCHA }),
  });
  const body = await res.json();
  if (!res.ok || !body?.data?.token)
    throw new Error(`sign-in ${username}: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, tenantId: body.data.loginTenantId ?? null };
}

/** Median Lighthouse figures of each signed-in page over `runs` runs. */
export async function signedInScores(runs) {
  const api = start('npx', ['tsx', 'apps/e2e/scripts/start-api.ts'], { E2E_PORT_OFFSET: String(OFFSET) });
  const results = [];
  try {
    await waitFor(`${API}/health`);
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const puppeteer = (await import('puppeteer-core')).default;
    for (const target of SIGNED_IN_PAGES) {
      const session = await signIn(target.site, target.user);
      const preview = start(
        'npx',
        [
          'vite',
          'preview',
          '--config',
          `apps/${target.app}/vite.config.ts`,
          '--port',
          String(target.port),
          '--strictPort',
        ],
        { API_URL: API },
      );
      const origin = `http://127.0.0.1:${target.port}`;
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        await waitFor(`${origin}/login`);
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${origin}/login`);
        await page.evaluate((s) => {
          sessionStorage.setItem('procure.token', s.token);
          if (s.tenantId) sessionStorage.setItem('procure.tenantId', s.tenantId);
        }, session);
        const scores = [];
        for (let i = 0; i < runs; i += 1) {
          const result = await lighthouse(
            `${origin}${target.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            },
            undefined,
            page,
          );
          const lhr = result.lhr;
          // LIGHTHOUSE_SAVE=<dir>: keep each report to see what the score is made of (diagnostics).
          if (process.env.LIGHTHOUSE_SAVE)
            writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${target.app}-${i}.json`, JSON.stringify(lhr));
          if (!lhr.finalDisplayedUrl.includes(target.path)) {
            throw new Error(`${target.app}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not signed in?`);
          }
          scores.push({
            score: lhr.categories.performance.score,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
          });
        }
        const median = (key) =>
          scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
        results.push({
          ...target,
          score: median('score'),
          fcp: median('fcp'),
          lcp: median('lcp'),
          tbt: median('tbt'),
          runs: scores.map((s) => s.score.toFixed(2)).join(' '),
        });
        await browser.disconnect();
      } finally {
        await chrome.kill();
        stop(preview);
      }
    }
  } finally {
    stop(api);
  }
  return results;
}
