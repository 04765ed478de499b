import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, demoId } from './support/demo-ids.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Issue #16 §4 "business and conversion lists, levels": the tenant's supplier levels (code rule, unique,
// enable), the business list (classified suppliers with class and level; class, level and keyword filters,
// keyset pages) and the level change (all or nothing, history row, message to the supplier, translated 409s).

type Level = { id: string; code: string; name: string; enabled: boolean; suppliers: number };
type Row = { vendorId: string; classCode: string; levelCode: string | null; name: string };
type Page = { items: Row[]; nextCursor: string | null };

const HUAXIA = DEMO.tenants.huaxia;
const { shanghaiPrecision: SHANGHAI, suzhouSteel: SUZHOU } = DEMO.vendors;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token: admin, payload, language });
const levels = async () =>
  body<Level[]>(await t.request({ url: '/api/v1/vendor/class/level/list', token: admin })).data;
const business = async (query = '') =>
  body<Page>(await t.request({ url: `/api/v1/vendor/class/business/list?${query}`, token: admin })).data;
const levelOf = async (vendorId: string) =>
  (
    await t.sql<{ code: string | null }>(
      `select l.code from vendor_classifications c left join vendor_class_levels l on l.id = c.level_id
        where c.tenant_id = $1 and c.vendor_id = $2`,
      [HUAXIA, vendorId],
    )
  )[0]?.code ?? null;

describe('levels', () => {
  it('lists the demo levels best first and saves a new one (code upper-cased)', async () => {
    const before = await levels();
    expect(before.map((l) => l.code)).toEqual(['A', 'B', 'C', 'D']);
    const res = await post('/vendor/class/level/save', { code: 'e1', name: '观察', sort: 50 });
    expect(res.statusCode).toBe(200);
    expect((await levels()).map((l) => l.code)).toEqual(['A', 'B', 'C', 'D', 'E1']);
  });

  it('refuses a bad or taken code with translated field errors, and changes nothing', async () => {
    const count = (await levels()).length;
    const bad = await post('/vendor/class/level/save', { code: 'ABCDE', name: 'x' }, 'en_us');
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]).toMatchObject({ path: 'code', code: 'vendor.levelCode' });
    const taken = await post('/vendor/class/level/save', { code: 'A', name: '重复' }, 'zh_cn');
    expect(taken.statusCode).toBe(400);
    expect(body<ErrorData>(taken).data.fields?.[0]).toMatchObject({
      path: 'code',
      code: 'vendor.levelCodeTaken',
    });
    expect(JSON.stringify(body(taken))).toContain('已有等级使用此编码');
    expect((await levels()).length).toBe(count);
  });
});

describe('the business list', () => {
  it('holds exactly the classified suppliers of the tenant, by class code, over keyset pages', async () => {
    const expected = await t.sql<{ vendor_id: string }>(
      `select c.vendor_id from vendor_classifications c join vendor_classes k on k.id = c.class_id
        join vendors v on v.id = c.vendor_id where c.tenant_id = $1 order by k.code, v.name_zh, v.id`,
      [HUAXIA],
    );
    expect(expected.length).toBeGreaterThan(2);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await business(`pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.items.map((r) => r.vendorId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected.map((r) => r.vendor_id));
  });

  it('filters by class (a first-level class holds its children) and by level or none', async () => {
    const rm = demoId(940001);
    const inRm = (await business(`classId=${rm}&pageSize=100`)).items;
    expect(inRm.length).toBeGreaterThan(1);
    expect(inRm.every((r) => r.classCode.startsWith('RM'))).toBe(true);
    const [a] = (await levels()).filter((l) => l.code === 'A');
    const inA = (await business(`levelId=${a!.id}&pageSize=100`)).items;
    expect(inA.length).toBeGreaterThan(0);
    expect(inA.every((r) => r.levelCode === 'A')).toBe(true);
    const none = (await business('levelId=none&pageSize=100')).items;
    expect(none.every((r) => r.levelCode === null)).toBe(true);
    const bad = await t.request({ url: '/api/v1/vendor/class/business/list?levelId=x', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('level changes', () => {
  it('gives suppliers a level together, with a history row each and a message to the supplier', async () => {
    const [b] = (await levels()).filter((l) => l.code === 'B');
    const messages = async () =>
      (
        await t.sql<{ n: number }>(
          `select count(*)::int as n from messages where recipient_id = $1 and title_en like '%level%'`,
          [DEMO.users.supplier],
        )
      )[0]!.n;
    const before = await messages();
    const res = await post('/vendor/class/business/update', {
      vendorIds: [SHANGHAI, SUZHOU],
      levelId: b!.id,
      reason: '年度评审',
    });
    expect(res.statusCode).toBe(200);
    expect(await levelOf(SHANGHAI)).toBe('B');
    expect(await levelOf(SUZHOU)).toBe('B');
    const history = await t.sql<{ n: number }>(
      `select count(*)::int as n from vendor_level_history where tenant_id = $1 and reason = '年度评审'`,
      [HUAXIA],
    );
    expect(history[0]!.n).toBe(2);
    expect(await messages()).toBe(before + 1);
  });

  it('refuses the whole batch when one supplier is unclassified or already holds the level', async () => {
    const [c] = (await levels()).filter((l) => l.code === 'C');
    const [unclassified] = await t.sql<{ vendor_id: string }>(
      `select vendor_id from tenant_vendors where tenant_id = $1
          and vendor_id not in (select vendor_id from vendor_classifications where tenant_id = $1) limit 1`,
      [HUAXIA],
    );
    const refused = await post(
      '/vendor/class/business/update',
      { vendorIds: [SHANGHAI, unclassified!.vendor_id], levelId: c!.id, reason: 'x' },
      'en_us',
    );
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('vendor.levelUnclassified');
    expect(await levelOf(SHANGHAI)).toBe('B');
    const same = await post(
      '/vendor/class/business/update',
      { vendorIds: [SHANGHAI], levelId: (await levels()).find((l) => l.code === 'B')!.id, reason: 'x' },
      'zh_cn',
    );
    expect(same.statusCode).toBe(409);
    expect(body(same).desc).toContain('已是 B 级');
  });

  it('refuses a disabled level, and answers a foreign supplier or level like an absent one', async () => {
    const d = (await levels()).find((l) => l.code === 'D')!;
    await post('/vendor/class/level/save', { id: d.id, code: 'D', name: '限制', enabled: false });
    const disabled = await post('/vendor/class/business/update', {
      vendorIds: [SUZHOU],
      levelId: d.id,
      reason: 'x',
    });
    expect(disabled.statusCode).toBe(409);
    const absentLevel = await post('/vendor/class/business/update', {
      vendorIds: [SUZHOU],
      levelId: demoId(999999),
      reason: 'x',
    });
    expect(absentLevel.statusCode).toBe(404);
    const [dongfangLevel] = await t.sql<{ id: string }>(
      `insert into vendor_class_levels (id, tenant_id, code, name) values (gen_random_uuid(), $1, 'Z', '东方') returning id`,
      [DEMO.tenants.dongfang],
    );
    const foreignLevel = await post('/vendor/class/business/update', {
      vendorIds: [SUZHOU],
      levelId: dongfangLevel!.id,
      reason: 'x',
    });
    expect(foreignLevel.body).toBe(absentLevel.body);
    const removed = await post('/vendor/class/business/update', {
      vendorIds: [SUZHOU],
      levelId: null,
      reason: '取消',
    });
    expect(removed.statusCode).toBe(200);
    expect(await levelOf(SUZHOU)).toBeNull();
  });
});
