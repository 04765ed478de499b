import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Staff = {
  userId: string;
  username: string;
  empName: string;
  mobile: string | null;
  departmentId: string | null;
  departmentName: string | null;
  positionLevelName: string | null;
  roles: { id: string; code: string; name: string }[];
  disabled: boolean;
};
type Page = { rows: Staff[]; total: number; page: number; pageSize: number };
type Login = { permissions: string[]; roles: { roleCode: string }[] };

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const ADMIN_ROLE = '00000000-0000-4000-8000-000000004001';
const APPROVER_ROLE = '00000000-0000-4000-8000-000000004003';
const DONGFANG_ROLE = '00000000-0000-4000-8000-000000004011';
const PROCUREMENT_DEPT = '00000000-0000-4000-8000-000000006001';
const DONGFANG_DEPT = '00000000-0000-4000-8000-000000006011';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
const SUPPLIER = '00000000-0000-4000-8000-000000003005';
const ADMIN = '00000000-0000-4000-8000-000000003001';
const PASSWORD = 'Welcome@2026';

let t: TestApp;
let admin: string;
let seq = 0;

const newEmployee = (extra: object = {}) => {
  seq += 1;
  return {
    mode: 'create',
    username: `emp${seq}_${randomUUID().slice(0, 6)}`,
    password: PASSWORD,
    empName: `员工${seq}`,
    mobile: `1350000${String(1000 + seq).slice(-4)}`,
    email: `emp${seq}@huaxia.example`,
    departmentId: PROCUREMENT_DEPT,
    roleIds: [APPROVER_ROLE],
    ...extra,
  };
};
const save = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: '/api/v1/staff/save', token, payload });
const list = async (query = '', token = admin) =>
  body<Page>(await t.request({ method: 'GET', url: `/api/v1/staff/list${query}`, token })).data;
const act = (userId: string, action: 'disable' | 'enable', token = admin) =>
  t.request({ method: 'POST', url: `/api/v1/staff/${userId}/${action}`, token });
const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

describe('staff list', () => {
  it("lists the tenant's buyer employees (not suppliers) with roles, searchable by name, username and mobile", async () => {
    const all = await list();
    const names = all.rows.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'purchaser', 'approver', 'finance']));
    expect(names).not.toContain('supplier');
    expect(all.rows.find((r) => r.username === 'admin')?.roles.map((r) => r.code)).toEqual(['admin']);
    expect((await list(`?keyword=${encodeURIComponent('李')}`)).rows.map((r) => r.username)).toEqual([
      'purchaser',
    ]);
    expect((await list('?keyword=13800000004')).rows.map((r) => r.username)).toEqual(['finance']);
    expect((await list('?keyword=%25')).rows).toHaveLength(0);
    const page = await list('?page=2&pageSize=2');
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page.rows).toHaveLength(2);
  });

  it('is for staff managers only (403)', async () => {
    const purchaser = await t.login('purchaser');
    expect((await t.request({ method: 'GET', url: '/api/v1/staff/list', token: purchaser })).statusCode).toBe(
      403,
    );
    expect((await save(newEmployee(), purchaser)).statusCode).toBe(403);
    expect((await act(ADMIN, 'disable', purchaser)).statusCode).toBe(403);
  });
});

