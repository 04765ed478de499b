import type { MatrixEntries } from './types.ts';
import { PURCHASING_MATRICES } from './domains/index.ts';

// The access matrix (apps/api/test/access-matrix.test.ts): one entry per route, keyed `METHOD url` as
// registered. A route without an entry fails the test — add one with your route. Most routes need
// `{}` (the url's :params get an absent id); an id that names an owned object gets `object` (and a
// fixture kind in fixtures.ts), a session-changing call `freshSession`, a site-specific handler `sites`.

const validAddress = {
  name: '矩阵',
  phone: '13800000099',
  email: 'matrix@example.com',
  regionCode: '110105',
  address: '矩阵路 1 号',
  addressType: 1,
};

export const MATRIX_ENTRIES: MatrixEntries = {
  // ---- identity: image code, login, logout (public)
  'GET /api/v1/tenant/login/verifycode/:w/:h': {
    request: (id) => ({ url: `/api/v1/tenant/login/verifycode/100/50?key=${id}` }),
  },
  'POST /api/v1/tenant/buyer/login': {
    request: (id) => ({ payload: { username: 'admin', password: 'wrong', verifyKey: id, verifyCode: 'x' } }),
  },
  'POST /api/v1/tenant/supplier/login': {
    request: (id) => ({
      payload: { username: 'supplier', password: 'wrong', verifyKey: id, verifyCode: 'x' },
    }),
  },
  'POST /api/v1/ops/login': {
    request: (id) => ({ payload: { username: 'ops', password: 'wrong', verifyKey: id, verifyCode: 'x' } }),
  },
  'POST /api/v1/logout': { freshSession: true, note: 'ends the session it is called with' },

  // ---- identity: current user, menus, language, tenant switching
  'GET /api/v1/employee/loginEmployee': {},
  'GET /api/v1/menu/list': {},
  'GET /api/v1/menu/v3/list': {},
  'GET /api/v1/menu/version': {},
  'PUT /api/v1/menu/version': { request: () => ({ payload: { menuVersion: 'v2' } }) },
  'GET /api/v1/employee/language': {},
  'PUT /api/v1/employee/saveLanguage/:lang': {
    request: () => ({ url: '/api/v1/employee/saveLanguage/zh_cn' }),
  },
  'GET /api/v1/switchTenant': {
    sites: ['buyer'],
    freshSession: true,
    request: (id) => ({ url: `/api/v1/switchTenant?tenantId=${id}` }),
    note: 'an absent tenant: refused with 403 tenant.notMember for every buyer',
  },
  'GET /api/v1/switchVdTenant': {
    sites: ['supplier'],
    freshSession: true,
    request: (id) => ({ url: `/api/v1/switchVdTenant?tenantId=${id}` }),
  },
  'PUT /api/v1/employee/vdSiteVersion': {
    sites: ['supplier'],
    request: () => ({ payload: { vdSiteVersion: 'v1' } }),
  },
  'GET /api/v1/tenantVendor/list': { sites: ['buyer', 'supplier'] },
  'GET /api/v1/tenantVendor/:id': { sites: ['buyer', 'supplier'], object: 'tenantVendor' },

  // ---- address book (personal, per tenant)
  'GET /api/v1/person/addresses/list': {},
  'POST /api/v1/person/addresses/addOrModify': {
    object: 'address',
    request: (id) => ({ payload: { ...validAddress, id } }),
  },
  'DELETE /api/v1/person/addresses/:id': { object: 'address' },
  'GET /api/v1/person/addresses/setDefult/:id/:type': {
    object: 'address',
    request: (id) => ({ url: `/api/v1/person/addresses/setDefult/${id}/1` }),
  },

  // ---- the other issue #4 slices. An entry with `object` is also probed with foreign ids; the others
  // name no owned object (lists, own settings, public calls, ops registrations which no tenant owns)
  // and prove 401/403 for every principal; lists are still checked for foreign ids.
  'DELETE /api/v1/role/:id': { object: 'role' },
  'GET /api/v1/columnSetup/list': {},
  'GET /api/v1/company/enterpriseInfo': {},
  'GET /api/v1/employee/positionLevels': { sites: ['buyer'] },
  'GET /api/v1/file/:id': { sites: ['buyer', 'supplier'], object: 'file' },
  'GET /api/v1/file/logo/:tenantId/:id': {},
  'GET /api/v1/finance/getData': {},
  'GET /api/v1/mysetting/messageSetting': {},
  'GET /api/v1/ops/outbox': {},
  'GET /api/v1/ops/jobs': {},
  'GET /api/v1/ops/registrations': {},
  'GET /api/v1/ops/registrations/:id': {},
  'GET /api/v1/role/list': {},
  'GET /api/v1/staff/departments': {},
  'GET /api/v1/staff/list': {},
  'GET /api/v1/tenant/reg/checkEmail/:email': {},
  'GET /api/v1/tenant/reg/checkMobile/:mobile': {},
  'GET /api/v1/tenant/reg/checkUsername/:name': {},
  'GET /api/v1/tenant/reg/sendEmailCode/:email': {},
  'GET /api/v1/tenant/reg/sendMobileCode/:mobile': {},
  'GET /api/v1/tenant/reset/password/vercode/:x': {},
  'GET /api/v1/verifycode/getVerifyCodeByBase64': {},
  'GET /api/v1/workproxy/candidates': {},
  'GET /api/v1/workproxy/get': {},
  'GET /health': {},
  'POST /api/v1/columnSetup/batchSave': {},
  'POST /api/v1/company/enterpriseInfo/logo': {},
  'POST /api/v1/company/enterpriseInfo/timeZone': {},
  'POST /api/v1/employee/positionLevels/save': {},
  'POST /api/v1/file/upload': { sites: ['buyer', 'supplier'] },
  'POST /api/v1/mysetting/modifyMobile': {},
  'POST /api/v1/mysetting/modifyPassword': {},
  'POST /api/v1/mysetting/profile/modify': {
    object: 'address',
    request: (id) => ({ payload: { defaultReceiveAddressId: id } }),
  },
  'POST /api/v1/mysetting/sendmsg': {},
  'POST /api/v1/new/login': {},
  'POST /api/v1/new/loginMobile': {},
  'POST /api/v1/ops/registrations/:id/approve': {},
  'POST /api/v1/ops/registrations/:id/reject': {},
  'POST /api/v1/role/save': {
    object: 'role',
    request: (id) => ({ payload: { id, nameZh: '矩阵角色', nameEn: 'Matrix role', permissions: [] } }),
  },
  'POST /api/v1/sendLoginMsg': {},
  'GET /api/v1/ops/sendGuard/summary': {},
  // Issue #16 §7: the platform lists (ops only; no tenant owns a company: absent ids answer 404 to ops).
  'GET /api/v1/ops/platform/suppliers': { platformWide: true },
  'GET /api/v1/ops/platform/buyers': { platformWide: true },
  'GET /api/v1/ops/platform/suppliers/:id/history': { platformWide: true },
  'GET /api/v1/ops/platform/buyers/:id/history': { platformWide: true },
  'POST /api/v1/ops/platform/suppliers/freeze': { request: (id) => ({ payload: { id, reason: '矩阵' } }) },
  'POST /api/v1/ops/platform/suppliers/unfreeze': { request: (id) => ({ payload: { id, reason: '矩阵' } }) },
  'POST /api/v1/ops/platform/buyers/freeze': { request: (id) => ({ payload: { id, reason: '矩阵' } }) },
  'POST /api/v1/ops/platform/buyers/unfreeze': { request: (id) => ({ payload: { id, reason: '矩阵' } }) },
  'POST /api/v1/ops/sendGuard/block': { request: () => ({ payload: { clientIp: '203.0.113.250' } }) },
  'POST /api/v1/ops/sendGuard/unblock': { request: () => ({ payload: { clientIp: '203.0.113.250' } }) },
  'POST /api/v1/staff/:userId/disable': { object: 'employee' },
  'POST /api/v1/staff/:userId/enable': { object: 'employee' },
  'POST /api/v1/staff/department/save': {},
  'POST /api/v1/staff/save': {
    object: 'employee',
    request: (userId) => ({
      payload: { mode: 'edit', userId, empName: '矩阵', mobile: '13800000991', roleIds: [] },
    }),
  },
  'POST /api/v1/tenant/buyer/login/quick': {},
  'POST /api/v1/tenant/reg': {},
  'POST /api/v1/tenant/reset/password': {},
  'POST /api/v1/tenant/supplier/login/quick': {},
  'POST /api/v1/workproxy/cancel': { object: 'workProxy', request: (id) => ({ payload: { id } }) },
  'POST /api/v1/workproxy/set': {},
  'PUT /api/v1/mysetting/messageSetting': {},
  ...Object.assign({}, ...PURCHASING_MATRICES.map((m) => m.entries)),
};
