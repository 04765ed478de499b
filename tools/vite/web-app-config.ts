import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption, ProxyOptions, UserConfig } from 'vite';
import { GATEWAYS } from '@procure/shared-codes';
import { loginSkeleton } from './login-skeleton.ts';

// Nx loads Vite configs from the workspace root, so Lingui must be told where its config is (STACK trap 3).
const workspaceRoot = resolve(import.meta.dirname, '../..');
const linguiConfigPath = resolve(workspaceRoot, 'lingui.config.ts');

/** Gateway prefixes of ARCHITECTURE.md §3 (one list, shared with the API), plus the health check. */
export const GATEWAY_PREFIXES = [...GATEWAYS.map((g) => g.prefix), '/health'] as const;

export const WEB_APP_PORTS = { buyer: 4200, supplier: 4300, ops: 4400 } as const;
/** Height of each app's sign-in card, for the static login skeleton of index.html. */
const LOGIN_CARD_HEIGHT = { buyer: 529, supplier: 529, ops: 427 } as const;
export type WebAppName = keyof typeof WEB_APP_PORTS;

/** React + the Lingui macro transform: shared by the apps, Storybook and the web libraries' vitest configs. */
export function webPlugins(): PluginOption[] {
  return [
    react(),
    lingui({ configPath: linguiConfigPath }),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
  ];
}

/** Whole path segments only: `^/bid(/|$)` proxies `/bid/x` but leaves the page `/bidApproveList` alone. */
export function gatewayProxy(target: string): Record<string, ProxyOptions> {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries(
    GATEWAY_PREFIXES.map((prefix) => [`^${escape(prefix)}(/|$|\\?)`, { target, changeOrigin: true }]),
  );
}

/** The whole Vite config of one web app; each app's vite.config.ts is a one-line call. */
export function webAppConfig(app: WebAppName, appDir: string): UserConfig {
  const port = WEB_APP_PORTS[app];
  const proxy = gatewayProxy(process.env['API_URL'] ?? 'http://127.0.0.1:3000');
  return {
    root: appDir,
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', `${app}-web`),
    plugins: [...webPlugins(), loginSkeleton(app, LOGIN_CARD_HEIGHT[app])],
    server: { port, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      outDir: resolve(appDir, 'dist'),
      emptyOutDir: true,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // Our libraries have no import side effects: an unused export (e.g. the server-side
        // translator of @procure/shared-i18n with its static catalogs) must not reach the bundle.
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]libs[\\/][^\\/]+[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false }],
        },
        // React changes far less often than the app: its own chunk stays cached across deployments.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
  };
}
