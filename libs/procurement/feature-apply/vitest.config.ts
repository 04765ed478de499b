import { defineConfig } from 'vitest/config';

// Logic only (no rendering): Chakra is slow to import in jsdom (STACK trap 7); the pages are looked at
// in screenshots and the browser journey.
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
