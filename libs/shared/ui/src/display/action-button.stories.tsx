import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActionButton } from './action-button.tsx';

function Counter({ serverMs = 200, disabled = false }: { serverMs?: number; disabled?: boolean }) {
  const { t } = useLingui();
  const [calls, setCalls] = useState(0);
  return (
    <Stack gap="2" align="flex-start">
      <ActionButton
        colorPalette="brand"
        disabled={disabled}
        onAction={() => {
          setCalls((c) => c + 1);
          return new Promise((resolve) => setTimeout(resolve, serverMs));
        }}
      >
        {t`Submit for approval`}
      </ActionButton>
      <Text data-testid="calls">{calls}</Text>
    </Stack>
  );
}

const meta = { title: 'Shared/UI/ActionButton', component: Counter } satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DoubleClickGuard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(canvas.getByTestId('calls')).toHaveTextContent('1');
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  },
};
export const English: Story = { globals: { locale: 'en-US' } };
export const Disabled: Story = { args: { disabled: true } };
