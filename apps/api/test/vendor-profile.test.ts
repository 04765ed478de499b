import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The supplier's own profile and its change applications (issue #16 §2 supplierModify, §8) on real
// PostgreSQL: the field-level diff, approval through the one engine (document type 13), approval applies the
// change, rejection keeps the old values, withdrawal, the server's own checks, and isolation between
// suppliers and tenants. The demo seed gives Shanghai Precision (user `supplier`) an accepted profile in
// Huaxia and Suzhou Steel (`supplier2`) a bank-account change under approval.

const DOC_TYPE = 13; // CODES.documentType.supplierChange
const HUAXIA = DEMO.tenants.huaxia;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;

type Profile = {
  name: string;
  legalRepresentative: string;
  address: string;
  contacts: { name: string; position: string; mobile: string; email: string; primary: boolean }[];
  bankAccounts: { bankName: string; accountName: string; accountNo: string; primary: boolean }[];
  [key: string]: unknown;
};
type Change = {
  id: string;
  code: string;
  status: number;
  reason: string | null;
  changes: { section: string; index: number | null; field: string; old: string | null; new: string | null }[];
};
type Mine = {
  canChange: boolean;
  supplierStatus: number;
  version: number;
  profile: Profile;
  openChange: Change | null;
  changes: Change[];
};

let t: TestApp;
let admin: string;
let supplier: string;
let supplier2: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: body<T>(res) };
}

const mine = async (token = supplier) => (await call<Mine>('GET', '/vdProfile/mine', token)).body.data;

/** The accepted profile as the form sends it back, with `edit` applied. */
async function edited(edit: (p: Profile) => void, token = supplier): Promise<Profile> {
  const profile = structuredClone((await mine(token)).profile);
  edit(profile);
  return profile;
}

const act = (id: string, action: 'approve' | 'reject', comment?: string) =>
  call('POST', '/approval/act', admin, {
    docType: DOC_TYPE,
    documentId: id,
    action,
    ...(comment ? { comment } : {}),
  });

