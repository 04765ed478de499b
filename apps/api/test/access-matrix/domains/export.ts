import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the download center (issue #12). See ../entries.ts.
// An export belongs to the user who asked for it: every other user (same tenant or not) gets the
// absent-id answer. Owned by finance (no procurement permission), so the probes of the principals who
// can export never touch the fixtures.

const T = DEMO.tenants;
const U = DEMO.users;
const EXPORT = 'export:export' as const;
const sites = ['buyer', 'supplier'] as const;

const FIXTURES = [
  { name: 'finance export (huaxia)', id: demoId(898001), tenantId: T.huaxia, userId: U.finance },
  { name: 'finance export (dongfang)', id: demoId(898002), tenantId: T.dongfang, userId: U.finance },
] as const;

export const exportMatrix: DomainMatrix = {
  entries: {
    'POST /api/v1/downloadCenter/export': {
      sites,
      request: () => ({
        payload: { list: 'procurement.requests', filters: {}, columns: [{ key: 'code', title: 'No.' }] },
      }),
      note: 'a list the caller may not read answers 403 export.forbidden (the list’s own answer)',
    },
    'GET /api/v1/downloadCenter/exportList': { sites },
    'GET /api/v1/downloadCenter/export/:id/file': { sites, object: EXPORT },
    'POST /api/v1/downloadCenter/export/:id/retry': { sites, object: EXPORT },
    'POST /api/v1/downloadCenter/export/:id/delete': { sites, object: EXPORT },
  },
  fixtures: async (t) => {
    const rows: Fixture[] = [];
    for (const f of FIXTURES) {
      await t.sql(
        `insert into exports (id, tenant_id, user_id, site, list_key, name, filters, columns, locale, permissions,
           mode, state, rows, attempts, error_code)
         values ($1, $2, $3, 'buyer', 'procurement.requests', '矩阵', '{}', '[]', 'zh-CN', '[]',
           'background', 'failed', 0, 3, 'export.failed') on conflict do nothing`,
        [f.id, f.tenantId, f.userId],
      );
      rows.push({
        kind: EXPORT,
        name: f.name,
        id: f.id,
        table: 'exports',
        owner: { tenantId: f.tenantId, userId: f.userId },
      });
    }
    return { [EXPORT]: rows };
  },
};
