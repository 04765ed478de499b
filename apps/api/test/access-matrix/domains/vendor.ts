import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the vendor routes (issue #16, supplier lifecycle:
// qualification certificates). See ../entries.ts. A supplier never reads another supplier's certificates.

const TYPE = 'vendor:certificateType' as const;
const CERTIFICATE = 'vendor:certificate' as const;
const HUAXIA_TYPE = demoId(909001);
const DONGFANG_TYPE = demoId(909002);
const HUAXIA_SHANGHAI_CERT = demoId(909011);
const HUAXIA_SUZHOU_CERT = demoId(909012);
const DONGFANG_SHANGHAI_CERT = demoId(909013);

async function insertType(t: TestApp, id: string, tenantId: string) {
  await t.sql(
    `insert into vendor_certificate_types (id, tenant_id, name, remind_days) values ($1, $2, '矩阵资质', 30)
     on conflict do nothing`,
    [id, tenantId],
  );
}

async function insertCertificate(t: TestApp, id: string, tenantId: string, vendorId: string, typeId: string) {
  await t.sql(
    `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from,
       valid_to, uploaded_by)
     values ($1, $2, $3, $4, 'MATRIX', gen_random_uuid(), '2026-01-01', '2030-12-31', $5) on conflict do nothing`,
    [id, tenantId, vendorId, typeId, DEMO.users.supplier],
  );
}

const certificate = {
  certificateNo: 'MATRIX-1',
  validFrom: '2026-01-01',
  validTo: '2030-12-31',
};

export const vendorMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/vendor/qualificationType/list': {},
    'POST /api/v1/vendor/qualificationType/save': {
      object: TYPE,
      request: (id) => ({ payload: { id, name: '矩阵资质', remindDays: 30, categoryIds: [] } }),
    },
    'GET /api/v1/vendor/list': {},
    'POST /api/v1/vendor/category/save': {
      request: (id) => ({ payload: { vendorId: id, categoryIds: [] } }),
      note: 'a vendor that does not serve the tenant answers 404 vendor.notFound like an absent one',
    },
    'GET /api/v1/vendor/qualification/overview': {
      request: (id) => ({ url: `/api/v1/vendor/qualification/overview?vendorId=${id}` }),
    },
    'GET /api/v1/vendor/qualification/detail/:id': { object: CERTIFICATE },
    'POST /api/v1/vendor/status/change': {
      request: (id) => ({ payload: { vendorId: id, status: 4, reason: '矩阵' } }),
      note: 'a vendor that does not serve the tenant answers 404 vendor.notFound like an absent one',
    },
    'GET /api/v1/vendor/status/history': {
      request: (id) => ({ url: `/api/v1/vendor/status/history?vendorId=${id}` }),
    },
    'GET /api/v1/vdQualification/overview': { sites: ['supplier'] },
    'POST /api/v1/vdQualification/save': {
      sites: ['supplier'],
      object: TYPE,
      request: (id) => ({ payload: { ...certificate, typeId: id, fileId: id } }),
    },
    'GET /api/v1/vdQualification/detail/:id': { sites: ['supplier'], object: CERTIFICATE },
  },
  // A certificate type per tenant, and a certificate per (tenant, supplier) pair of the demo: foreign to
  // the other tenant's principals and to the other supplier.
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertType(t, HUAXIA_TYPE, huaxia);
    await insertType(t, DONGFANG_TYPE, dongfang);
    await insertCertificate(t, HUAXIA_SHANGHAI_CERT, huaxia, shanghaiPrecision, HUAXIA_TYPE);
    await insertCertificate(t, HUAXIA_SUZHOU_CERT, huaxia, suzhouSteel, HUAXIA_TYPE);
    await insertCertificate(t, DONGFANG_SHANGHAI_CERT, dongfang, shanghaiPrecision, DONGFANG_TYPE);
    const cert = (name: string, id: string, tenantId: string, vendorId: string): Fixture => ({
      kind: CERTIFICATE,
      name,
      id,
      table: 'vendor_certificates',
      owner: { tenantId, vendorId },
    });
    const type = (name: string, id: string, tenantId: string): Fixture => ({
      kind: TYPE,
      name,
      id,
      table: 'vendor_certificate_types',
      owner: { tenantId },
    });
    return {
      [TYPE]: [
        type('certificate type (huaxia)', HUAXIA_TYPE, huaxia),
        type('certificate type (dongfang)', DONGFANG_TYPE, dongfang),
      ],
      [CERTIFICATE]: [
        cert('shanghai certificate (huaxia)', HUAXIA_SHANGHAI_CERT, huaxia, shanghaiPrecision),
        cert('suzhou certificate (huaxia)', HUAXIA_SUZHOU_CERT, huaxia, suzhouSteel),
        cert('shanghai certificate (dongfang)', DONGFANG_SHANGHAI_CERT, dongfang, shanghaiPrecision),
      ],
    };
  },
};