describe('supplier profile change applications', () => {
  it('shows the accepted profile, its version and the change history to the supplier', async () => {
    const data = await mine();
    expect(data.canChange).toBe(true);
    expect(data.supplierStatus).toBe(3);
    expect(data.version).toBe(2);
    expect(data.profile.name).toBe('上海精工零部件有限公司');
    expect(data.profile.bankAccounts).toHaveLength(1);
    expect(data.openChange).toBeNull();
    expect(data.changes.map((c) => c.status).sort()).toEqual([11, 3]);
  });

  it('a bank-account change waits for approval with an old → new diff; approval applies it', async () => {
    const before = await mine();
    const accountNo = `6222${String(Date.now()).slice(-10)}`;
    const profile = await edited((p) => {
      p.bankAccounts[0]!.accountNo = accountNo;
    });
    const submitted = await call<{ id: string; status: number }>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      profile,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.status).toBe(2);
    const id = submitted.body.data.id;

    // The buyer sees exactly one changed field, old → new, on the change and in the supplier file.
    const detail = await call<{ change: Change; progress: { status: string } }>(
      'GET',
      `/vendor/change/detail/${id}`,
      admin,
    );
    expect(detail.body.data.change.changes).toEqual([
      {
        section: 'bankAccount',
        index: 0,
        field: 'accountNo',
        old: before.profile.bankAccounts[0]!.accountNo,
        new: accountNo,
      },
    ]);
    expect(detail.body.data.progress.status).toBe('approving');
    const file = await call<{ openChange: Change | null; profile: Profile }>(
      'GET',
      `/vendor/detail/${SHANGHAI}`,
      admin,
    );
    expect(file.body.data.openChange?.id).toBe(id);
    // Not applied before the approval.
    expect(file.body.data.profile.bankAccounts[0]!.accountNo).toBe(before.profile.bankAccounts[0]!.accountNo);

    // A second change while this one waits is refused, and nothing is written.
    const again = await call<ErrorData>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      await edited((p) => {
        p.address = '上海市浦东新区另一条路 1 号';
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body.data.errorCode).toBe('vendor.profileChangeOpen');

    const tasks = await call<{ items: { documentId: string; detailPath: string; amount: string | null }[] }>(
      'GET',
      '/approval/tasks?state=pending&pageSize=100',
      admin,
    );
    const task = tasks.body.data.items.find((r) => r.documentId === id);
    expect(task?.detailPath).toBe(`/vendor/change/detail/${id}`);
    // A change has no amount: the inbox and the phone show none (not ¥0.00).
    expect(task?.amount).toBeNull();
    const view = await call<{ summary: { amount: string | null } }>(
      'GET',
      `/approval/document/${DOC_TYPE}/${id}`,
      admin,
    );
    expect(view.body.data.summary.amount).toBeNull();
    expect((await act(id, 'approve')).status).toBe(200);

    const after = await mine();
    expect(after.version).toBe(before.version + 1);
    expect(after.profile.bankAccounts[0]!.accountNo).toBe(accountNo);
    expect(after.openChange).toBeNull();
    expect(after.changes[0]).toMatchObject({ id, status: 3 });
    const history = await call<Change[]>(
      'GET',
      `/vendor/queryVendorChangeHistory?vendorId=${SHANGHAI}`,
      admin,
    );
    expect(history.body.data[0]).toMatchObject({ id, status: 3 });
  });

  it('a rejection keeps the old values and gives the supplier the reason', async () => {
    const before = await mine();
    const profile = await edited((p) => {
      p.contacts[0]!.mobile = '13800000077';
    });
    const submitted = await call<{ id: string }>('POST', '/vdProfile/supplierModify', supplier, profile);
    const id = submitted.body.data.id;
    expect((await act(id, 'reject', '请提供新手机号的授权书')).status).toBe(200);
    const after = await mine();
    expect(after.profile).toEqual(before.profile);
    expect(after.version).toBe(before.version);
    expect(after.changes[0]).toMatchObject({ id, status: 11, reason: '请提供新手机号的授权书' });
    const [md] = await t.sql<{ contact_mobile: string }>(
      'select contact_mobile from md_vendor_profiles where tenant_id = $1 and vendor_id = $2',
      [HUAXIA, SHANGHAI],
    );
    expect(md?.contact_mobile).not.toBe('13800000077');
  });

  it('approval of a new primary contact updates the buyer master data', async () => {
    const profile = await edited((p) => {
      p.contacts = [
        { name: '周婷', position: '客户经理', mobile: '13600000123', email: 'zt@sh.example', primary: true },
        ...p.contacts.map((c) => ({ ...c, primary: false })),
      ];
    });
    const submitted = await call<{ id: string }>('POST', '/vdProfile/supplierModify', supplier, profile);
    expect(submitted.status).toBe(200);
    expect((await act(submitted.body.data.id, 'approve')).status).toBe(200);
    const [md] = await t.sql<{ contact_name: string; contact_mobile: string }>(
      'select contact_name, contact_mobile from md_vendor_profiles where tenant_id = $1 and vendor_id = $2',
      [HUAXIA, SHANGHAI],
    );
    expect(md).toEqual({ contact_name: '周婷', contact_mobile: '13600000123' });
  });

  it('re-checks every rule on the server and writes nothing on a refusal', async () => {
    const count = async () =>
      (
        await t.sql<{ n: number }>(
          'select count(*)::int as n from vendor_change_applications where vendor_id = $1',
          [SHANGHAI],
        )
      )[0]!.n;
    const start = await count();
    const unchanged = await call<ErrorData>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      await edited(() => undefined),
    );
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.data.errorCode).toBe('vendor.profileNoChange');

    const twoPrimary = await call<ErrorData>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      await edited((p) => {
        p.bankAccounts = [{ ...p.bankAccounts[0]! }, { ...p.bankAccounts[0]!, accountNo: '99990000111122' }];
      }),
    );
    expect(twoPrimary.status).toBe(400);
    expect(JSON.stringify(twoPrimary.body)).toContain('validation.onePrimary');

    const duplicate = await call<ErrorData>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      await edited((p) => {
        p.bankAccounts = [{ ...p.bankAccounts[0]! }, { ...p.bankAccounts[0]!, primary: false }];
      }),
    );
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain('validation.duplicate');

    const bad = await call<ErrorData>(
      'POST',
      '/vdProfile/supplierModify',
      supplier,
      await edited((p) => {
        p.contacts[0]!.mobile = '12345';
        p.bankAccounts[0]!.accountNo = '12AB';
        p.website = 'not a url';
      }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('validation.mobile');
    expect(await count()).toBe(start);
  });

  it('a supplier never reads another supplier’s change; a foreign id answers like an absent one', async () => {
    const open = (await mine(supplier2)).openChange;
    expect(open).not.toBeNull();
    const foreign = await call('GET', `/vdProfile/change/detail/${open!.id}`, supplier);
    const absent = await call('GET', `/vdProfile/change/detail/${randomUUID()}`, supplier);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(absent.body);
    const withdraw = await call('POST', '/vdProfile/returnSupplierModify', supplier, { id: open!.id });
    expect(withdraw.status).toBe(404);
    // The other tenant's buyer does not see Huaxia's supplier file.
    const dongfang = await t.login('purchaser');
    await call('GET', `/switchTenant?tenantId=${DEMO.tenants.dongfang}`, dongfang);
    const file = await call('GET', `/vendor/change/detail/${open!.id}`, dongfang);
    expect([403, 404]).toContain(file.status);
  });

  it('the supplier withdraws its change: cancelled, the profile unchanged', async () => {
    const before = await mine(supplier2);
    const open = before.openChange!;
    expect(open.changes.some((c) => c.section === 'bankAccount')).toBe(true);
    const res = await call('POST', '/vdProfile/returnSupplierModify', supplier2, { id: open.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await mine(supplier2);
    expect(after.openChange).toBeNull();
    expect(after.profile).toEqual(before.profile);
    expect(after.changes.find((c) => c.id === open.id)?.status).toBe(4);
    const twice = await call<ErrorData>('POST', '/vdProfile/returnSupplierModify', supplier2, {
      id: open.id,
    });
    expect(twice.status).toBe(409);
  });

  it('a supplier under onboarding cannot change its profile (it fills its application)', async () => {
    const wuxi = await t.login('wuxi.xinrui', 'supplier');
    const data = await mine(wuxi);
    expect(data.canChange).toBe(false);
    const res = await call<ErrorData>('POST', '/vdProfile/supplierModify', wuxi, {
      name: '无锡新锐精密机械有限公司',
      legalRepresentative: '周敏',
      address: '江苏省无锡市',
      contacts: [{ name: '周敏', mobile: '13700000031', email: 'a@b.example', primary: true }],
      bankAccounts: [{ bankName: '银行', accountName: '无锡新锐', accountNo: '12345678', primary: true }],
    });
    expect(res.status).toBe(409);
    expect(res.body.data.errorCode).toBe('vendor.profileNotQualified');
  });
});
