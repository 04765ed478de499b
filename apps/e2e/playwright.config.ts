import { statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STACKS, stackPorts, stackUrls } from './src/ports.ts';

// Journeys run against built apps served by `vite preview` and an API on its own fresh database,
// on ports of their own so that a running demo (`npm start`) does not get in the way. Each worker has
// a stack of these to itself (src/ports.ts): spec files run side by side without sharing any data.
/** Bytes free in /dev/shm (0 when there is none). */
function sharedMemoryBytes(): number {
  try {
    const stats = statfsSync('/dev/shm');
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright moves Chromium's shared memory to files in /tmp, for containers whose /dev/shm is tiny. On
  // these machines /dev/shm is large, and the files cost the journeys about a third of their CPU in the
  // kernel. With this and the trace without screencast (below), three journeys took 87 s instead of 144-149 s.
  ...(sharedMemoryBytes() >= 1024 ** 3 ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
const preview = (app: string, port: number, apiUrl: string) => ({
  command: `npx vite preview --config apps/${app}/vite.config.ts --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}/login`,
  cwd: '../..',
  env: { API_URL: apiUrl },
  reuseExistingServer: !process.env['CI'],
  timeout: 60_000,
});

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: E2E_STACKS,
  retries: 0,
  forbidOnly: true,
  // A journey also waits for axe on each new page it reaches (apps/e2e/src/test.ts).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../tmp/e2e-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    // The trace of a failed journey keeps its DOM snapshots but no screencast: encoding every frame of
    // every journey (the trace is recorded before it is known whether it will be kept) was CPU that the
    // journeys themselves were waiting for.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_STACKS }, (_, stack) => {
    const ports = stackPorts(stack);
    const urls = stackUrls(stack);
    return [
      {
        command: 'npx tsx apps/e2e/scripts/start-api.ts',
        url: `${urls.api}/health`,
        cwd: '../..',
        env: { E2E_STACK: String(stack) },
        reuseExistingServer: !process.env['CI'],
        // The stacks' APIs migrate and seed their databases at the same time.
        timeout: 240_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      },
      preview('buyer-web', ports.buyer, urls.api),
      preview('supplier-web', ports.supplier, urls.api),
      preview('ops-web', ports.ops, urls.api),
    ];
  }).flat(),
});
