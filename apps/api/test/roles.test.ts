import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Role = {
  id: string;
  code: string;
  nameZh: string;
  nameEn: string;
  name: string;
  builtIn: boolean;
  permissions: string[];
  memberCount: number;
};
type Level = { id: string; code: string; name: string; sort: number };

const HUAXIA_ADMIN_ROLE = '00000000-0000-4000-8000-000000004001';
const DONGFANG_PURCHASER_ROLE = '00000000-0000-4000-8000-000000004011';

let t: TestApp;
let admin: string;
const listRoles = async (language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  body<Role[]>(await t.request({ method: 'GET', url: '/api/v1/role/list', token: admin, language })).data;
const saveRole = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: '/api/v1/role/save', token, payload });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('roles', () => {
  it("lists the tenant's buyer roles with permissions, member counts and names in the request language", async () => {
    const roles = await listRoles('en_us');
    const adminRole = roles.find((r) => r.code === 'admin');
    expect(adminRole).toMatchObject({ builtIn: true, name: 'Administrator', memberCount: 1 });
    expect(adminRole?.permissions).toContain('setting:roleManage');
    expect(roles.some((r) => r.code === 'vendorUser')).toBe(false);
    expect(roles.some((r) => r.id === DONGFANG_PURCHASER_ROLE)).toBe(false);
  });

  it('is for holders of setting:roleManage only (403) and needs a session (401)', async () => {
    const purchaser = await t.login('purchaser');
    expect((await t.request({ method: 'GET', url: '/api/v1/role/list', token: purchaser })).statusCode).toBe(
      403,
    );
    expect(
      (await saveRole({ nameZh: '越权', nameEn: 'Sneaky', permissions: [] }, purchaser)).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/role/list' })).statusCode).toBe(401);
  });

  it('creates, renames and deletes an unused role', async () => {
    const created = await saveRole({
      nameZh: '仓库管理员',
      nameEn: 'Warehouse keeper',
      permissions: ['homepage', 'userSetting:address', 'homepage'],
    });
    expect(created.statusCode).toBe(200);
    const role = body<Role>(created).data;
    expect(role).toMatchObject({
      builtIn: false,
      permissions: ['homepage', 'userSetting:address'],
      memberCount: 0,
    });
    const renamed = await saveRole({
      id: role.id,
      nameZh: '仓储管理员',
      nameEn: 'Storekeeper',
      permissions: ['homepage'],
    });
    expect(body<Role>(renamed).data).toMatchObject({ nameZh: '仓储管理员', permissions: ['homepage'] });
    const del = await t.request({ method: 'DELETE', url: `/api/v1/role/${role.id}`, token: admin });
    expect(del.statusCode).toBe(200);
    expect((await listRoles()).some((r) => r.id === role.id)).toBe(false);
    expect(await t.sql('select 1 from role_permissions where role_id = $1', [role.id])).toHaveLength(0);
  });

  it('refuses unknown permission keys (including operations keys) and a duplicate name', async () => {
    const unknown = await saveRole({
      nameZh: '坏角色',
      nameEn: 'Bad role',
      permissions: ['homepage', 'ops:registrationApproval'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(body<ErrorData>(unknown).data.fields?.[0]).toMatchObject({
      path: 'permissions.1',
      code: 'validation.oneOf',
    });
    const dup = await saveRole({ nameZh: '审批人', nameEn: 'Someone else', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(body<ErrorData>(dup).data.errorCode).toBe('role.nameTaken');
  });

  it('never lets the administrator role lose the right to manage roles and staff (no lock-out)', async () => {
    const before = (await listRoles()).find((r) => r.id === HUAXIA_ADMIN_ROLE);
    const res = await saveRole({
      id: HUAXIA_ADMIN_ROLE,
      nameZh: '系统管理员',
      nameEn: 'Administrator',
      permissions: ['homepage'],
    });
    expect(res.statusCode).toBe(422);
    expect(body<ErrorData>(res).data.errorCode).toBe('role.lockout');
    const after = (await listRoles()).find((r) => r.id === HUAXIA_ADMIN_ROLE);
    expect(after?.permissions).toEqual(before?.permissions);
    // The admin can still call the routes.
    expect((await t.request({ method: 'GET', url: '/api/v1/role/list', token: admin })).statusCode).toBe(200);
  });

  it('keeps built-in roles and roles in use', async () => {
    const builtIn = await t.request({
      method: 'DELETE',
      url: `/api/v1/role/${HUAXIA_ADMIN_ROLE}`,
      token: admin,
    });
    expect(body<ErrorData>(builtIn)).toMatchObject({ code: 422, data: { errorCode: 'role.builtIn' } });
    const role = body<Role>(
      await saveRole({ nameZh: '质检员', nameEn: 'Inspector', permissions: ['homepage'] }),
    ).data;
    await t.sql(
      `insert into member_roles (tenant_id, user_id, role_id) values ('00000000-0000-4000-8000-000000001001', '00000000-0000-4000-8000-000000003003', $1)`,
      [role.id],
    );
    const inUse = await t.request({ method: 'DELETE', url: `/api/v1/role/${role.id}`, token: admin });
    expect(body<ErrorData>(inUse)).toMatchObject({ code: 422, data: { errorCode: 'role.inUse' } });
  });

  it("answers another tenant's role like an absent one (404)", async () => {
    const foreign = await saveRole({
      id: DONGFANG_PURCHASER_ROLE,
      nameZh: '改名',
      nameEn: 'Renamed',
      permissions: [],
    });
    const absent = await saveRole({ id: randomUUID(), nameZh: '改名', nameEn: 'Renamed', permissions: [] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/role/${DONGFANG_PURCHASER_ROLE}`,
      token: admin,
    });
    expect(del.statusCode).toBe(404);
    const [row] = await t.sql<{ name_en: string }>('select name_en from roles where id = $1', [
      DONGFANG_PURCHASER_ROLE,
    ]);
    expect(row?.name_en).toBe('Purchaser');
  });
});

describe('position levels', () => {
  it('are saved by staff managers and listed to any employee of the tenant, sorted', async () => {
    const save = (payload: object) =>
      t.request({ method: 'POST', url: '/api/v1/employee/positionLevels/save', token: admin, payload });
    expect((await save({ code: 'P2', nameZh: '主管', nameEn: 'Supervisor', sort: 20 })).statusCode).toBe(200);
    expect((await save({ code: 'P1', nameZh: '专员', nameEn: 'Specialist', sort: 10 })).statusCode).toBe(200);
    expect((await save({ code: 'P1', nameZh: '重复', nameEn: 'Duplicate', sort: 5 })).statusCode).toBe(409);
    const purchaser = await t.login('purchaser');
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/employee/positionLevels',
      token: purchaser,
      language: 'en_us',
    });
    expect(body<Level[]>(res).data.map((l) => l.name)).toEqual(['Specialist', 'Supervisor']);
    const bad = await save({ code: '', nameZh: '主', nameEn: 'S', sort: -1 });
    expect(bad.statusCode).toBe(400);
  });
});
