import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '@procure/server-db';
import { actOnApproval, approvalProgress, historyOf, withdrawApproval } from '@procure/approval-server';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { demoId } from './support/demo-ids.ts';
import {
  FAKE_DOC_CODE,
  FAKE_DOC_TYPE,
  T,
  U,
  act,
  clearFlows,
  createFakeDocuments,
  docRow,
  facts,
  newDoc,
  registerFakeDocuments,
  saveFlow,
  submit,
  taskStates,
} from './approval-support.ts';

const TYPE = CODES.approverType;
const MODE = CODES.approvalMode;
const H = CODES.historyAction;
/** Huaxia's procurement cost centre (tools/seed/demo-ids.ts). */
const DEMO_CC = demoId(7001);

let t: TestApp;
let admin: string;
let approver: string;

beforeAll(async () => {
  t = await startTestApp();
  await createFakeDocuments(t);
  registerFakeDocuments();
  [admin, approver] = await Promise.all([t.login('admin'), t.login('approver')]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await clearFlows(t);
  await t.sql('delete from approval_assignments');
  await t.sql('delete from work_proxies');
  // Each test starts with no approval under way (counts and inboxes see only its own documents).
  await t.sql('delete from approval_instances');
});

const assign = (approverType: number, scopeKind: string, scopeId: string | null, userIds: string[]) =>
  t.sql(
    `insert into approval_assignments (id, tenant_id, approver_type, scope_kind, scope_id, user_ids)
     values (gen_random_uuid(), $1, $2, $3, $4, $5::uuid[])`,
    [T.huaxia, approverType, scopeKind, scopeId, userIds],
  );
const engineAct = (
  documentId: string,
  actorId: string,
  action: 'approve' | 'reject' | 'transfer',
  extra = {},
) =>
  withTenant(t.database.db, { tenantId: T.huaxia, userId: actorId }, (tx) =>
    actOnApproval(tx, { tenantId: T.huaxia, docType: FAKE_DOC_TYPE, documentId, actorId, action, ...extra }),
  );
const history = (documentId: string) =>
  withTenant(t.database.db, { tenantId: T.huaxia, userId: U.admin }, (tx) =>
    historyOf(tx, T.huaxia, FAKE_DOC_TYPE, documentId),
  );
const progress = (documentId: string) =>
  withTenant(t.database.db, { tenantId: T.huaxia, userId: U.admin }, (tx) =>
    approvalProgress(tx, T.huaxia, FAKE_DOC_TYPE, documentId),
  );
const errorCode = (res: { body: string }) => (JSON.parse(res.body) as { data: ErrorData }).data.errorCode;

describe('modes', () => {
  it('authorized: the superior chain approves one after the other, then onApproved runs once', async () => {
    await assign(TYPE.superior.code, 'user', U.purchaser, [U.approver, U.admin]);
    await saveFlow(t, admin, [{ key: 'sup', approverType: TYPE.superior.code, mode: MODE.authorized.code }]);
    const doc = await newDoc(t);
    expect(await submit(t, doc)).toEqual({ status: 'approving' });
    expect((await taskStates(t, doc)).map((r) => r.state)).toEqual(['pending', 'waiting']);
    // The second approver's task is not open yet.
    expect((await act(t, admin, doc, 'approve')).statusCode).toBe(409);
    expect(body(await act(t, approver, doc, 'approve')).data).toEqual({ status: 'approving' });
    expect(body(await act(t, admin, doc, 'approve')).data).toEqual({ status: 'approved' });
    expect(await docRow(t, doc)).toEqual({ status: 'approved', approved_count: 1, rejected_count: 0 });
    expect((await history(doc)).map((h) => h.action)).toEqual([
      H.submit.code,
      H.approve.code,
      H.approve.code,
    ]);
  });

  it('countersign: every named employee approves in order; preemptive nodes follow', async () => {
    await saveFlow(t, admin, [
      {
        key: 'cs',
        approverType: TYPE.employee.code,
        mode: MODE.countersign.code,
        employeeIds: [U.finance, U.approver],
      },
      {
        key: 'pre',
        approverType: TYPE.employee.code,
        mode: MODE.preemptive.code,
        employeeIds: [U.approver, U.admin],
      },
    ]);
    const doc = await newDoc(t);
    await submit(t, doc);
    await expect(engineAct(doc, U.approver, 'approve')).rejects.toMatchObject({
      errorCode: 'approval.notPending',
    });
    await engineAct(doc, U.finance, 'approve');
    await engineAct(doc, U.approver, 'approve');
    // The preemptive node opens both tasks at once; the first approval closes the other.
    expect((await taskStates(t, doc)).filter((r) => r.node === 'pre').map((r) => r.state)).toEqual([
      'pending',
      'pending',
    ]);
    expect(body(await act(t, admin, doc, 'approve')).data).toEqual({ status: 'approved' });
    expect((await taskStates(t, doc)).filter((r) => r.node === 'pre').map((r) => r.state)).toEqual([
      'closed',
      'approved',
    ]);
    expect((await progress(doc))?.status).toBe('approved');
  });

  it('preemptive: two approvers approving at the same moment: exactly one 200, one 409, onApproved once', async () => {
    await saveFlow(t, admin, [
      {
        key: 'pre',
        approverType: TYPE.employee.code,
        mode: MODE.preemptive.code,
        employeeIds: [U.approver, U.admin],
      },
    ]);
    for (let round = 0; round < 3; round++) {
      const doc = await newDoc(t);
      await submit(t, doc);
      const results = await Promise.all([act(t, approver, doc, 'approve'), act(t, admin, doc, 'approve')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser && errorCode(loser)).toBe('approval.notPending');
      expect(await docRow(t, doc)).toMatchObject({ status: 'approved', approved_count: 1 });
      expect((await history(doc)).filter((h) => h.action === H.approve.code)).toHaveLength(1);
    }
  });
});

describe('flow choice and approver resolution', () => {
  it('picks the matching flow by amount, cost centre and priority; disabled flows never match', async () => {
    const big = await saveFlow(
      t,
      admin,
      [{ key: 'm', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.admin] }],
      {
        priority: 1,
        minAmount: '50000',
      },
    );
    await saveFlow(
      t,
      admin,
      [{ key: 'c', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.finance] }],
      {
        priority: 2,
        costCentreIds: [DEMO_CC],
      },
    );
    await saveFlow(
      t,
      admin,
      [{ key: 'd', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.approver] }],
      {
        priority: 3,
      },
    );
    const firstApprover = async (f = facts()) => {
      const doc = await newDoc(t);
      await submit(t, doc, f);
      return (await taskStates(t, doc)).find((r) => r.state === 'pending')?.approver_id;
    };
    expect(await firstApprover(facts({ amount: '50000.00' }))).toBe(U.admin);
    expect(await firstApprover(facts({ amount: '49999.99', costCentreId: DEMO_CC }))).toBe(U.finance);
    expect(await firstApprover(facts({ amount: '49999.99' }))).toBe(U.approver);
    await t.request({ method: 'POST', url: `/api/v1/approval/flows/${big}/disable`, token: admin });
    expect(await firstApprover(facts({ amount: '90000.00' }))).toBe(U.approver);
  });

  it('resolves the most specific assignment: the applicant before the cost centre before the tenant', async () => {
    await assign(TYPE.budgetController.code, 'tenant', null, [U.admin]);
    await assign(TYPE.budgetController.code, 'costCentre', DEMO_CC, [U.finance]);
    await saveFlow(t, admin, [{ key: 'b', approverType: TYPE.budgetController.code, mode: 1 }]);
    const pending = async (f = facts()) => {
      const doc = await newDoc(t);
      await submit(t, doc, f);
      return (await taskStates(t, doc)).map((r) => r.approver_id);
    };
    expect(await pending(facts({ costCentreId: DEMO_CC }))).toEqual([U.finance]);
    expect(await pending()).toEqual([U.admin]);
    await assign(TYPE.budgetController.code, 'user', U.purchaser, [U.approver]);
    expect(await pending(facts({ costCentreId: DEMO_CC }))).toEqual([U.approver]);
  });

  it('no matching flow: approved at once, onApproved ran in the submit', async () => {
    const doc = await newDoc(t);
    expect(await submit(t, doc)).toEqual({ status: 'approved' });
    expect(await docRow(t, doc)).toMatchObject({ status: 'approved', approved_count: 1 });
  });

  it('a node without approvers is skipped and the history says so; the over-budget node only when over budget', async () => {
    await assign(TYPE.costCentreBudgetController.code, 'costCentre', DEMO_CC, [U.admin, U.finance]);
    await saveFlow(t, admin, [
      { key: 'sup', name: 'Superior', approverType: TYPE.superior.code, mode: 1 },
      { key: 'bud', approverType: TYPE.costCentreBudgetController.code, mode: 3, onlyWhenOverBudget: true },
      { key: 'emp', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.approver] },
    ]);
    const within = await newDoc(t);
    await submit(t, within, facts({ costCentreId: DEMO_CC }));
    expect((await progress(within))?.nodes.map((n) => [n.key, n.state])).toEqual([
      ['sup', 'skipped'],
      ['emp', 'open'],
    ]);
    expect((await history(within)).map((h) => [h.action, h.nodeName])).toEqual([
      [H.submit.code, null],
      [H.skip.code, 'Superior'],
    ]);
    const over = await newDoc(t);
    await submit(t, over, facts({ costCentreId: DEMO_CC, overBudget: true }));
    expect((await progress(over))?.nodes.map((n) => [n.key, n.state, n.approvers.length])).toEqual([
      ['sup', 'skipped', 0],
      ['bud', 'open', 2],
      ['emp', 'waiting', 1],
    ]);
  });

  it('a flow none of whose nodes finds an approver refuses the submit (422) and writes nothing', async () => {
    await saveFlow(t, admin, [{ key: 'sup', approverType: TYPE.superior.code, mode: 1 }]);
    const doc = await newDoc(t);
    await expect(submit(t, doc)).rejects.toMatchObject({ status: 422, errorCode: 'approval.noApprover' });
    expect(await t.sql('select 1 from approval_instances where document_id = $1', [doc])).toHaveLength(0);
    expect(await t.sql('select 1 from approval_history where document_id = $1', [doc])).toHaveLength(0);
  });

  it('dynamic approvers are added to nodes that allow them; other nodes and non-employees → 400', async () => {
    await saveFlow(t, admin, [
      { key: 'dyn', approverType: TYPE.superior.code, mode: 2, allowDynamic: true },
      { key: 'fixed', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.admin] },
    ]);
    const doc = await newDoc(t);
    await submit(t, doc, facts(), { dynamic: { dyn: [U.finance, U.approver] } });
    expect((await taskStates(t, doc)).map((r) => [r.node, r.approver_id, r.state])).toEqual([
      ['dyn', U.finance, 'pending'],
      ['dyn', U.approver, 'waiting'],
      ['fixed', U.admin, 'waiting'],
    ]);
    const other = await newDoc(t);
    await expect(submit(t, other, facts(), { dynamic: { fixed: [U.finance] } })).rejects.toMatchObject({
      status: 400,
      fields: [{ path: 'dynamicApprovers.fixed', code: 'approval.dynamicNotAllowed' }],
    });
    await expect(submit(t, other, facts(), { dynamic: { dyn: [U.supplier] } })).rejects.toMatchObject({
      fields: [{ path: 'dynamicApprovers.dyn', code: 'approval.notEmployee' }],
    });
    expect(await t.sql('select 1 from approval_instances where document_id = $1', [other])).toHaveLength(0);
  });
});

