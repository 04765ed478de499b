// The journeys' `test`: Playwright's, plus an accessibility check of every page a journey visits.
// Every spec imports `test` and `expect` from here (lint forbids '@playwright/test' in specs), so a new
// screen reached by any journey is checked by axe (serious and critical WCAG 2.1 AA violations) in the
// language the journey runs it in, without the journey asking.
//
// How: each page of the test (the default one and those of contexts the test opens itself) reports its
// main-frame navigations, client-side route changes included. After a navigation, once the page is
// settled (no DOM change for a moment, no running animation — a fading dialog would fail contrast),
// axe runs in the background; each route shape (ids replaced) is checked once per language in a run,
// later visits are skipped. A navigation that interrupts a check just drops it: the next page gets its own. When the
// test ends, the pending checks are awaited and any violation fails the test with a readable list.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Page };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const QUIET_MS = 400;
const SETTLE_TIMEOUT_MS = 5_000;
const CHECK_TIMEOUT_MS = 20_000;

type Finding = { route: string; lang: string; rule: string; impact: string; help: string; targets: string[] };

/** `/procurement/order/detail/3f2c…` and `/procurement/order/detail/6a1b…` are one route. */
export function routeShape(url: string): string {
  // The host is part of the route: the buyer's `/` and the supplier's `/` are different pages.
  const { host, pathname } = new URL(url);
  return (
    host +
    pathname
      .split('/')
      .map((part) => (/^[0-9a-f]{8}-[0-9a-f]{4}-|^\d+$|^[A-Z]{1,4}\d{6,}/i.test(part) ? ':id' : part))
      .join('/')
  );
}

/** Waits until the DOM has not changed for QUIET_MS and no animation runs (or gives up after a while). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    (quietMs) => {
      const w = window as unknown as { __a11yLastMutation?: number; __a11yObserver?: MutationObserver };
      if (!w.__a11yObserver) {
        w.__a11yLastMutation = performance.now();
        w.__a11yObserver = new MutationObserver(() => (w.__a11yLastMutation = performance.now()));
        w.__a11yObserver.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        return false;
      }
      const animating = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return (
        document.readyState === 'complete' &&
        !animating &&
        performance.now() - (w.__a11yLastMutation ?? 0) > quietMs
      );
    },
    QUIET_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
}

/** Resolves to undefined when `promise` has not settled within `ms` (a check never holds a journey up). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const timer = new AbortController();
  const timeout = new Promise<undefined>((resolve) => {
    const id = setTimeout(resolve, ms);
    timer.signal.addEventListener('abort', () => clearTimeout(id));
  });
  return Promise.race([promise, timeout]).finally(() => timer.abort());
}

// A route is checked once per language in a run (per worker): journeys pass the sign-in page many times.
const checked = new Set<string>();

class PageChecker {
  private readonly pending: Promise<void>[] = [];
  readonly findings: Finding[] = [];

  watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
      this.pending.push(
        within(this.check(page, routeShape(frame.url())), CHECK_TIMEOUT_MS).then(() => undefined),
      );
    });
  }

  private async check(page: Page, route: string): Promise<void> {
    try {
      await settled(page);
      // The journey moved on before this page settled: the page it reached is checked on its own.
      if (page.isClosed() || routeShape(page.url()) !== route) return;
      const lang = await page.evaluate(() => document.documentElement.lang);
      const key = `${route} ${lang}`;
      if (checked.has(key)) return;
      checked.add(key);
      let results = await this.analyze(page);
      // The journey goes on while axe looks: a dialog it opens meanwhile is caught half-faded in and reads
      // as low contrast. A finding counts only if a second look, once the page settled again, still sees it.
      if (results.violations.some((v) => BLOCKING.has(v.impact ?? ''))) {
        await settled(page);
        if (page.isClosed() || routeShape(page.url()) !== route) return;
        const again = await this.analyze(page);
        const seen = new Set(
          again.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`)),
        );
        results = {
          ...results,
          violations: results.violations
            .map((v) => ({ ...v, nodes: v.nodes.filter((n) => seen.has(`${v.id} ${n.target.join(' ')}`)) }))
            .filter((v) => v.nodes.length > 0),
        };
      }
      for (const violation of results.violations) {
        if (!BLOCKING.has(violation.impact ?? '')) continue;
        this.findings.push({
          route,
          lang,
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          // The element's markup and axe's reason: a CSS class alone does not say which element failed.
          targets: violation.nodes.map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)}\n      ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
          ),
        });
      }
    } catch {
      // Closed page, destroyed context or a page that never settled: nothing checkable was on screen.
    }
  }

  private async analyze(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
    // A colour transition caught half-way (a button just enabled, a hover fading) reads as low contrast:
    // while axe looks, transitions jump to their end (keyframe animations are left alone, see settled()).
    const still = await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; }',
    });
    return new AxeBuilder({ page })
      .withTags(TAGS)
      .analyze()
      .finally(() => still.evaluate((element) => (element as Element).remove()).catch(() => undefined));
  }

  async done(): Promise<void> {
    await Promise.all(this.pending);
  }
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.route} [${f.lang}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

export const test = base.extend<{ accessibility: void }>({
  accessibility: [
    async ({ context, browser }, use) => {
      const checker = new PageChecker();
      const watchContext = (ctx: BrowserContext) => {
        ctx.pages().forEach((page) => checker.watch(page));
        ctx.on('page', (page) => checker.watch(page));
      };
      watchContext(context);
      // Journeys that sign in two parties open contexts of their own: watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const ctx = await newContext(...args);
        watchContext(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      await checker.done();
      expect(checker.findings, `accessibility violations:\n${describeFindings(checker.findings)}`).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});
