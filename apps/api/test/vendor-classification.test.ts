import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 §4 two-level supplier classification on real PostgreSQL: the code rules of each level (form
// and server), enable/disable, conditions, changing a supplier's class (history, message), moving
// suppliers of a first-level class down to a child, the list filter, the supplier's own view, and
// concurrent changes of one supplier.

const SHANGHAI = DEMO.vendors.shanghaiPrecision;
const SUZHOU = DEMO.vendors.suzhouSteel;
let t: TestApp;
let admin: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp({}, { poolMax: 8 });
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  await t.sql('delete from vendor_classification_history');
  await t.sql('delete from vendor_classifications');
  await t.sql('delete from vendor_classes where parent_id is not null');
  await t.sql('delete from vendor_classes');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token: admin, payload, language });
const get = (url: string, token = admin) => t.request({ method: 'GET', url: `/api/v1${url}`, token });
const saveClass = async (payload: object) => {
  const res = await post('/vendor/class/save', payload);
  return { res, id: res.statusCode === 200 ? body<{ id: string }>(res).data.id : '' };
};
const fieldCode = (res: Awaited<ReturnType<typeof post>>) => body<ErrorData>(res).data.fields?.[0]?.code;

let raw = '';
let steel = '';
let parts = '';

describe('class settings', () => {
  it('enforces the first-level code (2 characters: letter, then letter or digit) and uniqueness', async () => {
    for (const code of ['R', 'rm', '1M', 'RMX', 'R-']) {
      const { res } = await saveClass({ code, name: '原材料' });
      expect(res.statusCode, code).toBe(400);
    }
    const first = await saveClass({
      code: 'RM',
      name: '原材料',
      conditions: 'Manufacturers of raw materials',
      convertingConditions: 'Two years without a quality claim',
    });
    expect(first.res.statusCode).toBe(200);
    raw = first.id;
    const taken = await saveClass({ code: 'RM', name: '重复' });
    expect(taken.res.statusCode).toBe(400);
    expect(fieldCode(taken.res)).toBe('vendor.classCodeTaken');
    expect((await saveClass({ code: 'A1', name: '服务类' })).res.statusCode).toBe(200);
  });

  it('enforces the child code (parent code + 2 digits 01–99), translated with the parent code', async () => {
    for (const code of ['RM00', 'SV01', 'RMA1']) {
      const { res } = await saveClass({ parentId: raw, code, name: '钢材' });
      expect(res.statusCode, code).toBe(400);
      expect(fieldCode(res), code).toBe(code === 'RMA1' ? 'vendor.classCodeChild' : 'vendor.classCodeChild');
    }
    const zh = await post('/vendor/class/save', { parentId: raw, code: 'SV01', name: '钢材' }, 'zh_cn');
    expect(body<ErrorData>(zh).data.fields?.[0]?.message).toContain('RM');
    const child = await saveClass({ parentId: raw, code: 'RM01', name: '钢材' });
    expect(child.res.statusCode).toBe(200);
    steel = child.id;
    parts = (await saveClass({ parentId: raw, code: 'RM02', name: '零部件' })).id;
    // A child of a child is refused: the parent must be first level.
    const deep = await saveClass({ parentId: steel, code: 'RM0101', name: 'x' });
    expect(deep.res.statusCode).toBe(400);
    const list = body<{ code: string; children: { code: string }[] }[]>(await get('/vendor/class/list')).data;
    expect(list.map((c) => [c.code, c.children.map((k) => k.code)])).toEqual([
      ['A1', []],
      ['RM', ['RM01', 'RM02']],
    ]);
  });

  it('updates name and conditions but never the code; unknown ids answer 404', async () => {
    const fixed = await post('/vendor/class/save', { id: raw, code: 'RX', name: '原材料' });
    expect(fieldCode(fixed)).toBe('vendor.classCodeFixed');
    const ok = await post('/vendor/class/save', {
      id: raw,
      code: 'RM',
      name: '原材料类',
      conditions: 'New text',
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.sql(`select name, conditions from vendor_classes where id = $1`, [raw]);
    expect(row).toEqual({ name: '原材料类', conditions: 'New text' });
    expect(
      (await post('/vendor/class/save', { id: randomUUID(), code: 'RM', name: '未知分类' })).statusCode,
    ).toBe(404);
    expect((await post('/vendor/class/updateEnable', { id: randomUUID(), enabled: false })).statusCode).toBe(
      404,
    );
  });
});

describe("a supplier's classification", () => {
  it('changes directly with a reason: history row and a message to the supplier; same class is 409', async () => {
    const res = await post('/vendor/changeClassification', {
      vendorId: SHANGHAI,
      classId: raw,
      reason: 'Steel parts',
    });
    expect(res.statusCode).toBe(200);
    const again = await post('/vendor/changeClassification', {
      vendorId: SHANGHAI,
      classId: raw,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const file = body<{
      current: { code: string };
      records: { from: string | null; to: string; action: string }[];
    }>(await get(`/vendor/classification?vendorId=${SHANGHAI}`)).data;
    expect(file.current.code).toBe('RM');
    expect(file.records).toMatchObject([{ from: null, to: 'RM 原材料类', action: 'change' }]);
    const [message] = await t.sql<{ title_en: string }>(
      `select title_en from messages where recipient_id = $1 and title_en like '%class%'`,
      [DEMO.users.supplier],
    );
    expect(message?.title_en).toBe('Your supplier class changed');
    // The supplier sees its class with this customer.
    const mine = body<{ code: string }>(await get('/vdClassification/mine', supplier)).data;
    expect(mine.code).toBe('RM');
  });

  it('refuses a disabled class, and a child of a disabled first-level class', async () => {
    await post('/vendor/class/updateEnable', { id: steel, enabled: false });
    const res = await post('/vendor/changeClassification', { vendorId: SUZHOU, classId: steel, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.classDisabled');
    await post('/vendor/class/updateEnable', { id: steel, enabled: true });
    await post('/vendor/class/updateEnable', { id: raw, enabled: false });
    expect(
      (await post('/vendor/changeClassification', { vendorId: SUZHOU, classId: steel, reason: 'x' }))
        .statusCode,
    ).toBe(409);
    await post('/vendor/class/updateEnable', { id: raw, enabled: true });
  });

  it('moves suppliers of the first-level class down to a child, all or none', async () => {
    // Suzhou is not in RM: the whole batch is refused and nothing moves.
    const refused = await post('/vendor/childrenChangeClassification', {
      vendorIds: [SHANGHAI, SUZHOU],
      classId: steel,
      reason: 'Refine',
    });
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('vendor.classNotChild');
    expect(body(refused).desc).toContain('RM');
    const [still] = await t.sql<{ class_id: string }>(
      `select class_id from vendor_classifications where vendor_id = $1`,
      [SHANGHAI],
    );
    expect(still?.class_id).toBe(raw);
    // A first-level target is not a child.
    expect(
      (
        await post('/vendor/childrenChangeClassification', {
          vendorIds: [SHANGHAI],
          classId: raw,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const moved = await post('/vendor/childrenChangeClassification', {
      vendorIds: [SHANGHAI],
      classId: steel,
      reason: 'Refine',
    });
    expect(moved.statusCode).toBe(200);
    const records = body<{ action: string; from: string; to: string }[]>(
      await get('/vendor/class/conversion/list'),
    ).data;
    expect(records[0]).toMatchObject({ action: 'childChange', from: 'RM 原材料类', to: 'RM01 钢材' });
  });

  it('filters the supplier list by class (a first-level class includes its children) and shows the class', async () => {
    type Row = { vendorId: string; classCode: string | null };
    const byParent = body<Row[]>(await get(`/vendor/list?classId=${raw}`)).data;
    expect(byParent.map((r) => [r.vendorId, r.classCode])).toEqual([[SHANGHAI, 'RM01']]);
    expect(body<Row[]>(await get(`/vendor/list?classId=${parts}`)).data).toEqual([]);
    const all = body<Row[]>(await get('/vendor/list')).data;
    expect(all.find((r) => r.vendorId === SUZHOU)?.classCode).toBeNull();
  });

  it('serialises concurrent changes of one supplier: every change is a history row, the last one wins', async () => {
    const targets = [raw, parts, steel, raw, parts, steel];
    const results = await Promise.all(
      targets.map((classId, i) =>
        post('/vendor/changeClassification', { vendorId: SUZHOU, classId, reason: `Race ${i}` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const ok = results.filter((r) => r.statusCode === 200).length;
    const history = await t.sql<{ to_class_id: string }>(
      `select to_class_id from vendor_classification_history where vendor_id = $1 order by created_at, id`,
      [SUZHOU],
    );
    expect(history).toHaveLength(ok);
    const [current] = await t.sql<{ class_id: string }>(
      `select class_id from vendor_classifications where vendor_id = $1`,
      [SUZHOU],
    );
    expect(current?.class_id).toBe(history.at(-1)?.to_class_id);
  });

  it('answers a supplier that does not serve the tenant like an absent one', async () => {
    const res = await post('/vendor/changeClassification', {
      vendorId: randomUUID(),
      classId: raw,
      reason: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(body<ErrorData>(res).data.errorCode).toBe('vendor.notFound');
  });
});
