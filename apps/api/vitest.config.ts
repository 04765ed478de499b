import { defineConfig } from 'vitest/config';

// Integration tests run on a real PostgreSQL (TEST_DATABASE_URL): the global setup migrates and seeds
// one template database, each test file clones it (CREATE DATABASE … TEMPLATE) and drops it after.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's module cache (each still has its own database and app): imports of
    // fastify, drizzle, argon2, resvg… dominated the run when every file re-imported them.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
