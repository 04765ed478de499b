import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import {
  T,
  U,
  masterRefs,
  post,
  requestState,
  save,
  validRequest,
  line,
  type MasterRefs,
} from './procurement-helpers.ts';

// Issue #16 through the real path: approving a purchase request creates its orders (order domain), and
// a supplier whose mandatory certificate has expired makes the approval answer 422 with the translated
// reason; nothing moves (request still approving, no order, budget unchanged). A new certificate and the
// same approval goes through.

const SHANGHAI = DEMO.vendors.shanghaiPrecision;
let t: TestApp;
let purchaser: string;
let approver: string;
let admin: string;
let refs: MasterRefs;
let costCentreId: string;
let typeId: string;

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  [purchaser, approver, admin] = [
    await t.login('purchaser'),
    await t.login('approver'),
    await t.login('admin'),
  ];
  refs = await masterRefs(t);
  costCentreId = randomUUID();
  const objectId = randomUUID();
  await t.sql(
    `insert into cost_centres (id, tenant_id, department_id, code, name_zh, name_en)
     values ($1, $2, '00000000-0000-4000-8000-000000006001', 'VQ-CC', '资质测试', 'Certificate test')`,
    [costCentreId, T.huaxia],
  );
  await t.sql(`insert into budget_objects (id, tenant_id, cost_centre_id, name) values ($1, $2, $3, 'VQ')`, [
    objectId,
    T.huaxia,
    costCentreId,
  ]);
  await t.sql(
    `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2026', '100000')`,
    [randomUUID(), T.huaxia, objectId],
  );
  await t.sql(`delete from approval_flows where doc_type = $1`, [CODES.documentType.purchaseApply.code]);
  const flow = await t.request({
    method: 'POST',
    url: '/api/v1/approval/flows/save',
    token: admin,
    payload: {
      docType: CODES.documentType.purchaseApply.code,
      name: 'Certificate test flow',
      priority: 10,
      enabled: true,
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [
        {
          key: 'approver',
          name: 'Approver',
          approverType: CODES.approverType.employee.code,
          mode: CODES.approvalMode.preemptive.code,
          allowDynamic: false,
          onlyWhenOverBudget: false,
          employeeIds: [U.approver],
        },
      ],
    },
  });
  if (flow.statusCode !== 200) throw new Error(`flow: ${flow.body}`);
  // A mandatory licence for the request's category, Shanghai Precision serving it, its licence lapsed.
  const type = await t.request({
    method: 'POST',
    url: '/api/v1/vendor/qualificationType/save',
    token: admin,
    payload: { name: '营业执照（测试）', remindDays: 30, categoryIds: [refs.categoryId] },
  });
  typeId = body<{ id: string }>(type).data.id;
  await t.request({
    method: 'POST',
    url: '/api/v1/vendor/category/save',
    token: admin,
    payload: { vendorId: SHANGHAI, categoryIds: [refs.categoryId] },
  });
  await t.sql(
    `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from, valid_to, uploaded_by)
     values (gen_random_uuid(), $1, $2, $3, 'OLD', gen_random_uuid(), '2020-01-01', $4, $5)`,
    [T.huaxia, SHANGHAI, typeId, daysFromToday(-5), U.supplier],
  );
});
afterAll(async () => {
  await t.close();
});

describe('an expired mandatory certificate at order creation', () => {
  it('refuses the approval with the translated reason, changes nothing, and passes once renewed', async () => {
    const saved = await save(
      t,
      purchaser,
      validRequest(refs, { costCentreId, lines: [line(refs, { vendorId: SHANGHAI })] }),
    );
    const committed = await post(t, purchaser, 'commit', { id: saved.id, confirmOverBudget: false });
    expect(committed.statusCode).toBe(200);
    const before = await requestState(t, saved.id);
    const budgets = await t.sql(
      'select b.id, b.committed::text, (select count(*)::int from budget_entries e where e.budget_id = b.id) as entries from budgets b order by b.id',
    );

    for (const [language, text] of [
      [
        'en_us',
        /Nothing can be ordered from 上海精工零部件有限公司: its mandatory certificate "营业执照（测试）" expired on \d{4}-\d{2}-\d{2}/,
      ],
      ['zh_cn', /不能向上海精工零部件有限公司下单：其必备资质“营业执照（测试）”已于 \d{4}-\d{2}-\d{2} 过期/],
    ] as const) {
      const refused = await post(t, approver, 'approve', { id: saved.id, action: 'approve' }, language);
      expect(refused.statusCode).toBe(422);
      const envelope = body<ErrorData>(refused);
      expect(envelope.data.errorCode).toBe('vendor.certificateExpired');
      expect(envelope.desc).toMatch(text);
    }
    expect(await requestState(t, saved.id)).toBe(before);
    expect(
      await t.sql('select count(*)::int as n from purchase_orders where source_id = $1', [saved.id]),
    ).toEqual([{ n: 0 }]);
    expect(
      await t.sql(
        'select b.id, b.committed::text, (select count(*)::int from budget_entries e where e.budget_id = b.id) as entries from budgets b order by b.id',
      ),
    ).toEqual(budgets);

    // The supplier renews its certificate (a fresh one through the supplier portal route): approval works.
    const supplier = await t.login('supplier', 'supplier');
    const fileId = randomUUID();
    await t.sql(
      `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
       values ($1, $2, 2, 'licence.pdf', 'application/pdf', 4, 'x', '\\x25504446', $3)`,
      [fileId, T.huaxia, U.supplier],
    );
    const renewed = await t.request({
      method: 'POST',
      url: '/api/v1/vdQualification/save',
      token: supplier,
      payload: {
        typeId,
        certificateNo: 'NEW',
        fileId,
        validFrom: daysFromToday(-1),
        validTo: daysFromToday(365),
      },
    });
    expect(renewed.statusCode).toBe(200);
    const approved = await post(t, approver, 'approve', { id: saved.id, action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(
      await t.sql('select count(*)::int as n from purchase_orders where source_id = $1', [saved.id]),
    ).toEqual([{ n: 1 }]);
  });
});
