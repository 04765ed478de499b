import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RegionCascader, type RegionCascaderProps } from './region-cascader.tsx';

// Controlled in the story, so picking a region updates the value as it does in the form.
function Controlled(props: RegionCascaderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RegionCascader
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Address/UI/RegionCascader',
  component: RegionCascader,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof RegionCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (English)', globals: { locale: 'en-US' } };
export const EmptyZhCN: Story = { name: 'Empty (中文)', globals: { locale: 'zh-CN' } };
/** Shanghai / 市辖区 / 浦东新区 resolved from the area code alone. */
export const Preselected: Story = { args: { value: '310115' } };
/** The longest names of the data set. */
export const LongNames: Story = { args: { value: '654226' }, globals: { locale: 'zh-CN' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { value: '110105', disabled: true } };
