import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { showErrorToast, showSuccessToast } from './toaster.tsx';

const meta = { title: 'Shared/UI/Toaster' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Buttons() {
  const { t } = useLingui();
  return (
    <HStack>
      <Button
        colorPalette="red"
        variant="outline"
        onClick={() => showErrorToast(t`The default address cannot be deleted`, t`Error`)}
      >
        {t`Show an error`}
      </Button>
      <Button colorPalette="green" variant="outline" onClick={() => showSuccessToast(t`Address saved`)}>
        {t`Show a success`}
      </Button>
    </HStack>
  );
}

/** The red message of spec §8: 5 seconds, closable. The app's `<Toaster />` lives in UiProvider. */
export const Messages: Story = { render: () => <Buttons /> };
