import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state.tsx';

const meta = { title: 'Shared/UI/EmptyState', component: EmptyState, args: { title: '' } } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({ withAction }: { withAction: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`No addresses yet`}
      description={t`Add a receiving address so suppliers know where to deliver.`}
      action={withAction ? <Button colorPalette="brand">{t`Add address`}</Button> : undefined}
    />
  );
}

export const WithAction: Story = { render: () => <Example withAction /> };
export const TitleOnly: Story = { render: () => <Example withAction={false} /> };
