// Fixed ids make the seed idempotent (insert … on conflict do nothing) and let tests name demo rows.
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
/** A demo row's fixed id (the seed's other modules and fixtures number their rows with it). */
export { id as demoId };

export const DEMO_PASSWORD = 'Procure@2026';

export const DEMO_IDS = {
  tenants: { huaxia: id(1001), dongfang: id(1002) },
  vendors: { shanghaiPrecision: id(2001), suzhouSteel: id(2002) },
  /** Which supplier company serves which buyer tenant (tenant_vendors). */
  tenantVendors: { shanghaiHuaxia: id(2101), shanghaiDongfang: id(2102), suzhouHuaxia: id(2103) },
  users: {
    admin: id(3001),
    purchaser: id(3002),
    approver: id(3003),
    finance: id(3004),
    supplier: id(3005),
    ops: id(3006),
    supplier2: id(3007),
    viewer: id(3008),
  },
  roles: {
    huaxiaAdmin: id(4001),
    huaxiaPurchaser: id(4002),
    huaxiaApprover: id(4003),
    huaxiaFinance: id(4004),
    huaxiaSupplier: id(4005),
    huaxiaViewer: id(4006),
    dongfangSupplier: id(4012),
    dongfangPurchaser: id(4011),
  },
  legalEntities: { huaxiaShanghai: id(5001), huaxiaSuzhou: id(5002), dongfangBeijing: id(5011) },
  departments: {
    huaxiaProcurement: id(6001),
    huaxiaFinance: id(6002),
    huaxiaProduction: id(6003),
    dongfangProcurement: id(6011),
  },
  costCentres: {
    huaxiaProcurement: id(7001),
    huaxiaFinance: id(7002),
    huaxiaProduction: id(7003),
    dongfangProcurement: id(7011),
  },
  addresses: { purchaserOffice: id(8001), purchaserWarehouse: id(8002) },
  menuBase: 9000,
} as const;

export function menuId(n: number): string {
  return id(DEMO_IDS.menuBase + n);
}
