import type { RouteOptions } from 'fastify';
import { openDatabase, type Database, type DbLogger } from '@procure/server-db';
import { createServer, healthRoutes, registerGateways, type RouteContribution } from '@procure/server-http';
import { installAuth } from '@procure/server-auth';
import {
  installNotifier,
  installSendGuardCleanup,
  sendGuardOpsRoutes,
  type Clock,
} from '@procure/server-notify';
import { installIdempotencyCleanup, installJobs, jobsRoutes } from '@procure/server-jobs';
import { exportRoutes, installExports } from '@procure/server-export';
import {
  findUserById,
  identityRoutes,
  identitySchema,
  principalOf,
  signInRoutes,
} from '@procure/identity-server';
import { addressRoutes } from '@procure/address-server';
import { companyRoutes } from '@procure/company-server';
import { filesRoutes } from '@procure/files-server';
import { settingsRoutes } from '@procure/settings-server';
import { preferencesRoutes } from '@procure/preferences-server';
import { registrationRoutes } from '@procure/registration-server';
import { masterdataRoutes } from '@procure/masterdata-server';
import { budgetRoutes } from '@procure/budget-server';
import { catalogueRoutes, installCommerceChannels } from '@procure/catalogue-server';
import { approvalDigestSource, approvalRoutes } from '@procure/approval-server';
import { procurementRoutes } from '@procure/procurement-server';
import {
  openOrdersOfVendor,
  orderDigestSource,
  orderRoutes,
  recentOrdersOfTenant,
  vendorOrderStatistics,
} from '@procure/order-server';
import {
  installMessageDigest,
  installNoticeJobs,
  messageRoutes,
  registerDigestSource,
} from '@procure/message-server';
import { sendBudgetsOf, type ApiConfig } from './config.ts';
import {
  certificateDigestSource,
  registerVendorExitCheck,
  registerVendorGradeReader,
  registerVendorOrderFacts,
  vendorRoutes,
} from '@procure/vendor-server';
import { returnsRoutes } from '@procure/returns-server';
import { invoiceHasActiveWriteOff, openPaymentsOfVendor, paymentRoutes } from '@procure/payment-server';
import { statementRoutes } from '@procure/statement-server';
import { receivingRoutes } from '@procure/receiving-server';
import { createInvoiceAdapters, invoiceRoutes, registerInvoiceVoidCheck } from '@procure/invoice-server';
import { evaluationRoutes, evaluationStatsRoutes, latestPublishedGrades } from '@procure/evaluation-server';
import { createBusinessInfoAdapter, riskRoutes } from '@procure/risk-server';
import { seedDemoData, seedDemoExports } from './demo-seed.ts';

export type BuildOptions = {
  /** A database opened (and migrated) by the caller; the app then does not close it. */
  database?: Database;
  /** Human-readable logs; defaults to "stdout is a terminal". */
  prettyLogs?: boolean;
  /** Sees every route as it is registered (the access-matrix test builds its route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock of the send guard and the daily digest (tests move it instead of waiting). */
  clock?: Clock;
};

/** Every domain's routes, by gateway. A new domain adds its contribution here. */
function contributions(config: ApiConfig): RouteContribution[] {
  const invoiceAdapters = createInvoiceAdapters(config);
  return [
    identityRoutes({ fixedCode: captchaFixedCode(config), ipLimit: config.SIGN_IN_IP_LIMIT }),
    signInRoutes({ fixedCode: captchaFixedCode(config), ipLimit: config.SIGN_IN_IP_LIMIT }),
    addressRoutes,
    filesRoutes,
    companyRoutes,
    settingsRoutes,
    registrationRoutes,
    preferencesRoutes,
    masterdataRoutes,
    budgetRoutes,
    catalogueRoutes,
    approvalRoutes,
    procurementRoutes,
    orderRoutes,
    messageRoutes,
    jobsRoutes,
    exportRoutes,
    sendGuardOpsRoutes,
    vendorRoutes({ supplierWebUrl: config.SUPPLIER_WEB_URL }),
    returnsRoutes,
    paymentRoutes({ taxVerifier: invoiceAdapters.taxVerifier }),
    receivingRoutes,
    invoiceRoutes(invoiceAdapters),
    statementRoutes,
    evaluationRoutes,
    evaluationStatsRoutes,
    ...riskRoutes({ adapter: createBusinessInfoAdapter(config) }),
  ];
}

function captchaFixedCode(config: ApiConfig): string | undefined {
  // Automated tests and browser journeys only; the config refuses it in production as well.
  return config.NODE_ENV === 'production' ? undefined : config.CAPTCHA_FIXED_CODE;
}

/** Opens the configured database, applies migrations and, when asked, the demo data. */
export async function prepareDatabase(config: ApiConfig, logger: DbLogger): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
    logger,
  });
  try {
    await database.migrate();
    if (config.SEED_DEMO) await seedDemoData(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * The API without listening: external plugins → app plugins (auth) → gateways → domain routes.
 * Used by `main.ts`, the tests (`app.inject`) and the OpenAPI generator.
 */
export async function buildApp(config: ApiConfig, options: BuildOptions = {}) {
  const app = await createServer({
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    ...(options.prettyLogs === undefined ? {} : { prettyLogs: options.prettyLogs }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const database = options.database ?? (await prepareDatabase(config, app.log));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', async () => database.close());
  try {
    installAuth(app, { idleMinutes: config.SESSION_IDLE_MINUTES, principalOf });
    installNotifier(app, config, database.db, {
      budgets: sendBudgetsOf(config),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    installJobs(app, database);
    installSendGuardCleanup(app, database.db, { auditDays: config.SEND_AUDIT_RETENTION_DAYS });
    installIdempotencyCleanup(app, app.sendGuard.clock);
    installExports(app, {
      dir: config.EXPORT_DIR,
      contactOf: async (tx, userId) => {
        const user = await findUserById(tx, userId);
        return user ? { email: user.email } : null;
      },
      tenantIds: async (tx) =>
        (await tx.select({ id: identitySchema.tenants.id }).from(identitySchema.tenants)).map((t) => t.id),
    });
    installMessageDigest(app, app.sendGuard.clock);
    installNoticeJobs(app, app.sendGuard.clock);
    // The digest's sections beyond unread messages (issue #12), each owned by its domain.
    for (const source of [approvalDigestSource, orderDigestSource, certificateDigestSource])
      registerDigestSource(source);
    // What keeps a supplier from elimination (issue #16), read through the owners' contracts.
    registerVendorExitCheck('orders', openOrdersOfVendor);
    registerVendorExitCheck('payments', openPaymentsOfVendor);
    // An invoice an advance is written off against is not voided (issue #15).
    registerInvoiceVoidCheck(invoiceHasActiveWriteOff);
    // The supplier portal's customers show the supplier's latest published grade with each (issue #16 §8).
    registerVendorGradeReader(latestPublishedGrades);
    // The supplier files' newest orders and order statistics (issue #16 §3), read through order's contract.
    registerVendorOrderFacts({ recent: recentOrdersOfTenant, statistics: vendorOrderStatistics });
    installCommerceChannels(app, config);
    await app.register(healthRoutes);
    await registerGateways(app, contributions(config));
    await app.ready();
    if (config.SEED_DEMO) await seedDemoExports(app);
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
