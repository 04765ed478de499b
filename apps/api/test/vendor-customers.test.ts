import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// The supplier portal's "Customers & invitations" (issue #16 §8) on real PostgreSQL: the buyers a supplier's
// company serves (status and grade with each), the open invitations addressed to the company across tenants
// (linked to it, or naming its credit code or a user's address), acceptance into the application flow, and
// a decline with a reason the buyer reads. A supplier never sees nor answers another company's invitation.

const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;
const SUZHOU = DEMO.vendors.suzhouSteel;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;
/** The demo's open invitation of Suzhou Hengsteel (user supplier2) by Dongfang (tools/seed). */
const DEMO_INVITATION = demoId(900511);
const SUZHOU_CODE = '91320505MA1P8QW3C9';

let t: TestApp;
let supplier2: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp();
  supplier2 = await t.login('supplier2', 'supplier');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t.close();
});

async function call<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
  language?: 'en_us',
) {
  const res = await t.request({
    method,
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
    ...(language ? { language } : {}),
  });
  return { status: res.statusCode, body: body<T>(res), raw: res.body };
}

type Customer = {
  tenantId: string;
  tenantName: string;
  relation: string;
  supplierStatus: number | null;
  grade: string | null;
  since: string;
  current: boolean;
};
type OpenInvitation = {
  id: string;
  tenantId: string;
  tenantName: string;
  companyName: string;
  expiresAt: string;
};

/**
 * An open invitation of `tenantId` with its link, addressed as given (the link copies the addressee as the
 * send route writes it). Expires in `days` (negative: already expired).
 */
async function insertInvitation(
  tenantId: string,
  to: { vendorId?: string | null; target?: string; code?: string | null },
  days = 7,
): Promise<string> {
  const id = randomUUID();
  const target = to.target ?? `${id.slice(0, 8)}@invite.example`;
  await t.sql(
    `insert into vendor_invitations (id, tenant_id, channel, target, company_name, social_credit_code, vendor_id,
       status, expires_at, invited_by)
     values ($1, $2, 'email', $3, '受邀公司', $4, $5, 'sent', now() + make_interval(days => $6), $7)`,
    [id, tenantId, target, to.code ?? null, to.vendorId ?? null, days, DEMO.users.admin],
  );
  await t.sql(
    `insert into vendor_invitation_links (token_hash, invitation_id, owner_tenant_id, expires_at, vendor_id, target,
       social_credit_code)
     values ($1, $2, $3, now() + make_interval(days => $4), $5, $6, $7)`,
    [randomUUID(), id, tenantId, days, to.vendorId ?? null, target, to.code ?? null],
  );
  return id;
}

async function invitationRow(id: string) {
  const [row] = await t.sql<{ status: string; decline_reason: string | null; vendor_id: string | null }>(
    'select status, decline_reason, vendor_id from vendor_invitations where id = $1',
    [id],
  );
  const links = await t.sql('select 1 from vendor_invitation_links where invitation_id = $1', [id]);
  return { ...row!, link: links.length > 0 };
}

async function openIds(token: string): Promise<string[]> {
  const res = await call<OpenInvitation[]>('GET', '/vdInvitation/open', token);
  expect(res.status).toBe(200);
  return res.body.data.map((i) => i.id);
}

