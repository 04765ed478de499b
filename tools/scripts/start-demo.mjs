// `npm start`: builds the three web apps, starts the API on the embedded PGlite database with demo
// data (or on DATABASE_URL when set), serves the apps, and prints where to open them.
import { spawn, spawnSync } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
// WEB_PORT_OFFSET moves the three web ports (4200, 4300, 4400) for a second copy on one machine.
const webOffset = Number(process.env.WEB_PORT_OFFSET ?? 0);
const apps = [
  { name: 'buyer-web', port: 4200 + webOffset, title: 'Buyer portal' },
  { name: 'supplier-web', port: 4300 + webOffset, title: 'Supplier portal' },
  { name: 'ops-web', port: 4400 + webOffset, title: 'Operations console' },
];
const children = [];

function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${code}; stopping everything.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${apiUrl}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer on ${apiUrl}/health`);
}

console.log('Building the web apps (cached after the first time)…');
const build = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'build',
    '--projects',
    apps.map((a) => `@procure/${a.name}`).join(','),
    '--outputStyle=static',
  ],
  { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(
  `Starting the API on ${apiUrl} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite in .data/'})…`,
);
run('npx', ['tsx', 'apps/api/src/main.ts'], { SEED_DEMO: '1', PORT: apiPort, NODE_ENV: 'production' });
await waitForHealth(120_000);

for (const app of apps) {
  run(
    'npx',
    [
      'vite',
      'preview',
      '--config',
      `apps/${app.name}/vite.config.ts`,
      '--port',
      String(app.port),
      '--strictPort',
    ],
    {
      API_URL: apiUrl,
    },
  );
}
await new Promise((r) => setTimeout(r, 2500));

const width = 72;
const row = (text = '') => `│ ${text.padEnd(width - 2)} │`;
const rule = (left, right) => `${left}${'─'.repeat(width)}${right}`;
console.log(
  [
    '',
    rule('┌', '┐'),
    row('Procure Cloud is running with demo data (Ctrl+C stops it)'),
    rule('├', '┤'),
    ...apps.map((a) => row(`${a.title.padEnd(20)}http://localhost:${a.port}/login`)),
    row(`${'API'.padEnd(20)}${apiUrl}/health`),
    rule('├', '┤'),
    row('Password of every demo account: Procure@2026'),
    row('Buyer portal:       admin, purchaser (two tenants), approver, finance,'),
    row('                    viewer (no address book)'),
    row('Supplier portal:    supplier (serves two tenants), supplier2'),
    row('Operations console: ops (registrations, simulated SMS/e-mail outbox)'),
    row('Type the image code shown on the login page. SMS and e-mail go to the'),
    row('simulator: read the codes in the operations console, Simulated outbox.'),
    rule('└', '┘'),
  ].join('\n'),
);
