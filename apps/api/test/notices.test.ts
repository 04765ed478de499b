import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_PUBLISH_JOB } from '@procure/message-server';
import { DEMO } from './support/demo-ids.ts';
import { eventually, jobRow } from './support/jobs.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Company notices (issue #12 §4) on PostgreSQL: an admin writes a draft, publishes it to everyone or to
// chosen roles (one `notice` message per recipient, nobody else), schedules one (a job publishes it once),
// withdraws one; bad input and wrong states change nothing; readers see only what reached them.

let t: TestApp;
let admin: string;
let purchaser: string;
const T = DEMO.tenants;
const U = DEMO.users;

const post = (url: string, token: string, payload?: object) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const get = (url: string, token: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });

async function draft(payload: object): Promise<string> {
  const res = await post('/notice/save', admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const noticeMessages = (noticeId: string) =>
  t.sql<{ recipient_id: string; deleted: boolean; read: boolean }>(
    `select m.recipient_id, m.deleted_at is not null as deleted, m.read_at is not null as read
       from notice_messages n join messages m on m.id = n.message_id where n.notice_id = $1`,
    [noticeId],
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  purchaser = await t.login('purchaser');
});
afterAll(async () => {
  await t?.close();
});

describe('company notices', () => {
  it('publishes to every enabled buyer member of the tenant, once, and readers open it', async () => {
    const id = await draft({
      title: 'Office closed on Friday',
      content: 'The office is closed.',
      audience: 'all',
    });
    const members = await t.sql<{ user_id: string }>(
      `select m.user_id from tenant_members m join users u on u.id = m.user_id
        where m.tenant_id = $1 and u.site = 'buyer' and not u.disabled`,
      [T.huaxia],
    );
    const published = await post(`/notice/publish/${id}`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', recipientCount: members.length });
    const sent = await noticeMessages(id);
    expect(sent.map((m) => m.recipient_id).sort()).toEqual(members.map((m) => m.user_id).sort());

    // Publishing again is refused and posts nothing more.
    const again = await post(`/notice/publish/${id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('notice.notDraft');
    expect(await noticeMessages(id)).toHaveLength(members.length);

    // The purchaser has it in the message center, and the notice detail opens.
    const list = await get('/message/list?kind=notice', purchaser);
    const message = list.json().data.rows.find((m: { link: string }) => m.link.endsWith(id));
    expect(message).toMatchObject({ title: 'Office closed on Friday', kind: 'notice' });
    const detail = await get(`/notice/detail/${id}`, purchaser);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.content).toBe('The office is closed.');
  });

  it('reaches only the members holding a chosen role; others get 404 for its detail', async () => {
    const [role] = await t.sql<{ id: string }>(
      "select id from roles where tenant_id = $1 and code = 'approver'",
      [T.huaxia],
    );
    const id = await draft({
      title: 'For approvers',
      content: 'Approve by noon.',
      audience: 'roles',
      roleIds: [role!.id],
    });
    expect((await post(`/notice/publish/${id}`, admin)).statusCode).toBe(200);
    const holders = await t.sql<{ user_id: string }>(
      'select user_id from member_roles where tenant_id = $1 and role_id = $2',
      [T.huaxia, role!.id],
    );
    const sent = await noticeMessages(id);
    expect(sent.map((m) => m.recipient_id).sort()).toEqual(holders.map((h) => h.user_id).sort());
    expect(sent.map((m) => m.recipient_id)).not.toContain(U.purchaser);
    expect((await get(`/notice/detail/${id}`, purchaser)).statusCode).toBe(404);
  });

  it('schedules a notice for its time; the job publishes it once, a withdrawn schedule never goes out', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const id = await draft({ title: 'Scheduled', content: 'Later.', audience: 'all', publishAt: soon });
    const scheduled = await post(`/notice/publish/${id}`, admin);
    expect(scheduled.json().data.status).toBe('scheduled');
    expect(await noticeMessages(id)).toHaveLength(0);
    const [job] = await t.sql<{ id: string }>(
      "select id from pgboss.job where name = $1 and data->>'noticeId' = $2",
      [NOTICE_PUBLISH_JOB, id],
    );
    await eventually(async () => {
      const row = await jobRow(t, job!.id);
      return row?.state === 'completed' ? row : undefined;
    }, 'the publication job');
    const [notice] = await t.sql<{ status: string; recipient_count: number }>(
      'select status, recipient_count from notices where id = $1',
      [id],
    );
    expect(notice?.status).toBe('published');
    expect(await noticeMessages(id)).toHaveLength(notice!.recipient_count);

    // A second schedule withdrawn before its time: back to draft, its job finds nothing to do.
    const later = new Date(Date.now() + 1500).toISOString();
    const other = await draft({ title: 'Called off', content: 'No.', audience: 'all', publishAt: later });
    await post(`/notice/publish/${other}`, admin);
    const withdrawn = await post(`/notice/withdraw/${other}`, admin);
    expect(withdrawn.json().data.status).toBe('draft');
    const [otherJob] = await t.sql<{ id: string }>(
      "select id from pgboss.job where name = $1 and data->>'noticeId' = $2",
      [NOTICE_PUBLISH_JOB, other],
    );
    await eventually(async () => {
      const row = await jobRow(t, otherJob!.id);
      return row?.state === 'completed' ? row : undefined;
    }, 'the withdrawn schedule’s job');
    expect(await noticeMessages(other)).toHaveLength(0);
  });

  it('withdraws a published notice: unread messages disappear, read ones stay', async () => {
    const id = await draft({ title: 'Wrong date', content: 'Oops.', audience: 'all' });
    await post(`/notice/publish/${id}`, admin);
    const mine = await get('/message/list?kind=notice', purchaser);
    const message = mine.json().data.rows.find((m: { link: string }) => m.link.endsWith(id));
    await get(`/message/detail/${message.id}`, purchaser); // opening marks it read
    const withdrawn = await post(`/notice/withdraw/${id}`, admin);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    const rows = await noticeMessages(id);
    for (const row of rows) expect(row.deleted).toBe(!row.read);
    expect(rows.find((r) => r.recipient_id === U.purchaser)).toMatchObject({ read: true, deleted: false });
    expect((await post(`/notice/withdraw/${id}`, admin)).statusCode).toBe(409);
  });

  it('refuses bad input with field errors, a past or far publish time, and edits of non-drafts; nothing changes', async () => {
    const before = await t.sql('select id from notices');
    const cases: [object, string][] = [
      [{ title: '', content: 'x', audience: 'all' }, 'title'],
      [{ title: 'x'.repeat(101), content: 'x', audience: 'all' }, 'title'],
      [{ title: 'x', content: 'x', audience: 'roles', roleIds: [] }, 'roleIds'],
      [
        { title: 'x', content: 'x', audience: 'roles', roleIds: ['00000000-0000-4000-8000-00000000dead'] },
        'roleIds.0',
      ],
      [{ title: 'x', content: 'x', audience: 'everyone' }, 'audience'],
      [{ title: 'x', content: 'x', audience: 'all', publishAt: 'tomorrow' }, 'publishAt'],
    ];
    for (const [payload, path] of cases) {
      const res = await post('/notice/save', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().data.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    expect(await t.sql('select id from notices')).toHaveLength(before.length);

    const past = await draft({
      title: 'Past',
      content: 'x',
      audience: 'all',
      publishAt: '2020-01-01T00:00:00Z',
    });
    const refused = await post(`/notice/publish/${past}`, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errorCode).toBe('notice.publishAtPast');
    const far = new Date(Date.now() + 91 * 86_400_000).toISOString();
    const tooFar = await draft({ title: 'Far', content: 'x', audience: 'all', publishAt: far });
    expect((await post(`/notice/publish/${tooFar}`, admin)).json().data.errorCode).toBe(
      'notice.publishAtTooFar',
    );
    expect(await noticeMessages(past)).toHaveLength(0);

    const sent = await draft({ title: 'Sent', content: 'x', audience: 'all' });
    await post(`/notice/publish/${sent}`, admin);
    const edit = await post('/notice/save', admin, {
      id: sent,
      title: 'Changed',
      content: 'x',
      audience: 'all',
    });
    expect(edit.statusCode).toBe(409);
    expect((await post(`/notice/delete/${sent}`, admin)).statusCode).toBe(409);
    expect((await post(`/notice/delete/${past}`, admin)).statusCode).toBe(200);
  });

  it('is managed only with the notice permission; another tenant’s notice answers like an absent one', async () => {
    expect(
      (await post('/notice/save', purchaser, { title: 'x', content: 'x', audience: 'all' })).statusCode,
    ).toBe(403);
    expect((await get('/notice/list', purchaser)).statusCode).toBe(403);
    const id = await draft({ title: 'Huaxia only', content: 'x', audience: 'all' });
    await t.sql('update notices set tenant_id = $2 where id = $1', [id, T.dongfang]);
    for (const url of [`/notice/publish/${id}`, `/notice/withdraw/${id}`, `/notice/delete/${id}`]) {
      const res = await post(url, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().data.errorCode).toBe('notice.notFound');
    }
    expect((await get(`/notice/detail/${id}`, admin)).statusCode).toBe(404);
    const list = await get('/notice/list?pageSize=100', admin);
    expect(list.json().data.items.map((r: { id: string }) => r.id)).not.toContain(id);
  });
});
