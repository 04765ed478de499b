import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant, type Database } from '@procure/server-db';
import { PERMISSIONS } from '@procure/shared-codes';

type SeedModule = { seedDemo: (database: Database) => Promise<void> };

// tools/seed is not a workspace package (module boundaries forbid a relative import of it), so the
// API loads it by file URL, only when SEED_DEMO asks for it. apps/api's tsconfig type-checks it.
const SEED_ENTRY = join(import.meta.dirname, '..', '..', '..', 'tools', 'seed', 'index.ts');

export async function seedDemoData(database: Database): Promise<void> {
  const seed = (await import(pathToFileURL(SEED_ENTRY).href)) as SeedModule;
  await seed.seedDemo(database);
}

/**
 * Two finished exports of the demo purchaser (issue #12), written by the export mechanism itself so
 * that their files exist: the download center shows something on the first `npm start`. Idempotent.
 */
export async function seedDemoExports(app: FastifyInstance): Promise<void> {
  const tenantId = '00000000-0000-4000-8000-000000001001';
  const userId = '00000000-0000-4000-8000-000000003002';
  const ctx = {
    sessionId: '',
    userId,
    tenantId,
    site: 'buyer' as const,
    vendorId: null,
    permissions: new Set([PERMISSIONS.procurementApply, PERMISSIONS.procurementOrder]),
    locale: 'zh-CN' as const,
  };
  const existing = await withTenant(app.database.db, { tenantId, userId }, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from exports where user_id = ${userId}`),
  );
  if ((existing[0]?.n ?? 0) > 0) return;
  await app.exports.start(ctx, {
    list: 'procurement.requests',
    filters: {},
    columns: [
      { key: 'code', title: '申请单号' },
      { key: 'title', title: '申请标题' },
      { key: 'status', title: '状态' },
      { key: 'totalAmount', title: '金额' },
      { key: 'createdAt', title: '创建时间' },
    ],
  });
  // The demo supplier's own download center: its order list of the same tenant.
  await app.exports.start(
    {
      ...ctx,
      userId: '00000000-0000-4000-8000-000000003005',
      site: 'supplier' as const,
      vendorId: '00000000-0000-4000-8000-000000002001',
      permissions: new Set([PERMISSIONS.vendorOrder]),
    },
    {
      list: 'order.vendorOrders',
      filters: {},
      columns: [
        { key: 'code', title: '订单号' },
        { key: 'status', title: '状态' },
        { key: 'totalAmount', title: '金额' },
        { key: 'createdAt', title: '下单时间' },
      ],
    },
  );
  await app.exports.start(ctx, {
    list: 'order.orders',
    filters: {},
    columns: [
      { key: 'code', title: '订单号' },
      { key: 'vendorName', title: '供应商' },
      { key: 'status', title: '状态' },
      { key: 'totalAmount', title: '金额' },
    ],
  });
}