describe('create and edit', () => {
  it('creates an employee who logs in with the initial password and gets exactly the role permissions', async () => {
    const input = newEmployee();
    const res = await save(input);
    expect(res.statusCode).toBe(200);
    expect(body<Staff>(res).data).toMatchObject({
      username: input.username,
      departmentName: '采购部',
      disabled: false,
    });
    const token = await t.login(input.username, 'buyer', PASSWORD);
    const login = body<Login>(await me(token)).data;
    expect(login.roles.map((r) => r.roleCode)).toEqual(['approver']);
    expect(login.permissions).not.toContain('setting:staffManage');
    expect((await t.request({ method: 'GET', url: '/api/v1/staff/list', token })).statusCode).toBe(403);
  });

  it('refuses a username of any account, in any tenant or case, with one answer (409)', async () => {
    const taken = await save(newEmployee({ username: 'Purchaser' }));
    expect(body<ErrorData>(taken)).toMatchObject({ code: 409, data: { errorCode: 'staff.usernameTaken' } });
    const dup = await save(newEmployee({ mobile: '13800000002' }));
    expect(body<ErrorData>(dup)).toMatchObject({ code: 409, data: { errorCode: 'staff.mobileTaken' } });
  });

  it('creates exactly one of two parallel requests for the same username', async () => {
    const a = newEmployee();
    const b = { ...newEmployee(), username: a.username };
    const results = await Promise.all([save(a), save(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.sql('select 1 from users where username = $1', [a.username])).toHaveLength(1);
  });

  it('checks the password rule, the mobile format and references into the tenant', async () => {
    const weak = await save(newEmployee({ password: 'short1A' }));
    expect(weak.statusCode).toBe(400);
    expect(body<ErrorData>(weak).data.fields?.map((f) => f.path)).toEqual(['password']);
    const mobile = await save(newEmployee({ mobile: '12345' }));
    expect(body<ErrorData>(mobile).data.fields?.[0]).toMatchObject({
      path: 'mobile',
      code: 'validation.mobile',
    });
    const dept = await save(newEmployee({ departmentId: DONGFANG_DEPT }));
    expect(body<ErrorData>(dept).data.fields?.[0]).toMatchObject({
      path: 'departmentId',
      code: 'validation.oneOf',
    });
    const role = await save(newEmployee({ roleIds: [APPROVER_ROLE, DONGFANG_ROLE] }));
    expect(body<ErrorData>(role).data.fields?.[0]).toMatchObject({ path: 'roleIds.1' });
    expect(
      await t.sql(
        "select 1 from users where emp_name like '员工%' and username not in (select username from users where id in (select user_id from tenant_members))",
      ),
    ).toHaveLength(0);
  });

  it("edits an employee's name, department and roles; another tenant's or a supplier's user is 404", async () => {
    const created = body<Staff>(await save(newEmployee())).data;
    const edited = await save({
      mode: 'edit',
      userId: created.userId,
      empName: '改名后',
      mobile: created.mobile,
      departmentId: null,
      roleIds: [],
    });
    expect(body<Staff>(edited).data).toMatchObject({ empName: '改名后', departmentId: null, roles: [] });
    for (const userId of [SUPPLIER, randomUUID()]) {
      const res = await save({ mode: 'edit', userId, empName: '越界', mobile: '13511112222', roleIds: [] });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('disable and enable', () => {
  it('ends the sessions of a disabled employee (401) and refuses their login until enabled', async () => {
    const input = newEmployee();
    const { userId } = body<Staff>(await save(input)).data;
    const token = await t.login(input.username, 'buyer', PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    expect((await act(userId, 'disable')).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    await expect(t.login(input.username, 'buyer', PASSWORD)).rejects.toThrow();
    expect((await list(`?keyword=${input.username}`)).rows[0]).toMatchObject({ disabled: true });
    expect((await list('?status=disabled')).rows.map((r) => r.userId)).toEqual([userId]);
    expect((await act(userId, 'enable')).statusCode).toBe(200);
    const again = await t.login(input.username, 'buyer', PASSWORD);
    expect(body<Login>(await me(again)).data.roles.map((r) => r.roleCode)).toEqual(['approver']);
  });

  it("disables a member of two tenants only in this one: their other tenant's session stays", async () => {
    expect((await act(PURCHASER, 'disable')).statusCode).toBe(200);
    const token = await t.login('purchaser');
    const [session] = await t.sql<{ login_tenant_id: string }>(
      'select login_tenant_id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [PURCHASER],
    );
    expect(session?.login_tenant_id).not.toBe(HUAXIA);
    expect((await me(token)).statusCode).toBe(200);
    expect((await act(PURCHASER, 'enable')).statusCode).toBe(200);
  });

  it('keeps one enabled administrator and refuses disabling oneself (422)', async () => {
    expect(body<ErrorData>(await act(ADMIN, 'disable'))).toMatchObject({
      code: 422,
      data: { errorCode: 'staff.self' },
    });
    const second = newEmployee({ roleIds: [ADMIN_ROLE] });
    const { userId } = body<Staff>(await save(second)).data;
    const other = await t.login(second.username, 'buyer', PASSWORD);
    expect((await act(ADMIN, 'disable', other)).statusCode).toBe(200);
    // Now `second` is the last administrator: losing the role or being disabled is refused.
    const drop = await save(
      { mode: 'edit', userId, empName: '第二管理员', mobile: second.mobile, roleIds: [APPROVER_ROLE] },
      other,
    );
    expect(body<ErrorData>(drop)).toMatchObject({ code: 422, data: { errorCode: 'staff.lastAdmin' } });
    expect((await act(ADMIN, 'enable', other)).statusCode).toBe(200);
    // The admin's old session ended when they were disabled.
    expect((await me(admin)).statusCode).toBe(401);
    admin = await t.login('admin');
    expect((await act(userId, 'disable')).statusCode).toBe(200);
  });

  it('answers an unknown user id 404 and a malformed one 400', async () => {
    expect((await act(randomUUID(), 'disable')).statusCode).toBe(404);
    expect((await act('nope', 'disable')).statusCode).toBe(400);
  });
});

describe('departments', () => {
  it('creates and edits departments; a code in use is 409', async () => {
    const saveDept = (payload: object) =>
      t.request({ method: 'POST', url: '/api/v1/staff/department/save', token: admin, payload });
    const created = await saveDept({ code: 'QA', nameZh: '质量部', nameEn: 'Quality' });
    expect(created.statusCode).toBe(200);
    expect((await saveDept({ code: 'PUR', nameZh: '重复', nameEn: 'Dup' })).statusCode).toBe(409);
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/staff/departments',
      token: admin,
      language: 'en_us',
    });
    expect(body<{ code: string; name: string }[]>(res).data.map((d) => d.code)).toEqual([
      'FIN',
      'PRD',
      'PUR',
      'QA',
    ]);
  });
});
