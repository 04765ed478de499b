import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * A static picture of the sign-in page, painted by index.html before any JavaScript has run
 * (issue #5: Lighthouse on /login, where the first paint and the largest text waited for the
 * entry, the UI chunks and the language catalog). Only /login shows it; the lazily loaded root
 * layout removes it in the same frame in which the real page first paints (see RootLayout), so
 * nothing moves: every element here has the size and place of its twin in LoginPage and
 * LoginBrandPanel. Change both together.
 */

type Site = 'buyer' | 'supplier' | 'ops';

/** The LoginPage copy per site (msgids of the web catalog; the Chinese comes from zh-CN.po). */
const COPY: Record<Site, { label: string; tagline: string; points: string[] }> = {
  buyer: {
    label: 'Buyer portal',
    tagline: 'Purchasing, approvals and spending in one place',
    points: [
      'Catalogue and non-catalogue purchasing',
      'Approvals with a full history',
      'Payables, invoices and budgets',
    ],
  },
  supplier: {
    label: 'Supplier portal',
    tagline: "Work with your customers' purchasing teams",
    points: ['Confirm and deliver orders', 'Reconcile and invoice', 'Keep your qualifications up to date'],
  },
  ops: {
    label: 'Operations console',
    tagline: 'Run the platform for buyers and suppliers',
    points: ['Approve tenant registrations', 'Manage buyers and suppliers', 'Watch the outbox and jobs'],
  },
};
const SHARED_IDS = [
  'Procure Cloud',
  'Sign in',
  'Use the account issued by your organisation',
  '© 2026 Procure Cloud. For authorised users only.',
];

/** SITE_ACCENTS (libs/shared/ui/src/layout/site.ts) resolved to Chakra's colour values. */
const ACCENT: Record<Site, { gradient: string; solid: string; tick: string }> = {
  buyer: { gradient: 'linear-gradient(135deg,#11264d,#224b96)', solid: '#224b96', tick: '#163163' },
  supplier: { gradient: 'linear-gradient(135deg,#032726,#0d9488)', solid: '#0d9488', tick: '#114240' },
  ops: { gradient: 'linear-gradient(135deg,#18181b,#4a1772)', solid: '#9333ea', tick: '#2f0553' },
};

const workspaceRoot = resolve(import.meta.dirname, '../..');
const zhCatalog = resolve(workspaceRoot, 'libs/shared/i18n/src/locales/web/zh-CN.po');

/** msgid → msgstr of the one-line entries of a .po file. */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const next = lines[i + 1] ?? '';
    if (line.startsWith('msgid "') && next.startsWith('msgstr "')) {
      entries.set(unquote(line.slice(6)), unquote(next.slice(7)));
    }
  });
  return entries;
}

const CSS = `
#boot-skeleton{position:fixed;inset:0;z-index:1;overflow:hidden;background:#fafafa;color:#09090b;font-size:14px;line-height:1.5;font-family:"Noto Sans SC",-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
:where(#boot-skeleton *){box-sizing:border-box;margin:0;padding:0}
.bs-grid{display:grid;grid-template-columns:1fr;min-height:100dvh}
.bs-brand{position:relative;overflow:hidden;display:flex;flex-direction:column;justify-content:space-between;gap:32px;padding:24px;color:#fff}
.bs-texture{position:absolute;inset:0;opacity:.08;background-image:linear-gradient(#fff 1px,transparent 1px),linear-gradient(90deg,#fff 1px,transparent 1px);background-size:32px 32px}
.bs-head{position:relative;display:flex;align-items:center;gap:12px}
.bs-head svg{display:block;flex-shrink:0}
.bs-name{font-size:20px;font-weight:700;line-height:1.375;letter-spacing:.025em}
.bs-label{font-size:14px;line-height:1.375;color:rgba(255,255,255,.8)}
.bs-pitch,.bs-foot{display:none;position:relative}
.bs-tagline{max-width:28rem;font-size:30px;line-height:1.25;font-weight:600}
.bs-points{list-style:none;display:flex;flex-direction:column;gap:12px;margin-top:32px}
.bs-points li{display:flex;align-items:center;gap:10px;font-size:16px;line-height:24px;color:rgba(255,255,255,.92)}
.bs-points svg{flex-shrink:0;margin-inline-end:8px}
.bs-foot{font-size:12px;line-height:18px;color:rgba(255,255,255,.64)}
.bs-main{display:flex;flex-direction:column;background:#fff;padding:24px 16px}
.bs-lang{height:32px}
.bs-center{flex:1;display:flex;align-items:center;justify-content:center;padding:32px 0}
.bs-card{width:100%;max-width:24rem;background:#fff;border-radius:6px;border-top:3px solid var(--bs-solid);box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3)}
.bs-card-head{display:flex;flex-direction:column;gap:4px;padding:24px 24px 0}
.bs-title{font-size:20px;line-height:30px;font-weight:600}
.bs-sub{font-size:14px;line-height:20px;color:#52525b}
.bs-bottom{height:18px}
@media (min-width:48em){.bs-main{padding:24px 40px}}
@media (min-width:64em){.bs-grid{grid-template-columns:minmax(0,1.1fr) minmax(0,1fr)}.bs-brand{padding:40px 48px}.bs-pitch,.bs-foot{display:block}}
`.trim();

