import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  // Isolated files: the web half (src/web) activates Lingui's global instance.
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
