import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time config shared by every web project, not runtime code
import { webPlugins } from '../../../../tools/vite/web-app-config.ts';

// One Storybook for the whole workspace: the shared ui and every domain ui library.
const config: StorybookConfig = {
  stories: ['../../../*/ui/src/**/*.stories.tsx', '../../../shared/ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: webPlugins() }),
};

export default config;
