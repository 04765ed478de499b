/** Demo rows for the DataTable stories: purchase orders with realistic Chinese text. */
export type DemoOrder = {
  id: string;
  number: string;
  title: string;
  supplier: string;
  amount: string;
  status: 1 | 2 | 3 | 4;
  createdAt: string;
};

const titles = [
  '办公用品采购',
  '服务器与网络设备年度框架采购（含三年原厂维保及现场实施服务）',
  '实验室试剂',
  '员工工装',
  '会议室音视频系统改造',
];
const suppliers = [
  '杭州云帆科技有限公司',
  '上海申通办公用品贸易有限公司',
  '北京华北精密仪器股份有限公司',
  '深圳前海数智供应链管理有限公司',
];

export function demoOrders(count: number): DemoOrder[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `order-${i + 1}`,
    number: `PO2026${String(i + 1).padStart(6, '0')}`,
    title: titles[i % titles.length] ?? '',
    supplier: suppliers[i % suppliers.length] ?? '',
    amount: `${((i * 7919) % 1_000_000) + 12}.${String(i % 100).padStart(2, '0')}`,
    status: ((i % 4) + 1) as DemoOrder['status'],
    createdAt: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
}

/** What a server would do with a sort: the stories sort in memory to stand in for it. */
export function sortOrders(rows: DemoOrder[], sort: { id: string; desc: boolean } | null): DemoOrder[] {
  if (!sort) return rows;
  const key = sort.id as keyof DemoOrder;
  const sign = sort.desc ? -1 : 1;
  const value = (row: DemoOrder) => (key === 'amount' ? Number(row.amount) : String(row[key]));
  return [...rows].sort((a, b) => (value(a) > value(b) ? sign : value(a) < value(b) ? -sign : 0));
}
