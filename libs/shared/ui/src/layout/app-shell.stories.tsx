import { Card, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Site } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { AppShell } from './app-shell.tsx';
import { PageHeader } from './page-header.tsx';
import { useSampleMenu } from './use-sample-menu.stories-data.ts';

type ShellStoryArgs = { onLogout: () => void };

const meta: Meta<ShellStoryArgs> = {
  title: 'Shared/UI/AppShell',
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn() },
};
export default meta;
type Story = StoryObj<ShellStoryArgs>;

function Shell({
  site,
  onLogout,
  hideSideMenu = false,
}: {
  site: Site;
  onLogout: () => void;
  hideSideMenu?: boolean;
}) {
  const { t, i18n } = useLingui();
  const menu = useSampleMenu();
  const [path, setPath] = useState('/userSetting/address');
  return (
    <AppShell
      site={site}
      user={{
        name: '王建国',
        tenantName: t`Huadong Precision Manufacturing Co., Ltd.`,
        roleNames: [t`Purchaser`],
      }}
      locale={(i18n.locale === 'en-US' ? 'en-US' : 'zh-CN') satisfies Locale}
      onLocaleChange={() => undefined}
      onLogout={onLogout}
      menu={menu}
      currentPath={path}
      onNavigate={setPath}
      hideSideMenu={hideSideMenu}
    >
      <PageHeader title={t`Address settings`} />
      <Card.Root>
        <Card.Body>
          <Heading size="sm">{path}</Heading>
          <Text color="fg.muted">{t`Page content goes here.`}</Text>
        </Card.Body>
      </Card.Root>
    </AppShell>
  );
}

export const Buyer: Story = { render: (args) => <Shell site="buyer" onLogout={args.onLogout} /> };
export const Supplier: Story = { render: (args) => <Shell site="supplier" onLogout={args.onLogout} /> };
export const Ops: Story = { render: (args) => <Shell site="ops" onLogout={args.onLogout} /> };
export const NarrowScreen: Story = {
  render: (args) => <Shell site="buyer" onLogout={args.onLogout} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const WithoutSideMenu: Story = {
  render: (args) => <Shell site="buyer" onLogout={args.onLogout} hideSideMenu />,
};
