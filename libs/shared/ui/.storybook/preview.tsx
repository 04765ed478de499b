import type { Decorator, Preview } from '@storybook/react-vite';
import { activateWebLocale } from '@procure/shared-i18n';
import type { Locale } from '@procure/shared-i18n';
import { UiProvider } from '../src/ui-provider.tsx';

const toLocale = (value: unknown): Locale => (value === 'en-US' ? 'en-US' : 'zh-CN');

// Every story renders inside the app's providers, in the language picked in the toolbar.
const withProviders: Decorator = (Story, context) => (
  <UiProvider key={toLocale(context.globals['locale'])}>
    <Story />
  </UiProvider>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  // Loaders run before every render, including after a toolbar change: the catalogs are in place first.
  loaders: [
    async ({ globals }) => {
      await activateWebLocale(toLocale(globals['locale']));
      return {};
    },
  ],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
