import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Shared/UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), title: '', confirmLabel: '' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({
  tone,
  loading,
  onConfirm,
}: {
  tone: 'danger' | 'primary';
  loading?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {tone === 'danger' ? t`Delete address` : t`Set as default`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone={tone}
        loading={loading}
        title={tone === 'danger' ? t`Delete this address?` : t`Use this address as the default?`}
        description={tone === 'danger' ? t`This cannot be undone.` : undefined}
        confirmLabel={tone === 'danger' ? t`Delete` : t`Confirm`}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Danger: Story = {
  render: (args) => <Example tone="danger" onConfirm={args.onConfirm} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Delete|删除)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
export const Primary: Story = { render: (args) => <Example tone="primary" onConfirm={args.onConfirm} /> };
export const Loading: Story = {
  render: (args) => <Example tone="danger" loading onConfirm={args.onConfirm} />,
};
