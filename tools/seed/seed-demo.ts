import { inArray } from 'drizzle-orm';
import { findRegion } from '@procure/shared-regions';
import { withAppRole, withTenant, type Database, type Db } from '@procure/server-db';
import { hashPassword } from '@procure/server-auth';
import { identitySchema as s, tenancySchema } from '@procure/identity-server';
import { personAddresses } from '@procure/address-server';
import { financeAuthorities } from '@procure/settings-server';
import { DEMO_IDS, DEMO_PASSWORD } from './demo-ids.ts';
import * as demo from './demo-data.ts';
import * as settings from './demo-settings.ts';
import { masterdataMenus, seedMasterdata } from './purchasing/masterdata.ts';
import { budgetMenus, seedBudget } from './purchasing/budget.ts';
import { catalogueMenus, seedCatalogue } from './purchasing/catalogue.ts';
import { approvalMenus, seedApproval } from './purchasing/approval.ts';
import { procurementMenus, seedProcurement } from './purchasing/procurement.ts';
import { procurementWebMenus } from './purchasing/procurement-web.ts';
import { orderMenus, seedOrder } from './purchasing/order.ts';
import { messageMenus, seedMessage } from './purchasing/message.ts';
import { vendorMenus, seedVendor, seedVendorOnboarding } from './purchasing/vendor.ts';
import { seedVendorProfiles, vendorProfileMenus } from './purchasing/vendor-profile.ts';
import { seedVendorClasses, vendorClassMenus } from './purchasing/vendor-class.ts';
import { seedVendorFiles, vendorFilesMenus } from './purchasing/vendor-files.ts';
import { returnsMenus, seedReturns } from './purchasing/returns.ts';
import { receivingMenus, seedReceiving } from './purchasing/receiving.ts';
import { seedReceivingApplication } from './purchasing/receiving-application.ts';
import { invoiceMenus, seedInvoices } from './purchasing/invoice.ts';
import { seedOrderTaxRates } from './purchasing/order-tax-rate.ts';
import { invoiceRequestMenus, seedInvoiceRequests } from './purchasing/invoice-request.ts';
import { paymentMenus, seedPayments } from './purchasing/payment.ts';
import { seedStatements, statementMenus } from './purchasing/statement.ts';
import { evaluationMenus, seedEvaluation } from './purchasing/evaluation.ts';
import { evaluationStatsMenus, seedEvaluationStats } from './purchasing/evaluation-stats.ts';
import { riskMenus, seedRisk } from './purchasing/risk.ts';
import { appraiseMenus, seedAppraise } from './purchasing/evaluation-appraise.ts';
import { platformMenus, seedPlatform } from './purchasing/platform.ts';
import { seedVendorStatuses } from './purchasing/vendor-statuses.ts';
import { seedVendorApplications } from './purchasing/vendor-applications.ts';

async function seedGlobal(tx: Db): Promise<void> {
  await tx.insert(s.tenants).values(demo.tenants).onConflictDoNothing();
  await tx.insert(s.vendors).values(demo.vendors).onConflictDoNothing();
  await tx.insert(s.menuItems).values(demo.menuItems).onConflictDoNothing();
  await tx.insert(s.menuItems).values(settings.userSettingMenus).onConflictDoNothing();
  const purchasingMenus = [
    ...masterdataMenus,
    ...budgetMenus,
    ...catalogueMenus,
    ...approvalMenus,
    ...procurementMenus,
    ...procurementWebMenus,
    ...orderMenus,
    ...messageMenus,
    ...vendorMenus,
    ...vendorProfileMenus,
    ...vendorClassMenus,
    ...vendorFilesMenus,
    ...returnsMenus,
    ...receivingMenus,
    ...invoiceMenus,
    ...invoiceRequestMenus,
    ...paymentMenus,
    ...statementMenus,
    ...evaluationMenus,
    ...evaluationStatsMenus,
    ...riskMenus,
    ...appraiseMenus,
    ...platformMenus,
  ];
  if (purchasingMenus.length > 0) await tx.insert(s.menuItems).values(purchasingMenus).onConflictDoNothing();
  const existing = await tx
    .select({ id: s.users.id })
    .from(s.users)
    .where(
      inArray(
        s.users.id,
        demo.users.map((u) => u.id),
      ),
    );
  const known = new Set(existing.map((u) => u.id));
  const missing = demo.users.filter((u) => !known.has(u.id));
  if (missing.length === 0) return;
  // Hashing is the slow part (argon2id): once for all new users.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(s.users)
    .values(
      missing.map(({ memberships: _m, vendorId, ...u }) => ({
        ...u,
        vendorId: vendorId ?? null,
        passwordHash,
        language: 'zh_cn',
      })),
    )
    .onConflictDoNothing();
}

