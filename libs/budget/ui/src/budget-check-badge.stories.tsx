import type { Meta, StoryObj } from '@storybook/react-vite';
import { BudgetCheckBadge } from './budget-check-badge.tsx';

const meta = {
  title: 'Budget/UI/BudgetCheckBadge',
  component: BudgetCheckBadge,
  args: { check: { status: 1, available: '125000.00' } },
} satisfies Meta<typeof BudgetCheckBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinBudget: Story = { name: 'Within budget (English)', globals: { locale: 'en-US' } };
export const WithinBudgetZhCN: Story = { name: 'Within budget (中文)', globals: { locale: 'zh-CN' } };
export const OverBudget: Story = { args: { check: { status: 2, available: '-3200.50' } } };
export const NoBudget: Story = { args: { check: { status: 0, available: null } } };
/** Not checked yet: a dash. */
export const NotChecked: Story = { args: { check: null } };
