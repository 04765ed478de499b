import { HStack, Stack, Text } from '@chakra-ui/react';
import { CODE_SETS, codeEntries } from '@procure/shared-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge.tsx';

function AllCodeSets() {
  return (
    <Stack gap="3">
      {CODE_SETS.map((set) => (
        <HStack key={set} gap="2" wrap="wrap" align="center">
          <Text as="span" fontSize="xs" color="fg.muted" w="32" flexShrink={0} fontFamily="mono">
            {set}
          </Text>
          {codeEntries(set).map((entry) => (
            <StatusBadge key={entry.code} set={set} value={entry.code} />
          ))}
        </HStack>
      ))}
    </Stack>
  );
}

const meta = { title: 'Shared/UI/StatusBadge', component: AllCodeSets } satisfies Meta<typeof AllCodeSets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryCodeSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Order 1 and return 1 share the label; both are there.
    await expect(canvas.getAllByText('待供应商确认')).toHaveLength(2);
  },
};
export const EveryCodeSetEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refused by supplier')).toBeInTheDocument();
  },
};

export const LegacyAliasAndUnknown: Story = {
  globals: { locale: 'en-US' },
  render: () => (
    <HStack gap="2">
      {/* 5 is the legacy "returned" of applications; 42 is unknown; budget 7 means "no budget". */}
      <StatusBadge set="application" value={5} />
      <StatusBadge set="order" value="42" />
      <StatusBadge set="budgetCheck" value={7} />
      <StatusBadge set="order" value={null} />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Returned')).toBeInTheDocument();
    await expect(canvas.getByText('42')).toBeInTheDocument();
    await expect(canvas.getByText('No budget')).toBeInTheDocument();
  },
};
