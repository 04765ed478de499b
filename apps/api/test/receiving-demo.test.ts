import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type TestApp } from './support/test-app.ts';

// The demo seed's pending receiving application (tools/seed/purchasing/receiving-application.ts): a first
// start shows it in the approver's inbox and on /mobile, with its lines, through the approval engine,
// and it holds nothing on the ledger while it waits.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo: pending receiving application', () => {
  it('waits for the approver with its lines, and the ledger is untouched', async () => {
    const approver = await t.login('approver');
    const get = (url: string) =>
      t.request({ method: 'GET', url: `/api/v1${url}`, token: approver, language: 'en_us' });
    const tasks = body<{ items: { docType: number; documentId: string; code: string }[] }>(
      await get('/approval/tasks?state=pending'),
    ).data.items;
    const task = tasks.find((item) => item.docType === CODES.documentType.receipt.code);
    expect(task?.code).toBe('PO202611020004-R3');
    const doc = body<{
      summary: { lines: { quantity: string; name: string }[] };
      myTask: { canAct: boolean };
    }>(await get(`/approval/document/${CODES.documentType.receipt.code}/${task?.documentId}`)).data;
    expect(doc.summary.lines).toEqual([
      expect.objectContaining({ quantity: '30', name: '骨架油封 TC 35×52×7' }),
    ]);
    expect(doc.myTask.canAct).toBe(true);
    const [line] = await t.sql<{ received: string }>(
      `select l.received_qty::text as received from purchase_order_lines l
         join purchase_orders o on o.id = l.order_id where o.code = 'PO202611020004' and l.line_no = 1`,
    );
    expect(line?.received).toBe('98.000');
  });
});
