import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EntityPicker } from './entity-picker.tsx';
import type { EntityLoader, EntityOption } from './entity-picker.tsx';

const EMPLOYEES: EntityOption[] = [
  { id: 'e1', label: '张伟', description: '采购部 · zhang.wei@example.com' },
  { id: 'e2', label: '李娜', description: '财务部 · li.na@example.com' },
  { id: 'e3', label: '王芳', description: '行政部 · wang.fang@example.com' },
  { id: 'e4', label: 'Emily Chen', description: 'IT · emily.chen@example.com' },
  { id: 'e5', label: '欧阳明远（上海浦东新区张江高科技园区研发中心设备采购专员）', description: '研发中心' },
];

/** A deterministic fake server search: filters by the typed text after a short delay. */
const employeeLoader: EntityLoader = (search) =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve(EMPLOYEES.filter((e) => e.label.toLowerCase().includes(search.toLowerCase()))),
      50,
    ),
  );
const failingLoader: EntityLoader = () => Promise.reject(new Error('503'));

function Picker({ loader, disabled = false }: { loader: EntityLoader; disabled?: boolean }) {
  const { t } = useLingui();
  const [value, setValue] = useState<EntityOption | null>(null);
  return (
    <Stack gap="2" maxW="sm" minH="72">
      <EntityPicker
        label={t`Applicant`}
        value={value}
        onChange={setValue}
        loader={loader}
        debounceMs={50}
        disabled={disabled}
      />
      <Text fontSize="sm" data-testid="chosen">
        {value ? value.id : '—'}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Shared/UI/EntityPicker',
  component: Picker,
  args: { loader: employeeLoader },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, '李');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('e2');
    await expect(box).toHaveValue('李娜');
  },
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Applicant' }));
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(EMPLOYEES.length));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('e3');
  },
};

export const NoMatches: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(await canvas.findByText('No matches')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { loader: failingLoader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };
