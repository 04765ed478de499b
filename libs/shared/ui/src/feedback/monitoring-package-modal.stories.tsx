import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MonitoringPackageModal } from './monitoring-package-modal.tsx';

const meta = {
  title: 'Shared/UI/MonitoringPackageModal',
  component: MonitoringPackageModal,
  args: { open: true, onOpenChange: fn(), onContactService: fn(), closable: true },
} satisfies Meta<typeof MonitoringPackageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  name: 'Closable (中文)',
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '联系客服' }));
    await expect(args.onContactService).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  name: 'Closable (English)',
  globals: { locale: 'en-US' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const WithoutCloseButton: Story = {
  name: 'Without close button (English)',
  args: { closable: false },
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  },
};

export const WithoutCloseButtonZhCN: Story = {
  name: 'Without close button (中文)',
  args: { closable: false },
  globals: { locale: 'zh-CN' },
};

export const NoContactChannel: Story = {
  name: 'No contact channel (English)',
  args: { onContactService: undefined },
  globals: { locale: 'en-US' },
};
