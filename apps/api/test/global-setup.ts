import type { TestProject } from 'vitest/node';
import { openPostgres, silentDbLogger } from '@procure/server-db';
import { JobQueue } from '@procure/server-jobs';
import { seedDemoData } from '../src/demo-seed.ts';
import {
  adminUrl,
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  uniqueDatabaseName,
  withAdmin,
} from './support/postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export const TEMPLATE_PREFIX = 'procure_tpl';
export const TEST_DB_PREFIX = 'procure_t';

/** Migrates and seeds one template database per run; test files clone it (STACK trap 18). */
export default async function setup(project: TestProject) {
  const admin = adminUrl();
  const template = uniqueDatabaseName(TEMPLATE_PREFIX);
  await withAdmin(admin, async (client) => {
    await dropStaleDatabases(client, [TEMPLATE_PREFIX, TEST_DB_PREFIX], 3 * 60 * 60 * 1000);
    await createDatabase(client, template);
  });
  const database = openPostgres({ url: databaseUrl(admin, template), logger: silentDbLogger, max: 1 });
  try {
    await database.migrate();
    await seedDemoData(database);
    // pg-boss's schema too, so that no test file's app pays for installing it.
    const jobs = new JobQueue(database, { logger: silentDbLogger });
    await jobs.start();
    await jobs.stop();
  } finally {
    // No connection may stay open on a template that is being cloned.
    await database.close();
  }
  project.provide('adminDatabaseUrl', admin);
  project.provide('templateDatabase', template);
  return async () => {
    await withAdmin(admin, (client) => dropDatabase(client, template));
  };
}
