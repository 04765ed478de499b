import { defineConfig } from 'vitest/config';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time config shared by every web project, not runtime code
import { webPlugins } from '../../../tools/vite/web-app-config.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: webPlugins(),
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', passWithNoTests: true },
});
