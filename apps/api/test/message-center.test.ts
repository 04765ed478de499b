import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@procure/server-db';
import { flushMessageEmails, postMessages, type MessageInput } from '@procure/message-server';
import { DEMO } from './support/demo-ids.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Message = { id: string; kind: string; title: string; body: string; link: string | null; read: boolean };
type Page = { rows: Message[]; total: number; page: number; pageSize: number };

const T = DEMO.tenants;
const U = DEMO.users;

let t: TestApp;
let purchaser: string;
let approver: string;

const welcome = (over: Partial<MessageInput> = {}): MessageInput => ({
  tenantId: T.huaxia,
  recipientIds: [U.purchaser, U.approver],
  kind: 'notice',
  titleCode: 'message.welcome.title',
  bodyCode: 'message.welcome.body',
  params: { name: '张三' },
  link: '/procurement/applyDetail/x',
  ...over,
});

/** Posts as a domain would: inside a transaction scoped to the tenant, as the app role. */
const post = (input: MessageInput) =>
  withTenant(t.database.db, { tenantId: input.tenantId, userId: U.admin }, (tx) => postMessages(tx, input));

const list = async (token: string, query = '', language: 'zh_cn' | 'en_us' = 'en_us') => {
  const res = await t.request({ method: 'GET', url: `/api/v1/message/list${query}`, token, language });
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).data;
};
const unread = async (token: string) =>
  body<{ unread: number }>(await t.request({ method: 'GET', url: '/api/v1/message/count', token })).data
    .unread;
