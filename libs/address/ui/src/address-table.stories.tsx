import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressTable } from './address-table.tsx';
import { invoiceAddress, longChineseAddress, sampleAddresses } from './testing/address-fixtures.ts';

const meta = {
  title: 'Address/UI/AddressTable',
  component: AddressTable,
  args: { addresses: sampleAddresses, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
} satisfies Meta<typeof AddressTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first row is the default: its Delete is disabled and explains why in a tooltip. */
export const Default: Story = { name: 'Default (English)', globals: { locale: 'en-US' } };
export const DefaultZhCN: Story = { name: 'Default (中文)', globals: { locale: 'zh-CN' } };

export const NoRows: Story = { args: { addresses: [] }, globals: { locale: 'en-US' } };
export const NoRowsZhCN: Story = { args: { addresses: [] }, globals: { locale: 'zh-CN' } };

export const LongChineseText: Story = {
  args: { addresses: [longChineseAddress, ...sampleAddresses] },
  globals: { locale: 'zh-CN' },
};

/** A set-default request is running for the second row. */
export const RowPending: Story = { args: { pendingId: invoiceAddress.id } };
