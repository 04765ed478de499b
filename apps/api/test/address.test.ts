import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Address = {
  id: string;
  name: string;
  phone: string;
  email: string;
  regionCode: string;
  provinceName: string;
  cityName: string;
  areaName: string;
  street: string | null;
  address: string;
  addressType: number;
  isDefault: boolean;
  nodispose: boolean;
};

const PURCHASER = '00000000-0000-4000-8000-000000003002';
const DONGFANG = '00000000-0000-4000-8000-000000001002';
const HUAXIA = '00000000-0000-4000-8000-000000001001';

const valid = {
  name: '周收货',
  phone: '13912345678',
  email: 'zhou@huaxia.example',
  regionCode: '330106',
  street: '西溪街道',
  address: '文三路 90 号 5 号楼',
  addressType: 2,
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test starts from the purchaser's two demo addresses (a default and a second receiving address).
let seeded: Record<string, unknown>[] = [];
beforeAll(async () => {
  seeded = await t.sql('select * from person_addresses');
  token = await t.login('purchaser');
});
beforeEach(async () => {
  await t.sql('delete from person_addresses');
  await t.sql(
    'insert into person_addresses select * from json_populate_recordset(null::person_addresses, $1)',
    [JSON.stringify(seeded)],
  );
  token = await t.login('purchaser');
});

const list = async (as = token) =>
  body<Address[]>(await t.request({ method: 'GET', url: '/api/v1/person/addresses/list', token: as })).data;
const save = (payload: Record<string, unknown>, language: 'zh_cn' | 'en_us' = 'en_us', as = token) =>
  t.request({ method: 'POST', url: '/api/v1/person/addresses/addOrModify', token: as, payload, language });
const remove = (id: string, as = token) =>
  t.request({ method: 'DELETE', url: `/api/v1/person/addresses/${id}`, token: as, language: 'en_us' });
const setDefault = (id: string, type: number | string, as = token) =>
  t.request({
    method: 'GET',
    url: `/api/v1/person/addresses/setDefult/${id}/${type}`,
    token: as,
    language: 'en_us',
  });

describe('list', () => {
  it("lists the caller's own addresses, default first, with names and nodispose", async () => {
    const rows = await list();
    expect(rows.map((a) => [a.name, a.isDefault, a.nodispose])).toEqual([
      ['李采购', true, true],
      ['张仓管', false, false],
    ]);
    expect(rows[0]).toMatchObject({
      regionCode: '310104',
      provinceName: '上海市',
      cityName: '市辖区',
      areaName: '徐汇区',
    });
    // Another user of the same tenant sees none of them.
    expect(await list(await t.login('approver'))).toEqual([]);
  });
});

describe('add or modify', () => {
  it('adds an address: names come from the region code, the first of its type becomes default', async () => {
    const res = await save(valid);
    expect(res.statusCode).toBe(200);
    const { data, desc, code } = body<Address>(res);
    expect(code).toBe(0);
    expect(desc).toBe('Address saved');
    expect(data).toMatchObject({
      ...valid,
      provinceName: '浙江省',
      cityName: '杭州市',
      areaName: '西湖区',
      isDefault: true,
      nodispose: true,
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const zh = await save({ ...valid, addressType: 1 }, 'zh_cn');
    expect(body<Address>(zh).desc).toBe('地址已保存');
    expect(body<Address>(zh).data.isDefault).toBe(false);
    expect(
      (await list())
        .filter((a) => a.isDefault)
        .map((a) => a.addressType)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('makes a new address the default when asked, unsetting the previous one', async () => {
    const res = await save({ ...valid, addressType: 1, isDefault: true });
    const saved = body<Address>(res).data;
    const defaults = (await list()).filter((a) => a.addressType === 1 && a.isDefault);
    expect(defaults.map((a) => a.id)).toEqual([saved.id]);
  });

  it('modifies an address in place', async () => {
    const res = await save({
      ...valid,
      id: '00000000-0000-4000-8000-000000008002',
      addressType: 1,
      street: '',
    });
    expect(res.statusCode).toBe(200);
    expect(body<Address>(res).data).toMatchObject({
      id: '00000000-0000-4000-8000-000000008002',
      name: '周收货',
      street: null,
      areaName: '西湖区',
      isDefault: false,
    });
    expect(await list()).toHaveLength(2);
  });

  it('keeps one default per type when an address changes type', async () => {
    // The default receiving address becomes an invoice address: the other receiving one takes over.
    await save({ ...valid, id: '00000000-0000-4000-8000-000000008001', addressType: 2 });
    const rows = await list();
    expect(rows.map((a) => [a.id.slice(-4), a.addressType, a.isDefault]).sort()).toEqual([
      ['8001', 2, true],
      ['8002', 1, true],
    ]);
  });

  it('answers 404 for an id that is not one of the caller’s addresses', async () => {
    const absent = await save({ ...valid, id: randomUUID() });
    const foreign = await save(
      { ...valid, id: '00000000-0000-4000-8000-000000008001' },
      'en_us',
      await t.login('approver'),
    );
    for (const res of [absent, foreign]) {
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({
        code: 404,
        data: { errorCode: 'common.notFound' },
        desc: 'The requested item does not exist',
      });
    }
    expect((await list())[0]?.name).toBe('李采购');
  });

  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { name: undefined }, 'name', 'validation.required'],
    ['name empty', { name: '' }, 'name', 'validation.required'],
    ['name 51 characters', { name: '张'.repeat(51) }, 'name', 'validation.tooLong'],
    ['phone missing', { phone: undefined }, 'phone', 'validation.required'],
    ['phone 10 digits', { phone: '1391234567' }, 'phone', 'validation.mobile'],
    ['phone second digit 2', { phone: '12912345678' }, 'phone', 'validation.mobile'],
    ['email missing', { email: undefined }, 'email', 'validation.required'],
    ['email malformed', { email: 'zhou@' }, 'email', 'validation.email'],
    ['region missing', { regionCode: undefined }, 'regionCode', 'validation.required'],
    ['region bad province', { regionCode: '990101' }, 'regionCode', 'validation.regionCode'],
    ['region 5 digits', { regionCode: '33010' }, 'regionCode', 'validation.regionCode'],
    ['region that does not exist', { regionCode: '330199' }, 'regionCode', 'validation.regionCode'],
    ['address missing', { address: undefined }, 'address', 'validation.required'],
    ['address 51 characters', { address: 'a'.repeat(51) }, 'address', 'validation.tooLong'],
    ['street 51 characters', { street: 'b'.repeat(51) }, 'street', 'validation.tooLong'],
    ['type 3', { addressType: 3 }, 'addressType', 'validation.oneOf'],
    ['id not a UUID', { id: '1e309' }, 'id', 'request.invalidId'],
  ];
  it.each(fieldCases)('refuses %s with a translated field error', async (_case, change, path, code) => {
    const before = await list();
    const res = await save({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const { data, desc } = body<ErrorData>(res);
    expect(data.errorCode).toBe('validation.failed');
    expect(desc).toBe('Some fields are not valid. Check the highlighted fields.');
    expect(data.fields).toEqual([{ path, code, message: expect.any(String) }]);
    expect(data.fields?.[0]?.message).not.toBe(code);
    expect(await list()).toEqual(before);
  });

  it('translates field messages in zh_cn and en_us', async () => {
    const payload = { ...valid, phone: '123', email: 'x' };
    const en = body<ErrorData>(await save(payload, 'en_us'));
    const zh = body<ErrorData>(await save(payload, 'zh_cn'));
    expect(en.data.fields?.map((f) => f.code)).toEqual(['validation.mobile', 'validation.email']);
    expect(zh.data.fields?.map((f) => f.code)).toEqual(['validation.mobile', 'validation.email']);
    expect(en.data.fields?.[0]?.message).toMatch(/mobile/i);
    expect(zh.data.fields?.[0]?.message).toMatch(/手机/);
    expect(zh.desc).toBe('部分字段填写有误，请检查标红的字段。');
  });
});

describe('delete', () => {
  it('deletes a non-default address', async () => {
    const res = await remove('00000000-0000-4000-8000-000000008002');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ code: 0, data: null, desc: 'Address deleted' });
    expect((await list()).map((a) => a.id.slice(-4))).toEqual(['8001']);
  });

  it('refuses to delete the default address (422) and changes nothing', async () => {
    const before = await list();
    const res = await remove('00000000-0000-4000-8000-000000008001');
    expect(res.statusCode).toBe(422);
    expect(body(res)).toEqual({
      code: 422,
      data: { errorCode: 'address.defaultNotDeletable' },
      desc: 'The default address cannot be deleted. Make another address the default first.',
    });
    expect(await list()).toEqual(before);
  });

  it('answers an identical 404 for an absent id, another user’s and another tenant’s address', async () => {
    const otherTenantAddress = randomUUID();
    await t.sql(
      `insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name, city_name, area_name, address, address_type, is_default)
       values ($1, $2, $3, '东方收货', '13800000009', 'df@example.com', '110105', '北京市', '市辖区', '朝阳区', '建国路 1 号', 1, false)`,
      [otherTenantAddress, DONGFANG, PURCHASER],
    );
    const approver = await t.login('approver');
    const answers = [
      await remove(randomUUID()),
      await remove('00000000-0000-4000-8000-000000008002', approver),
      await remove(otherTenantAddress),
      await setDefault(otherTenantAddress, 1),
      await save({ ...valid, id: otherTenantAddress }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({
        code: 404,
        data: { errorCode: 'common.notFound' },
        desc: 'The requested item does not exist',
      });
    }
    const [still] = await t.sql<{ n: number }>(
      `select count(*)::int as n from person_addresses where id = $1 or id = '00000000-0000-4000-8000-000000008002'`,
      [otherTenantAddress],
    );
    expect(still?.n).toBe(2);
    expect(
      (
        await t.sql<{ tenant_id: string }>(`select tenant_id from person_addresses where id = $1`, [
          otherTenantAddress,
        ])
      )[0]?.tenant_id,
    ).toBe(DONGFANG);
    expect(HUAXIA).not.toBe(DONGFANG);
  });

  it('refuses an id that is not a UUID with 400', async () => {
    const res = await remove('1e309');
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({ path: 'id', code: 'request.invalidId' });
  });
});

describe('set default', () => {
  it('makes the address the default of its type and unsets the previous default', async () => {
    const res = await setDefault('00000000-0000-4000-8000-000000008002', 1);
    expect(res.statusCode).toBe(200);
    expect(body<Address>(res)).toMatchObject({
      code: 0,
      desc: 'Default address updated',
      data: { isDefault: true, nodispose: true },
    });
    const rows = await list();
    expect(rows.map((a) => [a.id.slice(-4), a.isDefault])).toEqual([
      ['8002', true],
      ['8001', false],
    ]);
    // The former default can now be deleted.
    expect((await remove('00000000-0000-4000-8000-000000008001')).statusCode).toBe(200);
  });

  it('answers 404 when the address is not of that type, 400 for a type that does not exist', async () => {
    expect((await setDefault('00000000-0000-4000-8000-000000008002', 2)).statusCode).toBe(404);
    const bad = await setDefault('00000000-0000-4000-8000-000000008002', 7);
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]).toMatchObject({ path: 'type', code: 'validation.oneOf' });
  });

  it('keeps exactly one default under concurrent requests', async () => {
    const extra = body<Address>(await save({ ...valid, addressType: 1 })).data;
    const ids = ['00000000-0000-4000-8000-000000008001', '00000000-0000-4000-8000-000000008002', extra.id];
    const results = await Promise.all([...ids, ...ids].map((id) => setDefault(id, 1)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect((await list()).filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('access', () => {
  it('needs a session (401) and the address permission (403 for operations staff)', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/person/addresses/list' });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/person/addresses/list',
      token: await t.login('ops', 'ops'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a supplier user keep their own address book', async () => {
    const supplier = await t.login('supplier', 'supplier');
    expect(await list(supplier)).toEqual([]);
    const res = await save(valid, 'en_us', supplier);
    expect(res.statusCode).toBe(200);
    expect((await list(supplier)).map((a) => a.isDefault)).toEqual([true]);
    expect(await list()).toHaveLength(2);
  });
});
