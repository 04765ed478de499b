import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressFormDialog } from './address-form-dialog.tsx';
import { toAddressFormValues } from './address-model.ts';
import { defaultAddress, invoiceAddress, longChineseAddress } from './testing/address-fixtures.ts';
import { FormHarness, type FormHarnessProps } from './testing/form-harness.tsx';
import { serverFieldErrors } from './testing/server-errors.ts';

type Args = Omit<FormHarnessProps, 'children'> & {
  mode: 'add' | 'edit';
  saving?: boolean;
  onSubmit: () => void;
  onOpenChange: (open: boolean) => void;
};

const meta = {
  title: 'Address/UI/AddressFormDialog',
  args: { mode: 'add', onSubmit: fn(), onOpenChange: fn() },
  render: ({ mode, saving, onSubmit, onOpenChange, ...harness }) => (
    <FormHarness {...harness}>
      {(form) => (
        <AddressFormDialog
          open
          mode={mode}
          saving={saving}
          form={form}
          onSubmit={onSubmit}
          onOpenChange={onOpenChange}
        />
      )}
    </FormHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = { name: 'Add (English)', globals: { locale: 'en-US' } };
export const AddZhCN: Story = { name: 'Add (中文)', globals: { locale: 'zh-CN' } };
export const Edit: Story = { args: { mode: 'edit', values: toAddressFormValues(defaultAddress) } };
export const EditLongChineseText: Story = {
  args: { mode: 'edit', values: toAddressFormValues(longChineseAddress) },
  globals: { locale: 'zh-CN' },
};
/** The save request is running: fields and buttons are locked, the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { mode: 'edit', values: toAddressFormValues(invoiceAddress), saving: true },
};
export const ServerFieldErrorsZhCN: Story = {
  args: {
    mode: 'add',
    values: toAddressFormValues(invoiceAddress),
    serverErrors: serverFieldErrors('zh-CN'),
  },
  globals: { locale: 'zh-CN' },
};
