import type { TestApp } from '../support/test-app.ts';
import { DEMO, demoId } from '../support/demo-ids.ts';
import type { Fixture, ObjectKind } from './types.ts';
import { PURCHASING_MATRICES } from './domains/index.ts';

const T = DEMO.tenants;
const U = DEMO.users;
const V = DEMO.vendors;
const TV = DEMO.tenantVendors;

// Extra rows the seed lacks, so that every principal has a foreign object of every kind:
// an address of the purchaser in its OTHER tenant, and one of the second supplier's user.
const PURCHASER_DONGFANG_ADDRESS = demoId(990001);
const SUPPLIER2_ADDRESS = demoId(990002);

async function insertAddress(t: TestApp, id: string, tenantId: string, userId: string): Promise<void> {
  await t.sql(
    `insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name,
       city_name, area_name, address, address_type, is_default)
     values ($1, $2, $3, '矩阵测试', '13800000099', 'matrix@example.com', '110105', '北京市', '市辖区', '朝阳区',
       '矩阵路 1 号', 1, false)
     on conflict do nothing`,
    [id, tenantId, userId],
  );
}

const HUAXIA_FILE = demoId(990011);
const DONGFANG_FILE = demoId(990012);

async function insertFile(t: TestApp, id: string, tenantId: string, uploadedBy: string): Promise<void> {
  await t.sql(
    `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
     values ($1, $2, 4, 'matrix.png', 'image/png', 4, 'matrix', '\\x89504e47'::bytea, $3)
     on conflict do nothing`,
    [id, tenantId, uploadedBy],
  );
}

// An employee of Dongfang only (the seed's Dongfang members also belong to Huaxia), and a work proxy
// in each tenant: the approver's (Huaxia) and the purchaser's (Dongfang, to that employee).
const DONGFANG_EMPLOYEE = demoId(990021);
const HUAXIA_PROXY = demoId(990031);
const DONGFANG_PROXY = demoId(990032);

async function insertDongfangEmployee(t: TestApp): Promise<void> {
  await t.sql(
    `insert into users (id, username, password_hash, emp_name, mobile, site)
     values ($1, 'matrix_dongfang', 'not-a-hash', '矩阵员工', '13800000990', 'buyer') on conflict do nothing`,
    [DONGFANG_EMPLOYEE],
  );
  await t.sql(`insert into tenant_members (tenant_id, user_id) values ($1, $2) on conflict do nothing`, [
    T.dongfang,
    DONGFANG_EMPLOYEE,
  ]);
}

async function insertProxy(t: TestApp, id: string, tenantId: string, userId: string, delegate: string) {
  await t.sql(
    `insert into work_proxies (id, tenant_id, user_id, delegate_user_id, starts_on, ends_on)
     values ($1, $2, $3, $4, current_date + 1, current_date + 7) on conflict do nothing`,
    [id, tenantId, userId, delegate],
  );
}

/**
 * Every owned object the matrix aims at. A new kind of tenant/vendor/user-owned object adds its
 * fixtures here (at least one in each tenant, and one per supplier when it is vendor-scoped).
 */
export async function createFixtures(t: TestApp): Promise<Partial<Record<ObjectKind, Fixture[]>>> {
  await insertAddress(t, PURCHASER_DONGFANG_ADDRESS, T.dongfang, U.purchaser);
  await insertAddress(t, SUPPLIER2_ADDRESS, T.huaxia, U.supplier2);
  await insertFile(t, HUAXIA_FILE, T.huaxia, U.admin);
  await insertFile(t, DONGFANG_FILE, T.dongfang, U.purchaser);
  await insertDongfangEmployee(t);
  await insertProxy(t, HUAXIA_PROXY, T.huaxia, U.approver, U.purchaser);
  await insertProxy(t, DONGFANG_PROXY, T.dongfang, U.purchaser, DONGFANG_EMPLOYEE);
  const tenantOwned = (
    kind: ObjectKind,
    table: string,
    name: string,
    id: string,
    tenantId: string,
  ): Fixture => ({
    kind,
    name,
    id,
    table,
    owner: { tenantId },
  });
  const address = (name: string, id: string, tenantId: string, userId: string): Fixture => ({
    kind: 'address',
    name,
    id,
    table: 'person_addresses',
    owner: { tenantId, userId },
  });
  const relation = (name: string, id: string, tenantId: string, vendorId: string): Fixture => ({
    kind: 'tenantVendor',
    name,
    id,
    table: 'tenant_vendors',
    owner: { tenantId, vendorId },
  });
  const purchasing: Partial<Record<ObjectKind, Fixture[]>> = {};
  for (const matrix of PURCHASING_MATRICES) Object.assign(purchasing, await matrix.fixtures?.(t));
  return {
    ...purchasing,
    address: [
      address('purchaser office (huaxia)', DEMO.addresses.purchaserOffice, T.huaxia, U.purchaser),
      address('purchaser (dongfang)', PURCHASER_DONGFANG_ADDRESS, T.dongfang, U.purchaser),
      address('supplier2 (huaxia)', SUPPLIER2_ADDRESS, T.huaxia, U.supplier2),
    ],
    tenantVendor: [
      relation('shanghai serves huaxia', TV.shanghaiHuaxia, T.huaxia, V.shanghaiPrecision),
      relation('shanghai serves dongfang', TV.shanghaiDongfang, T.dongfang, V.shanghaiPrecision),
      relation('suzhou serves huaxia', TV.suzhouHuaxia, T.huaxia, V.suzhouSteel),
    ],
    role: [
      tenantOwned('role', 'roles', 'huaxia admin role', DEMO.roles.huaxiaAdmin, T.huaxia),
      tenantOwned('role', 'roles', 'dongfang purchaser role', DEMO.roles.dongfangPurchaser, T.dongfang),
    ],
    file: [
      tenantOwned('file', 'files', 'huaxia file', HUAXIA_FILE, T.huaxia),
      tenantOwned('file', 'files', 'dongfang file', DONGFANG_FILE, T.dongfang),
    ],
    employee: [tenantOwned('employee', 'users', 'dongfang-only employee', DONGFANG_EMPLOYEE, T.dongfang)],
    workProxy: [
      {
        ...tenantOwned('workProxy', 'work_proxies', 'approver proxy (huaxia)', HUAXIA_PROXY, T.huaxia),
        owner: { tenantId: T.huaxia, userId: U.approver },
      },
      {
        ...tenantOwned('workProxy', 'work_proxies', 'purchaser proxy (dongfang)', DONGFANG_PROXY, T.dongfang),
        owner: { tenantId: T.dongfang, userId: U.purchaser },
      },
    ],
  };
}

/** The rows as they are now (superuser): compared before and after the run — foreign probes change nothing. */
export async function snapshot(t: TestApp, fixtures: readonly Fixture[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of fixtures) {
    const rows = await t.sql<{ row: unknown }>(
      `select row_to_json(x) as row from ${f.table} x where id = $1`,
      [f.id],
    );
    out[`${f.table}:${f.id}`] = JSON.stringify(rows[0]?.row ?? null);
  }
  return out;
}
