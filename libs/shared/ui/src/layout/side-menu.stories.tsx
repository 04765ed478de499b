import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SideMenu } from './side-menu.tsx';
import { useSampleMenu } from './use-sample-menu.stories-data.ts';

const meta = {
  title: 'Shared/UI/SideMenu',
  component: SideMenu,
  args: { items: [], currentPath: '/userSetting/address', onNavigate: fn() },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

function Framed(props: Omit<React.ComponentProps<typeof SideMenu>, 'items'>) {
  const items = useSampleMenu();
  return (
    <Box w="15rem" bg="bg.panel" borderWidth="1px" rounded="md" colorPalette="brand">
      <SideMenu items={items} {...props} />
    </Box>
  );
}

export const ActiveByPath: Story = {
  render: (args) => <Framed currentPath={args.currentPath} onNavigate={args.onNavigate} />,
  play: async ({ canvas, args }) => {
    const active = canvas.getAllByRole('link').find((a) => a.getAttribute('aria-current') === 'page');
    await expect(active).toHaveAttribute('href', '/userSetting/address');
    await userEvent.click(canvas.getByRole('link', { name: /99\+/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/procurement/pending');
  },
};

/** Route meta `activeMenu` highlights an entry although the path is a child page (e.g. a detail page). */
export const ActiveByRouteMeta: Story = {
  render: (args) => (
    <Framed
      currentPath="/procurement/orders/detail/42"
      activeCodes={['orders']}
      onNavigate={args.onNavigate}
    />
  ),
};