const change = (token: string, url: string, ids?: string[]) =>
  t.request({ method: 'POST', url: `/api/v1/message/${url}`, token, ...(ids ? { payload: { ids } } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  await t.sql('delete from message_emails');
  await t.sql('delete from notice_messages');
  await t.sql('delete from messages');
  purchaser = await t.login('purchaser');
  approver = await t.login('approver');
});
afterAll(async () => {
  await t?.close();
});

describe('postMessages', () => {
  it('stores one row per recipient, rendered in both languages at post time', async () => {
    await post(welcome());
    const en = await list(purchaser);
    expect(en.total).toBe(1);
    expect(en.rows[0]).toMatchObject({
      kind: 'notice',
      title: 'Welcome to the purchasing portal',
      link: '/procurement/applyDetail/x',
      read: false,
    });
    expect(en.rows[0]!.body).toContain('Hello 张三');
    const zh = await list(purchaser, '', 'zh_cn');
    expect(zh.rows[0]!.title).not.toBe(en.rows[0]!.title);
    expect(zh.rows[0]!.body).toContain('张三');
    expect((await list(approver)).total).toBe(1);
  });

  it('rolls back with the caller’s transaction', async () => {
    const before = await unread(purchaser);
    await expect(
      withTenant(t.database.db, { tenantId: T.huaxia, userId: U.admin }, async (tx) => {
        await postMessages(tx, welcome({ recipientIds: [U.purchaser], email: true }));
        throw new Error('the document failed');
      }),
    ).rejects.toThrow('the document failed');
    expect(await unread(purchaser)).toBe(before);
    expect(await t.sql('select 1 from message_emails')).toHaveLength(0);
  });

  it('cannot post into another tenant than the transaction’s', async () => {
    await expect(
      withTenant(t.database.db, { tenantId: T.dongfang, userId: U.admin }, (tx) =>
        postMessages(tx, welcome({ tenantId: T.huaxia })),
      ),
    ).rejects.toThrow();
  });
});

describe('message routes', () => {
  it('counts, opens (marks read), sets unread, reads and deletes in batches', async () => {
    await post(welcome({ recipientIds: [U.purchaser], kind: 'approvalResult' }));
    const page = await list(purchaser);
    expect(page.total).toBe(2);
    expect(await unread(purchaser)).toBe(2);
    const [newest, oldest] = page.rows as [Message, Message];

    const opened = await t.request({
      method: 'GET',
      url: `/api/v1/message/detail/${newest.id}`,
      token: purchaser,
    });
    expect(body<Message>(opened).data).toMatchObject({ id: newest.id, read: true });
    expect(await unread(purchaser)).toBe(1);
    expect((await list(purchaser, '?read=false')).rows.map((r) => r.id)).toEqual([oldest.id]);
    expect((await list(purchaser, '?kind=approvalResult')).rows.map((r) => r.id)).toEqual([newest.id]);

    expect((await change(purchaser, 'setUnread', [newest.id])).statusCode).toBe(200);
    expect(await unread(purchaser)).toBe(2);
    const read = await change(purchaser, 'read', [newest.id, oldest.id]);
    expect(body<{ changed: number }>(read).data.changed).toBe(2);
    expect(await unread(purchaser)).toBe(0);

    expect((await change(purchaser, 'delete', [oldest.id])).statusCode).toBe(200);
    expect((await list(purchaser)).rows.map((r) => r.id)).toEqual([newest.id]);
    const gone = await t.request({
      method: 'GET',
      url: `/api/v1/message/detail/${oldest.id}`,
      token: purchaser,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('treats another user’s message like an absent one and changes nothing of the batch', async () => {
    const mine = (await list(purchaser)).rows[0]!;
    const theirs = (await list(approver)).rows[0]!;
    await change(purchaser, 'setUnread', [mine.id]);
    for (const url of ['read', 'setUnread', 'delete']) {
      const res = await change(purchaser, url, [mine.id, theirs.id]);
      expect(res.statusCode).toBe(404);
      expect(body<ErrorData>(res).data.errorCode).toBe('message.notFound');
    }
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/message/detail/${theirs.id}`,
      token: purchaser,
    });
    expect(detail.statusCode).toBe(404);
    expect((await list(purchaser)).rows[0]).toMatchObject({ id: mine.id, read: false });
    expect((await list(approver)).rows[0]).toMatchObject({ id: theirs.id, read: false });
  });

  it('answers 400 with field errors for bad batches', async () => {
    for (const ids of [[], ['not-a-uuid']]) {
      const res = await change(purchaser, 'read', ids);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]?.path).toMatch(/^ids/);
    }
    const bad = await t.request({ method: 'GET', url: '/api/v1/message/list?kind=spam', token: purchaser });
    expect(bad.statusCode).toBe(400);
  });

  it('reads all and deletes all of the caller only', async () => {
    await post(welcome());
    expect(await unread(purchaser)).toBeGreaterThan(0);
    await change(purchaser, 'readAll');
    expect(await unread(purchaser)).toBe(0);
    const approverBefore = await unread(approver);
    expect(approverBefore).toBeGreaterThan(0);
    const res = await change(purchaser, 'deleteAll');
    expect(body<{ changed: number }>(res).data.changed).toBeGreaterThan(0);
    expect((await list(purchaser)).total).toBe(0);
    expect(await unread(approver)).toBe(approverBefore);
  });

  it('keeps tenants apart: a dongfang message is not listed in huaxia', async () => {
    await post(welcome({ tenantId: T.dongfang, recipientIds: [U.purchaser] }));
    expect((await list(purchaser)).total).toBe(0);
    const switched = await t.request({
      method: 'GET',
      url: `/api/v1/switchTenant?tenantId=${T.dongfang}`,
      token: purchaser,
    });
    expect(switched.statusCode).toBe(200);
    expect((await list(purchaser)).total).toBe(1);
    await t.request({ method: 'GET', url: `/api/v1/switchTenant?tenantId=${T.huaxia}`, token: purchaser });
  });
});

describe('supplier message center', () => {
  it('serves a supplier session its own messages only, in its current tenant, and not the notices', async () => {
    const supplier = await t.login('supplier', 'supplier');
    const supplier2 = await t.login('supplier2', 'supplier');
    const before = await unread(supplier);
    await post(welcome({ recipientIds: [U.supplier], link: '/order/detail/x' }));
    await post(welcome({ recipientIds: [U.supplier2] }));
    await post(welcome({ tenantId: T.dongfang, recipientIds: [U.supplier] }));
    expect(await unread(supplier)).toBe(before + 1);
    const own = await list(supplier);
    expect(own.rows.some((m) => m.link === '/order/detail/x')).toBe(true);
    const mine = own.rows.find((m) => m.link === '/order/detail/x')!;

    // Another supplier user, and a buyer, get the absent-id answer for it; nothing changes.
    const absent = await change(supplier2, 'read', [crypto.randomUUID()]);
    const foreign = await change(supplier2, 'read', [mine.id]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const byBuyer = await t.request({
      method: 'GET',
      url: `/api/v1/message/detail/${mine.id}`,
      token: purchaser,
    });
    expect(byBuyer.statusCode).toBe(404);
    expect(await unread(supplier)).toBe(before + 1);

    // Opening marks it read; the supplier can mark it unread and delete it.
    const opened = await t.request({
      method: 'GET',
      url: `/api/v1/message/detail/${mine.id}`,
      token: supplier,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await unread(supplier)).toBe(before);
    expect((await change(supplier, 'setUnread', [mine.id])).statusCode).toBe(200);
    expect(await unread(supplier)).toBe(before + 1);
    expect((await change(supplier, 'delete', [mine.id])).statusCode).toBe(200);
    expect(await unread(supplier)).toBe(before);

    // Company notices stay the buyer's: the supplier session has no message-center key.
    const notices = await t.request({ method: 'GET', url: '/api/v1/notice/list', token: supplier });
    expect(notices.statusCode).toBe(403);
  });
});

describe('message e-mails', () => {
  it('queues in the transaction, honours the settings and sends in the recipient’s language after commit', async () => {
    await t.sql(`update users set language = 'en_us' where id = $1`, [U.approver]);
    await t.sql(
      `insert into message_settings (tenant_id, user_id, message_type, in_app, email, sms)
       values ($1, $2, 'approvalResult', true, false, false)`,
      [T.huaxia, U.purchaser],
    );
    await t.sql('delete from outbox_messages');
    // approvalResult: e-mail by default; the purchaser turned it off.
    await post(welcome({ kind: 'approvalResult', email: true }));
    // approvalTask (approvalTodo): no e-mail by default.
    await post(welcome({ kind: 'approvalTask', email: true }));
    // email not asked for: nothing queued.
    await post(welcome({ kind: 'approvalResult' }));
    const queued = await t.sql<{ to_address: string }>(`select to_address from message_emails`);
    expect(queued.map((q) => q.to_address)).toEqual(['approver@huaxia.example']);

    await flushMessageEmails(t.database.db, t.app.notifier);
    const outbox = await t.sql<{ recipient: string; subject: string; channel: string }>(
      'select recipient, subject, channel from outbox_messages',
    );
    expect(outbox).toEqual([
      { recipient: 'approver@huaxia.example', subject: 'Welcome to the purchasing portal', channel: 'email' },
    ]);
    const [row] = await t.sql<{ status: string }>('select status from message_emails');
    expect(row?.status).toBe('sent');

    // A second flush sends nothing again.
    await flushMessageEmails(t.database.db, t.app.notifier);
    expect(await t.sql('select 1 from outbox_messages')).toHaveLength(1);
  });

  it('retries a failing provider and marks the e-mail failed after the last attempt', async () => {
    await t.sql('delete from message_emails');
    await post(welcome({ kind: 'approvalResult', email: true, recipientIds: [U.approver] }));
    const failing = { name: 'broken', send: () => Promise.reject(new Error('smtp down')) };
    for (let i = 0; i < 5; i += 1) await flushMessageEmails(t.database.db, failing);
    const [row] = await t.sql<{ status: string; attempts: number; last_error: string }>(
      'select status, attempts, last_error from message_emails',
    );
    expect(row).toEqual({ status: 'failed', attempts: 5, last_error: 'smtp down' });
  });
});