describe('actions', () => {
  const oneStep = (employeeIds = [U.approver]) =>
    saveFlow(t, admin, [{ key: 'one', approverType: TYPE.employee.code, mode: 1, employeeIds }]);

  it('reject needs a comment (400, nothing changes); with one it returns the document → onRejected', async () => {
    await oneStep();
    const doc = await newDoc(t);
    await submit(t, doc);
    const bare = await act(t, approver, doc, 'reject', { comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(body<ErrorData>(bare).data.fields?.[0]).toMatchObject({
      path: 'comment',
      code: 'validation.required',
    });
    expect((await taskStates(t, doc))[0]?.state).toBe('pending');
    expect(body(await act(t, approver, doc, 'reject', { comment: 'Too expensive' })).data).toEqual({
      status: 'rejected',
    });
    expect(await docRow(t, doc)).toEqual({ status: 'returned', approved_count: 0, rejected_count: 1 });
    expect((await history(doc)).at(-1)).toMatchObject({ action: H.reject.code, comment: 'Too expensive' });
  });

  it('approving twice → 409; approving after the applicant withdrew → 409', async () => {
    await oneStep([U.approver, U.admin]);
    const doc = await newDoc(t);
    await submit(t, doc);
    expect((await act(t, approver, doc, 'approve')).statusCode).toBe(200);
    const again = await act(t, approver, doc, 'approve');
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'approval.notPending']);

    const second = await newDoc(t);
    await submit(t, second);
    await withTenant(t.database.db, { tenantId: T.huaxia, userId: U.purchaser }, (tx) =>
      withdrawApproval(tx, {
        tenantId: T.huaxia,
        docType: FAKE_DOC_TYPE,
        documentId: second,
        actorId: U.purchaser,
      }),
    );
    const late = await act(t, approver, second, 'approve');
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'approval.notPending']);
    expect((await progress(second))?.status).toBe('withdrawn');
    expect((await history(second)).at(-1)?.action).toBe(H.recall.code);
  });

  it('transfer moves the task to another employee (history "transfer"); never to the approver', async () => {
    await oneStep();
    const doc = await newDoc(t);
    await submit(t, doc);
    const self = await act(t, approver, doc, 'transfer', { transferToId: U.approver });
    expect(body<ErrorData>(self).data.fields?.[0]).toMatchObject({
      path: 'transferToId',
      code: 'approval.transferSelf',
    });
    const outsider = await act(t, approver, doc, 'transfer', { transferToId: U.supplier });
    expect(body<ErrorData>(outsider).data.fields?.[0]?.code).toBe('approval.notEmployee');
    expect(
      body(await act(t, approver, doc, 'transfer', { transferToId: U.admin, comment: 'On leave' })).data,
    ).toEqual({
      status: 'approving',
    });
    expect((await taskStates(t, doc)).map((r) => [r.approver_id, r.state])).toEqual([
      [U.approver, 'transferred'],
      [U.admin, 'pending'],
    ]);
    expect((await history(doc)).at(-1)).toMatchObject({
      action: H.transfer.code,
      actorId: U.approver,
      comment: 'On leave',
    });
    expect(body(await act(t, admin, doc, 'approve')).data).toEqual({ status: 'approved' });
  });

  it('work proxy: the delegate sees and approves the task; history records "on behalf of"', async () => {
    await oneStep();
    await t.sql(
      `insert into work_proxies (id, tenant_id, user_id, delegate_user_id, starts_on, ends_on)
       values (gen_random_uuid(), $1, $2, $3, current_date - 1, current_date + 1)`,
      [T.huaxia, U.approver, U.admin],
    );
    const doc = await newDoc(t, { title: 'Proxy paper' });
    await submit(t, doc);
    const inbox = body<{ total: number; items: { documentId: string; onBehalfOfName: string | null }[] }>(
      await t.request({
        method: 'GET',
        url: '/api/v1/approval/tasks?state=pending&keyword=proxy',
        token: admin,
      }),
    ).data;
    expect(inbox.items.map((i) => i.documentId)).toEqual([doc]);
    expect(inbox.items[0]?.onBehalfOfName).toBeTruthy();
    const count = body<{ count: number }>(
      await t.request({ method: 'GET', url: '/api/v1/approval/waitCount', token: admin }),
    );
    expect(count.data.count).toBe(1);
    expect(body(await act(t, admin, doc, 'approve')).data).toEqual({ status: 'approved' });
    const last = (await history(doc)).at(-1);
    expect(last).toMatchObject({ action: H.approve.code, actorId: U.admin, onBehalfOfId: U.approver });
    const done = body<{ items: { documentId: string; state: string; onBehalfOfName: string | null }[] }>(
      await t.request({ method: 'GET', url: '/api/v1/approval/tasks?state=done', token: admin }),
    ).data.items;
    expect(done.find((i) => i.documentId === doc)).toMatchObject({
      state: 'approved',
      onBehalfOfName: last?.onBehalfOfName,
    });
  });

  it('batch approve: each item on its own; failures are reported per item', async () => {
    await oneStep();
    const [a, b] = [await newDoc(t), await newDoc(t)];
    await submit(t, a);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/approval/batchApprove',
      token: approver,
      payload: {
        items: [
          { docType: FAKE_DOC_CODE, documentId: a },
          { docType: FAKE_DOC_CODE, documentId: b },
        ],
      },
    });
    expect(body(res).data).toEqual({
      results: [
        { documentId: a, ok: true },
        { documentId: b, ok: false, errorCode: 'approval.notPending' },
      ],
    });
    expect(await docRow(t, a)).toMatchObject({ status: 'approved' });
    const tooMany = Array.from({ length: 51 }, () => ({ docType: FAKE_DOC_CODE, documentId: a }));
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/approval/batchApprove',
          token: approver,
          payload: { items: tooMany },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('document view and isolation', () => {
  it('the applicant and the approvers see the document; anyone else gets 404, like an absent one', async () => {
    await saveFlow(t, admin, [
      { key: 'one', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.approver] },
    ]);
    const doc = await newDoc(t);
    await submit(t, doc);
    const view = (token: string, id = doc) =>
      t.request({
        method: 'GET',
        url: `/api/v1/approval/document/${FAKE_DOC_CODE}/${id}`,
        token,
        language: 'en_us',
      });
    const seen = body<{ myTask: { canAct: boolean }; progress: { status: string } }>(
      await view(approver),
    ).data;
    expect(seen).toMatchObject({
      myTask: { canAct: true, onBehalfOfName: null },
      progress: { status: 'approving' },
    });
    const stranger = await view(admin);
    const absent = await view(admin, '00000000-0000-4000-8000-000000999999');
    expect([stranger.statusCode, stranger.body]).toEqual([404, absent.body]);
  });

  it("another tenant's session cannot act on or list a document of this tenant", async () => {
    await saveFlow(t, admin, [
      { key: 'one', approverType: TYPE.employee.code, mode: 1, employeeIds: [U.purchaser] },
    ]);
    const doc = await newDoc(t);
    await submit(t, doc, facts(), { applicantId: U.admin });
    await expect(
      withTenant(t.database.db, { tenantId: T.dongfang, userId: U.purchaser }, (tx) =>
        actOnApproval(tx, {
          tenantId: T.dongfang,
          docType: FAKE_DOC_TYPE,
          documentId: doc,
          actorId: U.purchaser,
          action: 'approve',
        }),
      ),
    ).rejects.toMatchObject({ errorCode: 'approval.notPending' });
    // The purchaser's own tenant is Huaxia here; the Dongfang scope sees no instance of it at all.
    const rows = await withTenant(t.database.db, { tenantId: T.dongfang, userId: U.purchaser }, (tx) =>
      approvalProgress(tx, T.huaxia, FAKE_DOC_TYPE, doc),
    );
    expect(rows).toBeNull();
  });
});