describe('customers', () => {
  it('lists the buyers the company serves with its status there, named in the language of the request', async () => {
    const zh = await call<Customer[]>('GET', '/vdCustomer/list', supplier);
    expect(zh.status).toBe(200);
    expect(zh.body.data.map((c) => c.tenantId).sort()).toEqual([HUAXIA, DONGFANG].sort());
    const huaxia = zh.body.data.find((c) => c.tenantId === HUAXIA)!;
    const [profile] = await t.sql<{ status: number }>(
      'select status from md_vendor_profiles where tenant_id = $1 and vendor_id = $2',
      [HUAXIA, SHANGHAI],
    );
    expect(huaxia).toMatchObject({ relation: 'active', supplierStatus: profile!.status });
    expect(zh.body.data.filter((c) => c.current)).toHaveLength(1);
    const [tenant] = await t.sql<{ name_zh: string; name_en: string }>(
      'select name_zh, name_en from tenants where id = $1',
      [HUAXIA],
    );
    expect(huaxia.tenantName).toBe(tenant!.name_zh);
    const en = await call<Customer[]>('GET', '/vdCustomer/list', supplier, undefined, 'en_us');
    expect(en.body.data.find((c) => c.tenantId === HUAXIA)!.tenantName).toBe(tenant!.name_en);
  });

  it('shows only the own company: supplier2 serves Huaxia alone', async () => {
    const res = await call<Customer[]>('GET', '/vdCustomer/list', supplier2);
    expect(res.body.data.map((c) => c.tenantId)).toEqual([HUAXIA]);
  });

  it('shows the latest published grade with the buyer', async () => {
    const before = await call<Customer[]>('GET', '/vdCustomer/list', supplier2);
    const grades = await t.sql<{ grade: string }>(
      `select coalesce(r.adjusted_grade, r.grade) as grade from evaluation_results r
         join evaluation_plans p on p.id = r.plan_id
        where r.tenant_id = $1 and r.vendor_id = $2 and (p.status = 5 or r.published_at is not null)
        order by p.period_to desc, coalesce(r.published_at, p.published_at) desc nulls last, r.id limit 1`,
      [HUAXIA, SUZHOU],
    );
    // The demo publishes Suzhou's results (grade D): the grade shows, as the evaluation domain reads it.
    expect(grades[0]?.grade).toBeTruthy();
    expect(before.body.data[0]!.grade).toBe(grades[0]!.grade);
  });

  it('refuses buyer sessions (403 tenant.wrongSite)', async () => {
    const admin = await t.login('admin');
    const res = await call<ErrorData>('GET', '/vdCustomer/list', admin);
    expect(res.status).toBe(403);
    expect((await call('GET', '/vdInvitation/open', admin)).status).toBe(403);
  });
});

describe('open invitations', () => {
  it("lists the demo invitation from Dongfang to supplier2's company, not to another company", async () => {
    const res = await call<OpenInvitation[]>('GET', '/vdInvitation/open', supplier2, undefined, 'en_us');
    const demo = res.body.data.find((i) => i.id === DEMO_INVITATION);
    expect(demo).toMatchObject({ tenantId: DONGFANG });
    const [tenant] = await t.sql<{ name_en: string }>('select name_en from tenants where id = $1', [
      DONGFANG,
    ]);
    expect(demo!.tenantName).toBe(tenant!.name_en);
    expect(await openIds(supplier)).not.toContain(DEMO_INVITATION);
  });

  it('finds unlinked invitations by credit code and by a user address; leaves out expired ones and served tenants', async () => {
    const byCode = await insertInvitation(DONGFANG, { code: SUZHOU_CODE });
    const byMail = await insertInvitation(DONGFANG, { target: 'sales@hengsteel.example' });
    const expired = await insertInvitation(DONGFANG, { vendorId: SUZHOU }, -1);
    const served = await insertInvitation(HUAXIA, { vendorId: SUZHOU });
    const linkedElsewhere = await insertInvitation(DONGFANG, { vendorId: SHANGHAI, code: SUZHOU_CODE });
    const ids = await openIds(supplier2);
    expect(ids).toEqual(expect.arrayContaining([byCode, byMail]));
    for (const id of [expired, served, linkedElsewhere]) expect(ids).not.toContain(id);
    expect(await openIds(supplier)).not.toEqual(expect.arrayContaining([byCode]));
  });
});

