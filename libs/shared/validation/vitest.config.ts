import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions without global state: sharing one module graph per thread keeps the run near 2 s.
    pool: 'threads',
    isolate: false,
  },
});