const CHECK_ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/></svg>';

function logo(tick: string): string {
  return `<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="white" fill-opacity="0.16"/><path d="M10.5 22.5h11.2a4.8 4.8 0 0 0 .6-9.56A6.5 6.5 0 0 0 9.8 14.6a4 4 0 0 0 .7 7.9Z" fill="white"/><path d="m12.8 17.6 2.4 2.4 4.6-4.6" fill="none" stroke="${tick}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** The markup with `data-t` keys, and the two languages' texts for the inline script to fill in. */
export function loginSkeletonHtml(site: Site, cardHeight: number, zh: Map<string, string>): string {
  const copy = COPY[site];
  const ids = [...SHARED_IDS, copy.label, copy.tagline, ...copy.points];
  const texts = {
    'en-US': ids,
    'zh-CN': ids.map((id) => {
      const text = zh.get(id);
      if (!text) throw new Error(`login skeleton: no zh-CN text for "${id}" in ${zhCatalog}`);
      return text;
    }),
  };
  const slot = (id: string, cls: string, tag = 'div') =>
    `<${tag} class="${cls}" data-t="${ids.indexOf(id)}"></${tag}>`;
  const accent = ACCENT[site];
  const markup = `<div id="boot-skeleton" aria-hidden="true" hidden style="--bs-solid:${accent.solid}">
<div class="bs-grid"><div class="bs-brand" style="background:${accent.gradient}"><div class="bs-texture"></div>
<div class="bs-head">${logo(accent.tick)}<div>${slot('Procure Cloud', 'bs-name')}${slot(copy.label, 'bs-label')}</div></div>
<div class="bs-pitch">${slot(copy.tagline, 'bs-tagline', 'p')}<ul class="bs-points">${copy.points
    .map((p) => `<li>${CHECK_ICON}<span data-t="${ids.indexOf(p)}"></span></li>`)
    .join('')}</ul></div>
${slot('© 2026 Procure Cloud. For authorised users only.', 'bs-foot', 'p')}</div>
<div class="bs-main"><div class="bs-lang"></div><div class="bs-center"><div class="bs-card" style="height:${cardHeight}px"><div class="bs-card-head">${slot('Sign in', 'bs-title')}${slot('Use the account issued by your organisation', 'bs-sub')}</div></div></div><div class="bs-bottom"></div></div></div>
</div>`;
  // Runs while the page parses, before the module scripts: the language the app will pick
  // (detectLocale: the stored choice, else the browser's), then the texts, then show it.
  const script = `<script>(function(){if(location.pathname!=='/login')return;var s=document.getElementById('boot-skeleton'),T=${escapeScript(
    JSON.stringify(texts),
  )},l=null;try{l=localStorage.getItem('procure.locale')}catch(e){}if(l!=='zh-CN'&&l!=='en-US'){var b=(navigator.languages&&navigator.languages[0])||navigator.language||'';l=b.toLowerCase().indexOf('zh')===0?'zh-CN':'en-US'}document.documentElement.lang=l;var n=s.querySelectorAll('[data-t]');for(var i=0;i<n.length;i++)n[i].textContent=T[l][+n[i].getAttribute('data-t')];s.hidden=false})()</script>`;
  return `<style>${CSS}</style>\n${markup}\n${script}`;
}

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Injects the skeleton before `<div id="root">` of the app's index.html. `cardHeight` is the
 * height of the sign-in card of the app's LoginPage (ops has no "Forgot password?" footer).
 */
export function loginSkeleton(site: Site, cardHeight: number): Plugin {
  return {
    name: 'procure-login-skeleton',
    transformIndexHtml(html) {
      const marker = '<div id="root"></div>';
      if (!html.includes(marker)) throw new Error(`login skeleton: ${marker} is missing from index.html`);
      return html.replace(marker, `${loginSkeletonHtml(site, cardHeight, readPo(zhCatalog))}\n    ${marker}`);
    },
  };
}
