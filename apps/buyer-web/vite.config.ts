import { defineConfig } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time config shared by the three apps
import { webAppConfig } from '../../tools/vite/web-app-config.ts';

export default defineConfig(webAppConfig('buyer', import.meta.dirname));
