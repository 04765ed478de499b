import { resolve } from 'node:path';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Lingui macro needs its babel transform in tests too (STACK trap 3); configPath because
// vitest may be started from the workspace root.
const configPath = resolve(import.meta.dirname, '../../../lingui.config.ts');

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] })],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Chakra is slow to import in jsdom on 2 shared cores (STACK trap 7).
    testTimeout: 20_000,
  },
});
