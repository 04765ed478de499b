import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 §2 "wait-approve counts": the buyer's menu item of supplier applications carries the number of
// new-supplier and change applications of the tenant under approval (demo: Wuxi Xinrui's application).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Node = { menuCode: string; approveNum: number; childMenus: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.childMenus)]);

async function waitCount(token: string): Promise<number | undefined> {
  const tree = body<Node[]>(await t.request({ method: 'GET', url: '/api/v1/menu/list', token })).data;
  return flat(tree).find((n) => n.menuCode === 'vendorApplication')?.approveNum;
}

async function approvingInDb(): Promise<number> {
  const [row] = await t.sql<{ n: number }>(
    `select ((select count(*) from vendor_applications where tenant_id = $1 and status = 2)
           + (select count(*) from vendor_change_applications where tenant_id = $1 and status = 2))::int as n`,
    [DEMO.tenants.huaxia],
  );
  return row!.n;
}

describe('supplier applications wait-approve count', () => {
  it('counts the applications and changes under approval; follows them as they are decided', async () => {
    const admin = await t.login('admin');
    const expected = await approvingInDb();
    expect(expected).toBeGreaterThan(0);
    expect(await waitCount(admin)).toBe(expected);

    await t.sql(
      `update vendor_applications set status = 3
        where id = (select id from vendor_applications where tenant_id = $1 and status = 2 limit 1)`,
      [DEMO.tenants.huaxia],
    );
    expect(await waitCount(admin)).toBe(expected - 1);
    // A buyer without the supplier permission does not see the item at all.
    expect(await waitCount(await t.login('viewer'))).toBeUndefined();
  });
});
