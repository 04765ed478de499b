import { Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Shared/UI/FormField',
  component: FormField,
  args: { label: '', children: null },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Fields() {
  const { t } = useLingui();
  return (
    <Stack gap="4" maxW="sm">
      <FormField label={t`Contact name`} required helperText={t`As printed on the delivery note`}>
        <Input placeholder={t`e.g. Zhang Wei`} />
      </FormField>
      <FormField label={t`Mobile number`} required error={t`Enter an 11-digit mobile number`}>
        <Input defaultValue="1380013800" />
      </FormField>
      <FormField label={t`Remark`}>
        <Input />
      </FormField>
      <FormField label={t`Detailed address`} required disabled>
        <Input defaultValue="浦东新区张江高科技园区碧波路690号3号楼5层502室" />
      </FormField>
    </Stack>
  );
}

export const States: Story = {
  render: () => <Fields />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The required marker is visible and the error is announced on the invalid field.
    const invalid = canvas.getByDisplayValue('1380013800');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
  },
};
