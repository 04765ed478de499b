import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CountBadge } from './count-badge.tsx';
import { TopNav } from './top-nav.tsx';

const tenants = [
  { id: 't1', name: '华夏智造集团有限公司' },
  { id: 't2', name: '东方精密制造（苏州）有限公司' },
];

const meta = {
  title: 'Shared/UI/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: {
    site: 'buyer',
    user: { name: '李采购', tenantName: tenants[0]?.name, roleNames: ['采购员'] },
    locale: 'zh-CN',
    onLocaleChange: fn(),
    onLogout: fn(),
    onOpenSettings: fn(),
    tenants: { tenants, currentId: 't1', onSwitch: fn() },
    links: {
      enterpriseManagement: { onOpen: fn() },
      downloads: { onOpen: fn() },
      cart: { onOpen: fn(), count: 12 },
      messages: { onOpen: fn(), count: 250 },
    },
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  name: 'Tenant switcher and badges (中文)',
  globals: { locale: 'zh-CN' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('count-badge-messages')).toHaveTextContent('100+');
    await userEvent.click(canvas.getByRole('button', { name: /切换租户/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /东方精密/ }));
    await expect(args.tenants?.onSwitch).toHaveBeenCalledWith('t2');
  },
};

export const English: Story = {
  name: 'Tenant switcher and badges (English)',
  args: { locale: 'en-US' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shopping cart' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Asset management' })).toBeNull();
  },
};

export const OneTenantNoTargets: Story = {
  name: 'One tenant, no optional targets (English)',
  args: { tenants: { tenants: tenants.slice(0, 1), currentId: 't1' }, links: {}, onOpenSettings: undefined },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Switch tenant/ })).toBeNull();
    await expect(canvas.getByText(/华夏智造/)).toBeVisible();
  },
};

export const Badges: StoryObj = {
  name: 'CountBadge caps',
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 24 }}>
      <CountBadge kind="cart" count={100} />
      <CountBadge kind="cart" count={101} />
      <CountBadge kind="messages" count={7} />
      <CountBadge kind="approval" count={99} />
      <CountBadge kind="approval" count={120} />
      <CountBadge kind="cart" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('count-badge-cart').map((b) => b.textContent)).toEqual([
      '100',
      '100+',
    ]);
    await expect(canvas.getAllByTestId('count-badge-approval').map((b) => b.textContent)).toEqual([
      '99',
      '99+',
    ]);
  },
};