async function seedTenant(tx: Db, tenantId: string): Promise<void> {
  const mine = <T extends { tenantId: string }>(rows: readonly T[]) =>
    rows.filter((r) => r.tenantId === tenantId);
  const roles = mine(demo.roles);
  if (roles.length > 0) {
    await tx
      .insert(s.roles)
      .values(roles.map(({ permissions: _p, ...r }) => r))
      .onConflictDoNothing();
    await tx
      .insert(s.rolePermissions)
      .values(
        roles.flatMap((r) =>
          r.permissions.map((permissionKey) => ({ tenantId, roleId: r.id, permissionKey })),
        ),
      )
      .onConflictDoNothing();
  }
  const memberships = demo.users.flatMap((u) =>
    u.memberships.flatMap((m, sort) =>
      m.tenantId === tenantId ? [{ userId: u.id, sort, roleIds: m.roleIds }] : [],
    ),
  );
  if (memberships.length > 0) {
    await tx
      .insert(s.tenantMembers)
      .values(memberships.map(({ userId, sort }) => ({ tenantId, userId, sort })))
      .onConflictDoNothing();
    await tx
      .insert(s.memberRoles)
      .values(memberships.flatMap((m) => m.roleIds.map((roleId) => ({ tenantId, userId: m.userId, roleId }))))
      .onConflictDoNothing();
  }
  await tx.insert(s.legalEntities).values(mine(demo.legalEntities)).onConflictDoNothing();
  await tx.insert(s.departments).values(mine(demo.departments)).onConflictDoNothing();
  await tx.insert(s.costCentres).values(mine(demo.costCentres)).onConflictDoNothing();
  const served = mine(demo.tenantVendors);
  if (served.length > 0) await tx.insert(tenancySchema.tenantVendors).values(served).onConflictDoNothing();
  const authorities = settings.financeAuthorities.filter((r) => r.tenantId === tenantId);
  if (authorities.length > 0) await tx.insert(financeAuthorities).values(authorities).onConflictDoNothing();
  const addresses = mine(demo.purchaserAddresses);
  if (addresses.length > 0) {
    await tx
      .insert(personAddresses)
      .values(
        addresses.map((a) => {
          const region = findRegion(a.regionCode);
          if (!region) throw new Error(`demo address with unknown region ${a.regionCode}`);
          return {
            ...a,
            provinceName: region.province.name,
            cityName: region.city.name,
            areaName: region.area.name,
          };
        }),
      )
      .onConflictDoNothing();
  }
}

/** Issue #6's domains, in dependency order (tools/seed/purchasing/README.md). */
const PURCHASING_SEEDS = [
  seedMasterdata,
  seedBudget,
  seedCatalogue,
  seedApproval,
  seedProcurement,
  seedOrder,
  seedOrderTaxRates,
  seedMessage,
  seedVendor,
  seedVendorOnboarding,
  seedVendorProfiles,
  seedVendorClasses,
  seedVendorFiles,
  seedReturns,
  seedReceiving,
  seedReceivingApplication,
  seedInvoices,
  seedInvoiceRequests,
  seedPayments,
  seedStatements,
  seedEvaluation,
  seedEvaluationStats,
  seedRisk,
  seedAppraise,
  seedPlatform,
  seedVendorStatuses,
  seedVendorApplications,
];

/**
 * Idempotent demo data (README: the demo accounts). Runs as the app role, tenant by tenant, so that
 * row-level security checks every row it writes.
 */
export async function seedDemo(database: Database): Promise<void> {
  await withAppRole(database.db, seedGlobal);
  for (const tenantId of Object.values(DEMO_IDS.tenants)) {
    await withTenant(database.db, { tenantId, userId: null }, (tx) => seedTenant(tx, tenantId));
    for (const seedDomain of PURCHASING_SEEDS) {
      await withTenant(database.db, { tenantId, userId: null }, (tx) => seedDomain(tx, tenantId));
    }
  }
}
