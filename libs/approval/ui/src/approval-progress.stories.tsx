import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApprovalProgress, type ApprovalProgressView } from './approval-progress.tsx';

const progress: ApprovalProgressView = {
  nodes: [
    {
      key: 'dept',
      name: '部门负责人',
      state: 'done',
      approvers: [{ userId: 'u1', name: '王审批', state: 'approved' }],
    },
    {
      key: 'finance',
      name: '财务审核',
      state: 'open',
      approvers: [
        { userId: 'u2', name: '赵财务', state: 'pending' },
        { userId: 'u3', name: '钱会计', state: 'transferred' },
      ],
    },
    {
      key: 'ceo',
      name: '总经理',
      state: 'waiting',
      approvers: [{ userId: 'u4', name: '孙总', state: 'waiting' }],
    },
  ],
};

const meta = {
  title: 'Approval/UI/ApprovalProgress',
  component: ApprovalProgress,
  args: { progress },
} satisfies Meta<typeof ApprovalProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = { name: 'In progress (English)', globals: { locale: 'en-US' } };
export const InProgressZhCN: Story = { name: 'In progress (中文)', globals: { locale: 'zh-CN' } };
/** Not submitted yet: a line of text instead of the route. */
export const NotSubmitted: Story = { args: { progress: null } };
