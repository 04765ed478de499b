import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './language-switch.tsx';

const meta = {
  title: 'Shared/UI/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'zh-CN', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnLight: Story = {};
export const OnDarkBar: Story = {
  args: { tone: 'onDark', value: 'en-US' },
  render: (args) => (
    <Box bg="brand.800" p="3" display="inline-block" rounded="md">
      <LanguageSwitch {...args} />
    </Box>
  ),
};
