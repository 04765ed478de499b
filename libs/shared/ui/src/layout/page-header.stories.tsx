import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { PageHeader } from './page-header.tsx';

const meta = { title: 'Shared/UI/PageHeader', component: PageHeader, args: { title: '' } } satisfies Meta<
  typeof PageHeader
>;
export default meta;
type Story = StoryObj<typeof meta>;

function WithAction({ long = false }: { long?: boolean }) {
  const { t } = useLingui();
  return (
    <PageHeader
      title={
        long
          ? t`Receiving and invoice mailing addresses of the purchasing department, East China region`
          : t`Address settings`
      }
      description={t`Addresses used for deliveries and for mailing invoices`}
      actions={
        <Button colorPalette="brand">
          <Plus size={14} /> {t`Add address`}
        </Button>
      }
    />
  );
}

export const Default: Story = { render: () => <WithAction /> };
export const LongTitle: Story = { render: () => <WithAction long /> };
