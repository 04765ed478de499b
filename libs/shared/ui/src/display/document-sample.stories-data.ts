import { CODES } from '@procure/shared-codes';
import type { HistoryEntry } from './history-timeline.tsx';
import type { LineItem } from './line-items-table.tsx';

// Sample data shared by the detail and print stories.
export const SAMPLE_LINES: LineItem[] = [
  {
    id: 'l1',
    name: '联想 ThinkPad X1 Carbon 笔记本电脑',
    code: 'SKU-100231',
    spec: 'i7 / 32GB / 1TB',
    unit: '台',
    quantity: '3',
    unitPrice: '12999.00',
  },
  {
    id: 'l2',
    name: '得力 A4 复印纸 70g',
    code: 'SKU-200017',
    spec: '500张/包 × 8包/箱',
    unit: '箱',
    quantity: '12.5',
    unitPrice: '168.80',
  },
  {
    id: 'l3',
    name: '上海浦东新区张江高科技园区研发中心会议室视听设备安装调试及三年维保服务',
    unit: '项',
    quantity: '1',
    unitPrice: '45600.456',
  },
];

export const SAMPLE_HISTORY: HistoryEntry[] = [
  {
    id: 'h4',
    actor: '李娜',
    onBehalfOf: '王芳',
    action: CODES.historyAction.approve.code,
    comment: '同意，请尽快下单。',
    at: '2026-03-16T02:15:00Z',
  },
  {
    id: 'h3',
    actor: '王芳',
    action: CODES.historyAction.reject.code,
    comment: '笔记本配置过高，请按标准配置调整后重新提交；会议室设备需补充三家比价单。',
    at: '2026-03-15T09:40:00Z',
  },
  { id: 'h2', actor: '张伟', action: CODES.historyAction.submit.code, at: '2026-03-15T01:05:00Z' },
  { id: 'h1', actor: '张伟', action: CODES.historyAction.create.code, at: '2026-03-14T08:30:00Z' },
];
