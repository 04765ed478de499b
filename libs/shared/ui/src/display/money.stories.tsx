import { Stack, Table } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './money.tsx';

const CASES: { value: string | null; currency?: string }[] = [
  { value: '1234567.8' },
  { value: '0' },
  { value: '-980.456' },
  { value: '99999999.99' },
  { value: '1234.5', currency: 'USD' },
  { value: '1234.5', currency: 'EUR' },
  { value: '1234.5', currency: 'JPY' },
  { value: null },
];

function Amounts() {
  return (
    <Stack maxW="md">
      <Table.Root size="sm">
        <Table.Body>
          {CASES.map((c, i) => (
            <Table.Row key={i}>
              <Table.Cell fontFamily="mono">
                {String(c.value)} {c.currency ?? 'CNY'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={c.value} currency={c.currency} data-testid={`money-${i}`} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

const meta = { title: 'Shared/UI/Money', component: Amounts } satisfies Meta<typeof Amounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('money-0')).toHaveTextContent('¥1,234,567.80');
    await expect(canvas.getByTestId('money-2')).toHaveTextContent('-¥980.46');
  },
};
export const FormatsEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('money-4')).toHaveTextContent('$1,234.50');
  },
};
