import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the vendor routes (issue #16, supplier lifecycle:
// qualification certificates). See ../entries.ts. A supplier never reads another supplier's certificates.

const TYPE = 'vendor:certificateType' as const;
const INVITATION = 'vendor:invitation' as const;
const APPLICATION = 'vendor:application' as const;
const HUAXIA_INVITATION = demoId(909021);
const DONGFANG_INVITATION = demoId(909022);
const HUAXIA_SHANGHAI_APPLICATION = demoId(909031);
const HUAXIA_SUZHOU_APPLICATION = demoId(909032);
const DONGFANG_SHANGHAI_APPLICATION = demoId(909033);
/** A well-formed invitation token no link has. */
const ABSENT_TOKEN = 'A'.repeat(43);
const CERTIFICATE = 'vendor:certificate' as const;
const CHANGE = 'vendor:change' as const;
/** A supplier application or change as copied (cc) to a person (issue #12 §5). */
const COPIED = 'vendor:copied' as const;
/** A supplier company as the buyer's routes name it (vendorId): one that does not serve the tenant is foreign. */
const SUPPLIER = 'vendor:supplier' as const;
const CLASS = 'vendor:class' as const;
const LEVEL = 'vendor:level' as const;
const HUAXIA_LEVEL = demoId(909063);
const DONGFANG_LEVEL = demoId(909064);
const DONGFANG_ONLY_VENDOR = demoId(909051);
const HUAXIA_CLASS = demoId(909061);
const DONGFANG_CLASS = demoId(909062);
const HUAXIA_SHANGHAI_CHANGE = demoId(909041);
const HUAXIA_SUZHOU_CHANGE = demoId(909042);
const DONGFANG_SHANGHAI_CHANGE = demoId(909043);
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

async function insertInvitation(t: TestApp, id: string, tenantId: string) {
  await t.sql(
    `insert into vendor_invitations (id, tenant_id, channel, target, company_name, status, expires_at, invited_by)
     values ($1, $2, 'email', $3, '矩阵邀请', 'sent', now() + interval '7 days', $4) on conflict do nothing`,
    [id, tenantId, `${id}@matrix.example`, DEMO.users.admin],
  );
}

async function insertApplication(t: TestApp, id: string, tenantId: string, vendorId: string) {
  await t.sql(
    `insert into vendor_applications (id, tenant_id, vendor_id, code, status, name, social_credit_code, address,
       contact_name, contact_mobile, contact_email, bank_name, bank_account, category_ids, applicant_id)
     values ($1::uuid, $2, $3, 'SA-' || left($1::text, 8), 3, '矩阵申请', 'X', '地址', '联系人', '13900000000',
       'm@matrix.example', '银行', '12345678', '{}', $4) on conflict do nothing`,
    [id, tenantId, vendorId, DEMO.users.supplier],
  );
}

async function insertChange(t: TestApp, id: string, tenantId: string, vendorId: string) {
  await t.sql(
    `insert into vendor_change_applications (id, tenant_id, vendor_id, code, status, before, after, changes,
       base_version, applicant_id)
     values ($1::uuid, $2, $3, 'SC-' || left($1::text, 8), 3, '{}', '{}', '[]', 0, $4) on conflict do nothing`,
    [id, tenantId, vendorId, DEMO.users.supplier],
  );
}

const matrixProfile = {
  name: '矩阵供应商',
  legalRepresentative: '矩阵',
  address: '矩阵路 1 号',
  contacts: [{ name: '矩阵', mobile: '13900000000', email: 'm@matrix.example', primary: true }],
  bankAccounts: [{ bankName: '矩阵银行', accountName: '矩阵供应商', accountNo: '12345678', primary: true }],
};

const applicationForm = {
  name: '矩阵供应商',
  socialCreditCode: '91350100M000100Y43',
  address: '地址',
  contactName: '联系人',
  contactMobile: '13900000000',
  contactEmail: 'm@matrix.example',
  bankName: '银行',
  bankAccount: '12345678',
};

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
    'GET /api/v1/vendor/page': {},
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
    // ---- onboarding: invitations, the link (public), applications
    'GET /api/v1/vendor/invitationSetting': {
      request: () => ({ url: '/api/v1/vendor/invitationSetting?type=email' }),
    },
    'POST /api/v1/vendor/invitationSetting/update': {
      request: () => ({ payload: { channel: 'sms', message: '', validDays: 7 } }),
    },
    'GET /api/v1/vendor/invitation/list': {},
    'POST /api/v1/vendor/invitation/send': {
      request: (id) => ({
        payload: { channel: 'email', target: `${id}@matrix.example`, companyName: '矩阵公司' },
      }),
      note: 'a new address per probe; later probes may meet the send guard (429), never a 5xx',
    },
    'POST /api/v1/vendor/invitation/resend': { object: INVITATION, request: (id) => ({ payload: { id } }) },
    'POST /api/v1/vendor/invitation/cancel': { object: INVITATION, request: (id) => ({ payload: { id } }) },
    'GET /api/v1/vendorInvite/info': {
      request: () => ({ url: `/api/v1/vendorInvite/info?token=${ABSENT_TOKEN}` }),
      note: 'public: the one-time token is the secret; an unknown one answers 404',
    },
    'POST /api/v1/vendorInvite/register': {
      request: () => ({ payload: { token: ABSENT_TOKEN } }),
      note: 'public: an incomplete form answers 400 before any token is looked up',
    },
    'POST /api/v1/vdInvitation/accept': {
      sites: ['supplier'],
      request: () => ({ payload: { token: ABSENT_TOKEN } }),
    },
    // ---- the supplier's customers and the open invitations addressed to its company (issue #16 §8)
    'GET /api/v1/vdCustomer/list': { sites: ['supplier'] },
    'GET /api/v1/vdInvitation/open': { sites: ['supplier'] },
    'POST /api/v1/vdInvitation/acceptOpen': {
      sites: ['supplier'],
      object: INVITATION,
      request: (id) => ({ payload: { id } }),
      note: 'an invitation not addressed to the company answers 404 like an absent one',
    },
    'POST /api/v1/vdInvitation/decline': {
      sites: ['supplier'],
      object: INVITATION,
      request: (id) => ({ payload: { id, reason: '矩阵' } }),
      note: 'an invitation not addressed to the company answers 404 like an absent one',
    },
    'GET /api/v1/vendor/application/list': {},
    'GET /api/v1/vendor/application/detail/:id': { object: APPLICATION },
    'GET /api/v1/vdApplication/mine': { sites: ['supplier'] },
    'POST /api/v1/vdApplication/save': {
      sites: ['supplier'],
      request: (id) => ({ payload: { ...applicationForm, categoryIds: [id] } }),
      note: 'the demo suppliers are qualified: 409 vendor.applicationNotPotential',
    },
    'POST /api/v1/vdApplication/submit': {
      sites: ['supplier'],
      request: (id) => ({ payload: { ...applicationForm, categoryIds: [id] } }),
      note: 'the demo suppliers are qualified: 409 vendor.applicationNotPotential',
    },
    'GET /api/v1/vdApplication/detail/:id': { sites: ['supplier'], object: APPLICATION },
    // ---- the supplier's profile and its change applications
    'GET /api/v1/vdProfile/mine': { sites: ['supplier'] },
    'POST /api/v1/vdProfile/supplierModify': {
      sites: ['supplier'],
      request: () => ({ payload: matrixProfile }),
      note: 'a valid profile: a supplier gets a change under approval (then 409 while it waits)',
    },
    'POST /api/v1/vdProfile/returnSupplierModify': {
      sites: ['supplier'],
      object: CHANGE,
      request: (id) => ({ payload: { id } }),
      note: 'the fixtures are decided changes: the owner gets 409, anyone else 404 like an absent id',
    },
    'GET /api/v1/vdProfile/change/detail/:id': { sites: ['supplier'], object: CHANGE },
    'GET /api/v1/vendor/detail/:id': {
      note: 'the id is a vendor: one that does not serve the tenant answers 404 vendor.notFound like an absent one',
    },
    'GET /api/v1/vendor/queryVendorChangeHistory': {
      request: (id) => ({ url: `/api/v1/vendor/queryVendorChangeHistory?vendorId=${id}` }),
      note: 'a vendor that does not serve the tenant answers 404 vendor.notFound like an absent one',
    },
    'GET /api/v1/vendor/change/detail/:id': { object: CHANGE },
    // Copy-to (issue #12 §5): permission `copyto`, the caller's own copies only.
    'GET /api/v1/copyto/supplierList': {},
    'GET /api/v1/copyto/supplierDetail/:id': {
      object: COPIED,
      note: 'Only the person copied reads it: anyone else (even the admin of the tenant) gets the absent-id 404.',
    },
    // ---- lifecycle actions and two-level classification (issue #16 §2, §4)
    'GET /api/v1/vendor/lifecycle': {
      object: SUPPLIER,
      request: (id) => ({ url: `/api/v1/vendor/lifecycle?vendorId=${id}` }),
    },
    'POST /api/v1/vendor/approval/batchDelete': {
      object: APPLICATION,
      request: (id) => ({ payload: { ids: [id] } }),
      note: "another tenant's application answers 404 vendor.applicationNotFound like an absent one",
    },
    'POST /api/v1/vendor/approval/cancel': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorId: id, reason: '矩阵' } }),
    },
    'POST /api/v1/vendor/approval/abolish': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorId: id, reason: '矩阵' } }),
    },
    'POST /api/v1/vendor/approval/noReplyAbolish': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorId: id } }),
    },
    'GET /api/v1/vendor/class/list': {},
    'POST /api/v1/vendor/class/save': {
      object: CLASS,
      request: (id) => ({ payload: { id, code: 'MX', name: '矩阵分类' } }),
    },
    'POST /api/v1/vendor/class/updateEnable': {
      object: CLASS,
      request: (id) => ({ payload: { id, enabled: false } }),
    },
    'GET /api/v1/vendor/class/conversion/list': {},
    'GET /api/v1/vendor/classification': {
      object: SUPPLIER,
      request: (id) => ({ url: `/api/v1/vendor/classification?vendorId=${id}` }),
    },
    'POST /api/v1/vendor/changeClassification': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorId: id, classId: HUAXIA_CLASS, reason: '矩阵' } }),
      note: 'the supplier is checked first: a foreign one answers 404 vendor.notFound like an absent one',
    },
    'POST /api/v1/vendor/childrenChangeClassification': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorIds: [id], classId: HUAXIA_CLASS, reason: '矩阵' } }),
      note: 'every supplier is checked first: a foreign one answers 404 vendor.notFound like an absent one',
    },
    'GET /api/v1/vdClassification/mine': { sites: ['supplier'] },
    // ---- the certificate list and notices (issue #16 §5)
    'GET /api/v1/vendor/qualification/page': {},
    'POST /api/v1/vendor/qualification/notice/:id': {
      object: CERTIFICATE,
      note: 'the fixtures are valid certificates: the owner gets 409 vendor.noticeNotDue, anyone else the absent-id 404',
    },
    'POST /api/v1/vendor/qualification/batchNotice': {
      object: CERTIFICATE,
      request: (id) => ({ payload: { ids: [id] } }),
      note: 'all or nothing: a foreign certificate in the batch answers 404 like an absent one',
    },
    // ---- classification levels and the business list (issue #16 §4)
    'GET /api/v1/vendor/class/level/list': {},
    'POST /api/v1/vendor/class/level/save': {
      object: LEVEL,
      request: (id) => ({ payload: { id, code: 'MX', name: '矩阵等级' } }),
    },
    'GET /api/v1/vendor/class/business/list': {},
    'POST /api/v1/vendor/class/business/update': {
      object: SUPPLIER,
      request: (id) => ({ payload: { vendorIds: [id], levelId: null, reason: '矩阵' } }),
      note: 'every supplier is checked first: a foreign one answers 404 vendor.notFound like an absent one',
    },
    // ---- supplier files: the lately list and order statistics (issue #16 §3)
    'GET /api/v1/vendor/dynamic/lately': {},
    'POST /api/v1/vendor/orderStatistics/:id': {
      object: SUPPLIER,
      request: (id) => ({
        payload: { from: '2026-01-01', to: '2026-12-31' },
        url: `/api/v1/vendor/orderStatistics/${id}`,
      }),
      note: 'a supplier that does not serve the tenant answers 404 vendor.notFound like an absent one',
    },
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
    await insertInvitation(t, HUAXIA_INVITATION, huaxia);
    await insertInvitation(t, DONGFANG_INVITATION, dongfang);
    await insertApplication(t, HUAXIA_SHANGHAI_APPLICATION, huaxia, shanghaiPrecision);
    await insertApplication(t, HUAXIA_SUZHOU_APPLICATION, huaxia, suzhouSteel);
    await insertApplication(t, DONGFANG_SHANGHAI_APPLICATION, dongfang, shanghaiPrecision);
    const application = (name: string, id: string, tenantId: string, vendorId: string): Fixture => ({
      kind: APPLICATION,
      name,
      id,
      table: 'vendor_applications',
      owner: { tenantId, vendorId },
    });
    await insertChange(t, HUAXIA_SHANGHAI_CHANGE, huaxia, shanghaiPrecision);
    await insertChange(t, HUAXIA_SUZHOU_CHANGE, huaxia, suzhouSteel);
    await insertChange(t, DONGFANG_SHANGHAI_CHANGE, dongfang, shanghaiPrecision);
    const change = (name: string, id: string, tenantId: string, vendorId: string): Fixture => ({
      kind: CHANGE,
      name,
      id,
      table: 'vendor_change_applications',
      owner: { tenantId, vendorId },
    });
    const invitation = (name: string, id: string, tenantId: string): Fixture => ({
      kind: INVITATION,
      name,
      id,
      table: 'vendor_invitations',
      owner: { tenantId },
    });
    // The approver is copied on Shanghai's application and Suzhou's change; nobody on the others.
    for (const [docType, id] of [
      ['supplierApplication', HUAXIA_SHANGHAI_APPLICATION],
      ['supplierChange', HUAXIA_SUZHOU_CHANGE],
    ] as const) {
      await t.sql(
        `insert into document_copies (tenant_id, doc_type, document_id, user_id, copied_by)
         values ($1, $2, $3, $4, $4) on conflict do nothing`,
        [huaxia, docType, id, DEMO.users.approver],
      );
    }
    // Tenant-owned here (the tenant's own lists show these documents to those with the supplier permission);
    // that a colleague who was not copied gets the absent-id answer too is test/copy-to-documents.test.ts.
    const copied = (name: string, id: string, table: string, tenantId: string): Fixture => ({
      kind: COPIED,
      name,
      id,
      table,
      owner: { tenantId },
    });
    // A supplier serving only Dongfang (foreign to Huaxia); Suzhou Steel serves only Huaxia.
    await t.sql(
      `insert into vendors (id, name_zh, name_en) values ($1, '矩阵东方供应商', 'Matrix Dongfang supplier')
       on conflict do nothing`,
      [DONGFANG_ONLY_VENDOR],
    );
    await t.sql(
      `insert into tenant_vendors (id, tenant_id, vendor_id) values (gen_random_uuid(), $1, $2) on conflict do nothing`,
      [dongfang, DONGFANG_ONLY_VENDOR],
    );
    for (const [id, tenantId, code] of [
      [HUAXIA_CLASS, huaxia, 'MH'],
      [DONGFANG_CLASS, dongfang, 'MD'],
    ] as const) {
      await t.sql(
        `insert into vendor_classes (id, tenant_id, level, code, name) values ($1, $2, 1, $3, '矩阵分类')
         on conflict do nothing`,
        [id, tenantId, code],
      );
    }
    for (const [id, tenantId] of [
      [HUAXIA_LEVEL, huaxia],
      [DONGFANG_LEVEL, dongfang],
    ] as const) {
      await t.sql(
        `insert into vendor_class_levels (id, tenant_id, code, name) values ($1, $2, 'MX', '矩阵等级')
         on conflict do nothing`,
        [id, tenantId],
      );
    }
    return {
      [LEVEL]: [
        {
          kind: LEVEL,
          name: 'level (huaxia)',
          id: HUAXIA_LEVEL,
          table: 'vendor_class_levels',
          owner: { tenantId: huaxia },
        },
        {
          kind: LEVEL,
          name: 'level (dongfang)',
          id: DONGFANG_LEVEL,
          table: 'vendor_class_levels',
          owner: { tenantId: dongfang },
        },
      ],
      [COPIED]: [
        copied(
          'application copied to the approver',
          HUAXIA_SHANGHAI_APPLICATION,
          'vendor_applications',
          huaxia,
        ),
        copied('change copied to the approver', HUAXIA_SUZHOU_CHANGE, 'vendor_change_applications', huaxia),
        copied('application (dongfang)', DONGFANG_SHANGHAI_APPLICATION, 'vendor_applications', dongfang),
      ],
      [SUPPLIER]: [
        {
          kind: SUPPLIER,
          name: 'supplier serving only dongfang',
          id: DONGFANG_ONLY_VENDOR,
          table: 'vendors',
          owner: { tenantId: dongfang, vendorId: DONGFANG_ONLY_VENDOR },
        },
        {
          kind: SUPPLIER,
          name: 'suzhou (serves only huaxia)',
          id: suzhouSteel,
          table: 'vendors',
          owner: { tenantId: huaxia, vendorId: suzhouSteel },
        },
      ],
      [CLASS]: [
        {
          kind: CLASS,
          name: 'class (huaxia)',
          id: HUAXIA_CLASS,
          table: 'vendor_classes',
          owner: { tenantId: huaxia },
        },
        {
          kind: CLASS,
          name: 'class (dongfang)',
          id: DONGFANG_CLASS,
          table: 'vendor_classes',
          owner: { tenantId: dongfang },
        },
      ],
      [CHANGE]: [
        change('shanghai change (huaxia)', HUAXIA_SHANGHAI_CHANGE, huaxia, shanghaiPrecision),
        change('suzhou change (huaxia)', HUAXIA_SUZHOU_CHANGE, huaxia, suzhouSteel),
        change('shanghai change (dongfang)', DONGFANG_SHANGHAI_CHANGE, dongfang, shanghaiPrecision),
      ],
      [INVITATION]: [
        invitation('invitation (huaxia)', HUAXIA_INVITATION, huaxia),
        invitation('invitation (dongfang)', DONGFANG_INVITATION, dongfang),
      ],
      [APPLICATION]: [
        application('shanghai application (huaxia)', HUAXIA_SHANGHAI_APPLICATION, huaxia, shanghaiPrecision),
        application('suzhou application (huaxia)', HUAXIA_SUZHOU_APPLICATION, huaxia, suzhouSteel),
        application(
          'shanghai application (dongfang)',
          DONGFANG_SHANGHAI_APPLICATION,
          dongfang,
          shanghaiPrecision,
        ),
      ],
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
