import { defineConfig, devices } from '@playwright/test';
import { e2ePorts, e2eUrls } from './src/ports.ts';

// Journeys run against built apps served by `vite preview` and an API on its own fresh database,
// on ports of their own so that a running demo (`npm start`) does not get in the way.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
const preview = (app: string, port: number) => ({
  command: `npx vite preview --config apps/${app}/vite.config.ts --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}/login`,
  cwd: '../..',
  env: { API_URL: e2eUrls.api },
  reuseExistingServer: !process.env['CI'],
  timeout: 60_000,
});

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx apps/e2e/scripts/start-api.ts',
      url: `${e2eUrls.api}/health`,
      cwd: '../..',
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    preview('buyer-web', e2ePorts.buyer),
    preview('supplier-web', e2ePorts.supplier),
    preview('ops-web', e2ePorts.ops),
  ],
});
