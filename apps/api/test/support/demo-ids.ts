// The demo seed's fixed ids (tools/seed/demo-ids.ts; module boundaries keep tests from importing it).
export const demoId = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const DEMO = {
  tenants: { huaxia: demoId(1001), dongfang: demoId(1002) },
  vendors: { shanghaiPrecision: demoId(2001), suzhouSteel: demoId(2002) },
  tenantVendors: { shanghaiHuaxia: demoId(2101), shanghaiDongfang: demoId(2102), suzhouHuaxia: demoId(2103) },
  users: {
    admin: demoId(3001),
    purchaser: demoId(3002),
    approver: demoId(3003),
    finance: demoId(3004),
    supplier: demoId(3005),
    ops: demoId(3006),
    supplier2: demoId(3007),
    viewer: demoId(3008),
  },
  roles: { huaxiaAdmin: demoId(4001), dongfangPurchaser: demoId(4011) },
  legalEntities: { huaxiaShanghai: demoId(5001), huaxiaSuzhou: demoId(5002), dongfangBeijing: demoId(5011) },
  addresses: { purchaserOffice: demoId(8001), purchaserWarehouse: demoId(8002) },
} as const;
