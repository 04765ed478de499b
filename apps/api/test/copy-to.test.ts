import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import {
  U,
  masterRefs,
  post,
  requestState,
  save,
  show,
  validRequest,
  type MasterRefs,
} from './procurement-helpers.ts';

// Copy-to (cc) lists (spec §2 `/copyto`, issue #12 §5) for purchase requests on PostgreSQL: at submit the
// submitter names people; each gets a message and sees the request read-only in `/copyto/purchaseList`;
// a wrong person refuses the submit with a field error and nothing changes.

type Page = { items: { id: string; code: string; status: number }[]; nextCursor: string | null };
type Detail = { id: string; actions: Record<string, boolean> };

let t: TestApp;
let purchaser: string;
let approver: string;
let admin: string;
let refs: MasterRefs;

const copies = async (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/v1/copyto/purchaseList${query}`, token, language: 'en_us' });

beforeAll(async () => {
  t = await startTestApp();
  [purchaser, approver, admin] = [
    await t.login('purchaser'),
    await t.login('approver'),
    await t.login('admin'),
  ];
  refs = await masterRefs(t);
});
afterAll(async () => {
  await t.close();
});

describe('copy-to of purchase requests', () => {
  it('copies at submit: a message, the copy-to list (filters, keyset), read-only detail', async () => {
    const first = await save(t, purchaser, validRequest(refs, { title: '抄送测试一' }));
    const second = await save(t, purchaser, validRequest(refs, { title: '抄送测试二' }));
    for (const saved of [first, second]) {
      const res = await post(
        t,
        purchaser,
        'commit',
        { id: saved.id, confirmOverBudget: true, copyToIds: [U.admin, U.finance, U.purchaser] },
        'en_us',
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const messages = await t.sql<{ title_en: string; link: string }>(
      `select title_en, link from messages where recipient_id = $1 and link like '/procurement/applyDetail/%' and title_en like '%copied to you'`,
      [U.admin],
    );
    expect(messages.map((m) => m.link).sort()).toEqual(
      [`/procurement/applyDetail/${first.id}`, `/procurement/applyDetail/${second.id}`].sort(),
    );
    // The submitter never copies itself.
    expect(await t.sql(`select 1 from document_copies where user_id = $1`, [U.purchaser])).toEqual([]);

    // Keyset pages of one, newest first; a keyword filter; nobody else's list holds them.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = body<Page>(
        await copies(admin, cursor ? `?pageSize=1&cursor=${cursor}` : '?pageSize=1'),
      ).data;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([second.id, first.id]);
    const byKeyword = body<Page>(await copies(admin, `?keyword=${encodeURIComponent('抄送测试一')}`)).data;
    expect(byKeyword.items.map((i) => i.id)).toEqual([first.id]);
    // The approver's list (the demo copied it one request) never holds these.
    const approverIds = body<Page>(await copies(approver)).data.items.map((i) => i.id);
    expect(approverIds).not.toContain(first.id);
    expect(approverIds).not.toContain(second.id);
    expect(body<Page>(await copies(purchaser)).data.items).toEqual([]);

    // Read-only: finance (no task, no admin) opens the copied detail and may do nothing with it.
    const finance = await t.login('finance');
    const detail = body<Detail>(await show(t, finance, first.id)).data;
    expect(detail.id).toBe(first.id);
    expect(Object.values(detail.actions).some(Boolean)).toBe(false);
  });

  it('refuses a person outside the tenant with a field error; nothing changes', async () => {
    const saved = await save(t, purchaser, validRequest(refs));
    const before = await requestState(t, saved.id);
    const res = await post(
      t,
      purchaser,
      'commit',
      { id: saved.id, confirmOverBudget: true, copyToIds: [randomUUID()] },
      'en_us',
    );
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.[0]?.path).toBe('copyToIds.0');
    expect(await requestState(t, saved.id)).toBe(before);
    expect(await t.sql(`select 1 from document_copies where document_id = $1`, [saved.id])).toEqual([]);
    const status = await t.sql<{ status: number }>(`select status from purchase_requests where id = $1`, [
      saved.id,
    ]);
    expect(status[0]?.status).toBe(CODES.application.draft.code);
  });

  it('a person not copied (and without a task) gets the absent-id answer for the request', async () => {
    const saved = await save(t, purchaser, validRequest(refs));
    await post(
      t,
      purchaser,
      'commit',
      { id: saved.id, confirmOverBudget: true, copyToIds: [U.approver] },
      'en_us',
    );
    const finance = await t.login('finance');
    const foreign = await show(t, finance, saved.id);
    const absent = await show(t, finance, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
  });
});
