import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

type Column = { key: string; visible: boolean; order: number; width?: number };
type ColumnSetup = { tableKey: string; columns: Column[]; updatedAt: string | null };

const PURCHASER = '00000000-0000-4000-8000-000000003002';
const DONGFANG = '00000000-0000-4000-8000-000000001002';
const TABLE = 'address.book';
const layout: Column[] = [
  { key: 'email', visible: true, order: 0, width: 220 },
  { key: 'name', visible: true, order: 1 },
  { key: 'region', visible: false, order: 2 },
];

let t: TestApp;
let purchaser: string;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from column_settings');
  purchaser = await t.login('purchaser');
});

const list = async (token: string, tableKey = TABLE) =>
  t.request({
    method: 'GET',
    url: `/api/v1/columnSetup/list?tableKey=${encodeURIComponent(tableKey)}`,
    token,
  });
const save = (token: string, payload: unknown, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({
    method: 'POST',
    url: '/api/v1/columnSetup/batchSave',
    token,
    payload: payload as object,
    language,
  });

describe('column setup', () => {
  it('answers an empty layout for a table never saved', async () => {
    const res = await list(purchaser);
    expect(res.statusCode).toBe(200);
    expect(body<ColumnSetup>(res).data).toEqual({ tableKey: TABLE, columns: [], updatedAt: null });
  });

  it('saves, reads back and replaces the layout of one table', async () => {
    expect((await save(purchaser, { tableKey: TABLE, columns: layout })).statusCode).toBe(200);
    expect(body<ColumnSetup>(await list(purchaser)).data.columns).toEqual(layout);

    const second = [{ key: 'name', visible: true, order: 0, width: 120 }];
    await save(purchaser, { tableKey: TABLE, columns: second });
    expect(body<ColumnSetup>(await list(purchaser)).data.columns).toEqual(second);
    expect(await t.sql('select table_key from column_settings')).toHaveLength(1);
    // Another table of the same person is separate.
    expect(body<ColumnSetup>(await list(purchaser, 'order.list')).data.columns).toEqual([]);
  });

  it("never shows another person's settings, nor the same person's in another tenant", async () => {
    await save(purchaser, { tableKey: TABLE, columns: layout });
    const approver = await t.login('approver');
    expect(body<ColumnSetup>(await list(approver)).data.columns).toEqual([]);
    await save(approver, { tableKey: TABLE, columns: [{ key: 'name', visible: false, order: 0 }] });
    expect(body<ColumnSetup>(await list(purchaser)).data.columns).toEqual(layout);

    // A row of the purchaser in their other tenant stays there (tenant scope in code and RLS).
    await t.sql('delete from column_settings where user_id = $1', [PURCHASER]);
    await t.sql(
      `insert into column_settings (id, tenant_id, user_id, table_key, columns) values ($1, $2, $3, $4, $5)`,
      [randomUUID(), DONGFANG, PURCHASER, TABLE, JSON.stringify(layout)],
    );
    expect(body<ColumnSetup>(await list(purchaser)).data.columns).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/columnSetup/list?tableKey=${TABLE}` });
    expect(res.statusCode).toBe(401);
  });

  const invalid: [string, unknown, string][] = [
    ['a table key with spaces', { tableKey: 'a b', columns: [] }, 'tableKey'],
    [
      'a width of 5 px',
      { tableKey: TABLE, columns: [{ key: 'name', visible: true, order: 0, width: 5 }] },
      'columns.0.width',
    ],
    [
      'visible as text',
      { tableKey: TABLE, columns: [{ key: 'name', visible: 'yes', order: 0 }] },
      'columns.0.visible',
    ],
    ['the same column twice', { tableKey: TABLE, columns: [layout[0], layout[0]] }, 'columns'],
  ];
  it.each(invalid)(
    'refuses %s with a translated field error and changes nothing',
    async (_c, payload, path) => {
      await save(purchaser, { tableKey: TABLE, columns: layout });
      for (const language of ['en_us', 'zh_cn'] as const) {
        const res = await save(purchaser, payload, language);
        expect(res.statusCode).toBe(400);
        const { data } = body<ErrorData>(res);
        expect(data.errorCode).toBe('validation.failed');
        expect(data.fields?.map((f) => f.path)).toEqual([path]);
        expect(data.fields?.[0]?.message).not.toMatch(/^validation\./);
      }
      expect(body<ColumnSetup>(await list(purchaser)).data.columns).toEqual(layout);
    },
  );
});
