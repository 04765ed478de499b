import { defineConfig } from 'vitest/config';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time config shared by every web project, not runtime code
import { webPlugins } from '../../../tools/vite/web-app-config.ts';

export default defineConfig({
  root: import.meta.dirname,
  // React + the Lingui macro transform (STACK trap 3), as in the apps.
  plugins: webPlugins(),
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Chakra is slow to import in jsdom on 2 shared cores (STACK trap 7).
    testTimeout: 20_000,
  },
});