describe('decline', () => {
  it('checks the reason as the form does (nothing changes on 400), translated', async () => {
    const id = await insertInvitation(DONGFANG, { vendorId: SUZHOU });
    for (const reason of [undefined, '', ' 有空格 ', 'x'.repeat(501)]) {
      const res = await call<ErrorData>(
        'POST',
        '/vdInvitation/decline',
        supplier2,
        reason === undefined ? { id } : { id, reason },
        'en_us',
      );
      expect(res.status, String(reason)).toBe(400);
      expect(res.body.data.fields?.[0]?.path).toBe('reason');
      expect(res.body.desc).toMatch(/[A-Za-z]/);
    }
    const badId = await call<ErrorData>('POST', '/vdInvitation/decline', supplier2, {
      id: 'x',
      reason: '不合作',
    });
    expect(badId.status).toBe(400);
    expect(await invitationRow(id)).toMatchObject({ status: 'sent', decline_reason: null, link: true });
  });

  it("answers 404 for another company's invitation exactly like an absent one; nothing changes", async () => {
    const absent = await call('POST', '/vdInvitation/decline', supplier, {
      id: randomUUID(),
      reason: '不合作',
    });
    const foreign = await call('POST', '/vdInvitation/decline', supplier, {
      id: DEMO_INVITATION,
      reason: '不合作',
    });
    expect(absent.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.raw).toBe(absent.raw);
    const accept = await call('POST', '/vdInvitation/acceptOpen', supplier, { id: DEMO_INVITATION });
    expect(accept.status).toBe(404);
    expect(accept.raw).toBe(absent.raw);
    expect(await invitationRow(DEMO_INVITATION)).toMatchObject({ status: 'sent', link: true });
  });

  it('declines with a reason the buyer reads on its invitation list; the link dies; a second answer is 404', async () => {
    const id = await insertInvitation(DONGFANG, { target: 'sales@hengsteel.example' });
    const res = await call('POST', '/vdInvitation/decline', supplier2, { id, reason: '产能已满' }, 'en_us');
    expect(res.status).toBe(200);
    expect(await invitationRow(id)).toMatchObject({
      status: 'declined',
      decline_reason: '产能已满',
      vendor_id: SUZHOU,
      link: false,
    });
    expect(await openIds(supplier2)).not.toContain(id);
    expect((await call('POST', '/vdInvitation/acceptOpen', supplier2, { id })).status).toBe(404);

    // The buyer: Dongfang's purchaser, given the supplier permission for the test.
    await t.sql(
      `insert into role_permissions (tenant_id, role_id, permission_key) values ($1, $2, 'supplier')
       on conflict do nothing`,
      [DONGFANG, DEMO.roles.dongfangPurchaser],
    );
    const purchaser = await t.login('purchaser');
    expect((await call('GET', `/switchTenant?tenantId=${DONGFANG}`, purchaser)).status).toBe(200);
    const list = await call<{ id: string; state: string; declineReason: string | null }[]>(
      'GET',
      '/vendor/invitation/list?state=declined',
      purchaser,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((i) => i.id === id)).toMatchObject({
      state: 'declined',
      declineReason: '产能已满',
    });
    // A declined invitation cannot be resent or cancelled.
    expect((await call('POST', '/vendor/invitation/resend', purchaser, { id })).status).toBe(409);
  });
});

describe('accept', () => {
  it('refuses an expired invitation like an absent one', async () => {
    const id = await insertInvitation(DONGFANG, { vendorId: SUZHOU }, -1);
    expect((await call('POST', '/vdInvitation/acceptOpen', supplier2, { id })).status).toBe(404);
    expect(await invitationRow(id)).toMatchObject({ status: 'sent' });
  });

  it('joins the company to the buyer as a potential supplier, then it applies there', async () => {
    const res = await call<{ tenantId: string }>('POST', '/vdInvitation/acceptOpen', supplier2, {
      id: DEMO_INVITATION,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.tenantId).toBe(DONGFANG);
    expect(await invitationRow(DEMO_INVITATION)).toMatchObject({ status: 'accepted', link: false });
    // Dongfang is served now: its other invitations to the company are no longer offered.
    expect((await openIds(supplier2)).length).toBe(0);
    const customers = await call<Customer[]>('GET', '/vdCustomer/list', supplier2);
    expect(customers.body.data.find((c) => c.tenantId === DONGFANG)).toMatchObject({
      relation: 'active',
      supplierStatus: 1,
      current: false,
    });
    expect((await call('GET', `/switchVdTenant?tenantId=${DONGFANG}`, supplier2)).status).toBe(200);
    const mine = await call<{ application: unknown }>('GET', '/vdApplication/mine', supplier2);
    expect(mine.status).toBe(200);
    expect(mine.body.data.application).toBeNull();
    // Accepting again: the invitation is spent.
    expect((await call('POST', '/vdInvitation/acceptOpen', supplier2, { id: DEMO_INVITATION })).status).toBe(
      404,
    );
  });
});
