import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressForm } from './address-form.tsx';
import { toAddressFormValues } from './address-model.ts';
import {
  defaultAddress,
  invoiceAddress,
  longChineseAddress,
  shenzhenAddress,
} from './testing/address-fixtures.ts';
import { serverFieldErrors } from './testing/server-errors.ts';
import { FormHarness, type FormHarnessProps } from './testing/form-harness.tsx';

type Args = Omit<FormHarnessProps, 'children'> & { onSubmit: () => void; disabled?: boolean };

const meta = {
  title: 'Address/UI/AddressForm',
  args: { onSubmit: fn() },
  render: ({ onSubmit, disabled, ...harness }) => (
    <Box maxWidth="2xl">
      <FormHarness {...harness}>
        {(form) => <AddressForm form={form} onSubmit={onSubmit} disabled={disabled} />}
      </FormHarness>
    </Box>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (English)', globals: { locale: 'en-US' } };
export const EmptyZhCN: Story = { name: 'Empty (中文)', globals: { locale: 'zh-CN' } };
export const Edit: Story = { args: { values: toAddressFormValues(defaultAddress) } };
export const LongChineseText: Story = {
  args: { values: toAddressFormValues(longChineseAddress) },
  globals: { locale: 'zh-CN' },
};
/** The server refused the save: its translated field messages sit under the fields. */
export const ServerFieldErrors: Story = {
  args: { values: toAddressFormValues(invoiceAddress), serverErrors: serverFieldErrors('en-US') },
  globals: { locale: 'en-US' },
};
export const ServerFieldErrorsZhCN: Story = {
  args: { values: toAddressFormValues(invoiceAddress), serverErrors: serverFieldErrors('zh-CN') },
  globals: { locale: 'zh-CN' },
};
export const Disabled: Story = { args: { values: toAddressFormValues(shenzhenAddress), disabled: true } };
