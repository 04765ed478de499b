import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 §2: batch delete of supplier applications (POST /vendor/approval/batchDelete) on PostgreSQL.
// Only cancelled applications are deleted, all or none: one in another state → 409 naming the first such
// one; an absent or another tenant's id → the same 404; nothing changes on any 4xx.

const A = CODES.application;
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

/** An application of a fresh supplier (one open application per supplier) in `status`. */
async function application(status: number, tenantId: string = DEMO.tenants.huaxia) {
  const vendorId = randomUUID();
  const id = randomUUID();
  n += 1;
  await t.sql(`insert into vendors (id, name_zh, name_en) values ($1, $2, $3)`, [
    vendorId,
    `删除测试${n}`,
    `Delete ${n}`,
  ]);
  const code = `SA-DEL-${n}-${id.slice(0, 6)}`;
  await t.sql(
    `insert into vendor_applications (id, tenant_id, vendor_id, code, status, name, social_credit_code, address,
       contact_name, contact_mobile, contact_email, bank_name, bank_account, category_ids, applicant_id)
     values ($1, $2, $3, $4, $5, $6, 'x', 'x', 'x', '13900000000', 'a@b.cn', 'x', 'x', '{}', $7)`,
    [id, tenantId, vendorId, code, status, `删除测试公司${n}`, DEMO.users.supplier],
  );
  return { id, code, name: `删除测试公司${n}` };
}

const batchDelete = (ids: unknown, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({
    method: 'POST',
    url: '/api/v1/vendor/approval/batchDelete',
    token: admin,
    payload: { ids },
    language,
  });
const existing = async (ids: string[]) =>
  (await t.sql<{ id: string }>(`select id from vendor_applications where id = any($1::uuid[])`, [ids]))
    .length;

describe('batch delete of supplier applications', () => {
  it('deletes cancelled applications at once; the list and the detail no longer know them', async () => {
    const a = await application(A.cancelled.code);
    const b = await application(A.cancelled.code);
    const res = await batchDelete([a.id, b.id, a.id]);
    expect(res.statusCode).toBe(200);
    expect(body<{ count: number }>(res)).toMatchObject({
      code: 0,
      data: { count: 2 },
      desc: '2 applications deleted',
    });
    expect(await existing([a.id, b.id])).toBe(0);
    const list = await t.request({ url: '/api/v1/vendor/application/list', token: admin });
    expect(body<{ id: string }[]>(list).data.map((r) => r.id)).not.toContain(a.id);
    const detail = await t.request({ url: `/api/v1/vendor/application/detail/${a.id}`, token: admin });
    expect(detail.statusCode).toBe(404);
    // A second delete of the same rows: they are absent now.
    expect((await batchDelete([a.id])).statusCode).toBe(404);
    const zh = await batchDelete([(await application(A.cancelled.code)).id], 'zh_cn');
    expect(body(zh).desc).toBe('已删除 1 份申请');
  });

  it('refuses the whole batch with 409 naming the first application that is not cancelled (any other state)', async () => {
    for (const status of [A.draft.code, A.approving.code, A.approved.code, A.returned.code]) {
      const ok = await application(A.cancelled.code);
      const refused = await application(status);
      const later = await application(A.approving.code);
      const res = await batchDelete([ok.id, refused.id, later.id]);
      expect(res.statusCode).toBe(409);
      const b = body<ErrorData>(res);
      expect(b.data.errorCode).toBe('vendor.applicationNotDeletable');
      expect(b.desc).toContain(refused.code);
      expect(b.desc).toContain(refused.name);
      expect(b.desc).not.toContain(later.code);
      expect(await existing([ok.id, refused.id, later.id])).toBe(3);
    }
    const ok = await application(A.cancelled.code);
    const refused = await application(A.approved.code);
    const zh = body<ErrorData>(await batchDelete([ok.id, refused.id], 'zh_cn'));
    expect(zh.desc).toBe(
      `申请 ${refused.code}（${refused.name}）不能删除：只能删除已取消的申请，本次未删除任何申请`,
    );
  });

  it("answers another tenant's application exactly like an absent one, and deletes nothing", async () => {
    const own = await application(A.cancelled.code);
    const foreign = await application(A.cancelled.code, DEMO.tenants.dongfang);
    const absent = randomUUID();
    const foreignRes = await batchDelete([own.id, foreign.id]);
    const absentRes = await batchDelete([own.id, absent]);
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.body).toBe(absentRes.body);
    expect(body<ErrorData>(foreignRes).data.errorCode).toBe('vendor.applicationNotFound');
    expect(await existing([own.id, foreign.id])).toBe(2);
    // A foreign id beside one that is not deletable: 404 first, so its state is never revealed either.
    const approving = await application(A.approving.code);
    expect((await batchDelete([approving.id, foreign.id])).body).toBe(
      (await batchDelete([approving.id, absent])).body,
    );
  });

  it('refuses bad input with 400 and a translated field error', async () => {
    const own = await application(A.cancelled.code);
    for (const ids of [[], ['not-a-uuid'], 'x', Array.from({ length: 101 }, () => own.id)]) {
      const res = await batchDelete(ids);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('validation.failed');
    }
    expect(await existing([own.id])).toBe(1);
  });

  it('is refused to a buyer without the supplier permission and to suppliers', async () => {
    const own = await application(A.cancelled.code);
    for (const token of [await t.login('viewer'), await t.login('supplier', 'supplier')]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/vendor/approval/batchDelete',
        token,
        payload: { ids: [own.id] },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await existing([own.id])).toBe(1);
  });
});
