import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of enterprise risk (issue #16 §6): buyer permission
// `supplier` on both gateways (a supplier session answers 403); a vendor id that does not serve the tenant
// answers 404 risk.vendorNotFound like an absent one; a risk record of another tenant like an absent one.

const RECORD = 'risk:record' as const;
const HUAXIA_RECORD = demoId(1809001);
const DONGFANG_RECORD = demoId(1809002);
const VENDOR_NOTE = 'the id is a vendor: one that does not serve the tenant answers 404 risk.vendorNotFound';

async function insertRecord(t: TestApp, id: string, tenantId: string, vendorId: string) {
  await t.sql(
    `insert into risk_records (id, tenant_id, vendor_id, kind, signal_key, level, title, content, source, occurred_on, simulated)
     values ($1::uuid, $2, $3, 'abnormal', $1::text, 2, '矩阵风险', '矩阵', '矩阵', '2026-11-01', true) on conflict do nothing`,
    [id, tenantId, vendorId],
  );
}

const vendorQuery = (path: string) => (id: string) => ({ url: `${path}?vendorId=${id}` });
const vendorBody = (id: string) => ({ payload: { vendorId: id } });

export const riskMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/monitorin/list': {},
    'POST /api/v1/monitorin/add': {
      request: vendorBody,
      note: `${VENDOR_NOTE}; the tenant's own supplier is checked before the package (2001)`,
    },
    'POST /api/v1/monitorin/remove': { request: vendorBody, note: VENDOR_NOTE },
    'GET /api/v1/monitorin/settings': {},
    'POST /api/v1/monitorin/settings/save': {
      request: (id) => ({ payload: { signals: ['opinion'], notifyUserIds: [id], email: false } }),
      note: 'an id that is not a buyer managing suppliers of the tenant answers 400, nothing saved',
    },
    'GET /api/v1/monitorin/risk': { request: vendorQuery('/api/v1/monitorin/risk'), note: VENDOR_NOTE },
    'GET /api/v1/monitorin/social': { request: vendorQuery('/api/v1/monitorin/social'), note: VENDOR_NOTE },
    'GET /api/v1/monitorin/details/:id': { object: RECORD },
    'GET /api/v1/monitorin/records': {},
    'GET /api/v1/enterprise/getQxbInfo/:id': { note: VENDOR_NOTE },
    'POST /bid/qxb/enterprise/invokeRecordPage': {
      request: () => ({ payload: { pageNo: 1, pageSize: 20 } }),
    },
    'POST /bid/qxb/enterprise/requestDishonesty': { request: vendorBody, note: VENDOR_NOTE },
    'POST /bid/qxb/enterprise/getDishonesty': { request: vendorBody, note: VENDOR_NOTE },
    'POST /bid/qxb/enterprise/requestManagementAbnormal': { request: vendorBody, note: VENDOR_NOTE },
    'POST /bid/qxb/enterprise/getManagementAbnormal': { request: vendorBody, note: VENDOR_NOTE },
    'GET /bid/qxb/enterprise/details': {
      request: vendorQuery('/bid/qxb/enterprise/details'),
      note: VENDOR_NOTE,
    },
  },
  // A risk record per tenant: foreign to the other tenant's principals.
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    await insertRecord(t, HUAXIA_RECORD, huaxia, DEMO.vendors.suzhouSteel);
    await insertRecord(t, DONGFANG_RECORD, dongfang, DEMO.vendors.shanghaiPrecision);
    const record = (name: string, id: string, tenantId: string): Fixture => ({
      kind: RECORD,
      name,
      id,
      table: 'risk_records',
      owner: { tenantId },
    });
    return {
      [RECORD]: [
        record('risk record (huaxia)', HUAXIA_RECORD, huaxia),
        record('risk record (dongfang)', DONGFANG_RECORD, dongfang),
      ],
    };
  },
};
